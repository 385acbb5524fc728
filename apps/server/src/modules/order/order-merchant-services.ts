import type { Core } from '../../core';
import { OrderActionsService } from './order-actions-service';
import { orderDeps } from './order-deps';
import { OrderOptionsService } from './order-options-service';
import { OrderReadService } from './order-read-service';
import { OrderSaveService } from './order-save-service';
import { OrderSubmitter } from './order-submit-service';

/**
 * The merchant's own steps, for code that acts as a merchant outside the portal's routes (the demo
 * seed, the Open API's routes): the same services the routes call, so stock, wallet, transitions and counts
 * are the real ones.
 */
export function orderMerchantServices(core: Core) {
  const deps = orderDeps(core);
  const submitter = new OrderSubmitter(deps);
  return {
    saving: new OrderSaveService(deps, submitter),
    submitter,
    actions: new OrderActionsService(deps),
    reads: new OrderReadService(deps),
    options: new OrderOptionsService(deps),
  };
}

import type { Core } from '../../core';
import { inventoryApi } from '../inventory';
import { productReferenceApi } from '../product-reference';
import { walletApi, walletCharges } from '../wallet';
import { LossOrderCommentsRepository } from './loss-order-comments-repository';
import { LossOrderRaiser } from './loss-order-raise';
import { LossOrderRepository } from './loss-order-repository';
import { LossOrderReview } from './loss-order-review';
import { LossOrderService } from './loss-order-service';

/** The loss-order module's objects, built one way for its routes and its public surface. */
export function lossOrderParts(core: Pick<Core, 'db' | 'clock' | 'skuCatalogue' | 'events'>) {
  const orders = new LossOrderRepository(core.db);
  const comments = new LossOrderCommentsRepository(core.db);
  const service = new LossOrderService({
    db: core.db,
    orders,
    comments,
    catalogue: core.skuCatalogue,
    references: productReferenceApi(core),
    wallet: walletApi(core),
    clock: core.clock,
  });
  const review = new LossOrderReview({
    db: core.db,
    orders,
    comments,
    catalogue: core.skuCatalogue,
    ledger: inventoryApi(core),
    wallet: walletCharges(core),
    clock: core.clock,
  });
  return { orders, service, review, raiser: new LossOrderRaiser(orders, core.clock, core.events) };
}

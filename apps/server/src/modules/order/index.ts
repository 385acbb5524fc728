import type { Core } from '../../core';
import { defineModule, type ServerModule } from '../../http/server-module';
import { orderDeps } from './order-deps';
import { OrderFulfilmentService } from './order-fulfilment-service';
import { clearRecipientsJob } from './order-jobs';
import type { OrderPorts } from './order-ports';
import { orderRoutes } from './routes';

/**
 * The order module's public surface: its routes, and `orderFulfilment(core)`, the provider's steps on
 * an order that the operations API (`modules/ops-order/`) and later the Open API and scheduled jobs
 * call. Other modules import this file only.
 */
export const orderModule = defineModule({
  area: 'order',
  routes: (core) => orderRoutes(core),
  jobs: (core) => [clearRecipientsJob(core)],
});
export type { OrderFulfilmentService, StepResult, TrackingEvent } from './order-fulfilment-service';
export type {
  ForOrder,
  MeasuredParcel,
  OrderPorts,
  OrderRates,
  OrderShipment,
  OrderStock,
  OrderWallet,
  StockLine,
} from './order-ports';

/** The order module with some of its ports replaced (tests of flows whose dependency has not landed). */
export function orderModuleOn(replace: Partial<OrderPorts>): ServerModule {
  return defineModule({ ...orderModule, routes: (core) => orderRoutes(core, replace) });
}

export function orderFulfilment(core: Core, replace: Partial<OrderPorts> = {}): OrderFulfilmentService {
  return new OrderFulfilmentService(orderDeps(core, replace));
}

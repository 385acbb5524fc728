import type { Core } from '../../core';
import { defineModule, type ServerModule } from '../../http/server-module';
import { orderDeps } from './order-deps';
import { OrderFulfilmentService } from './order-fulfilment-service';
import type { OrderPorts } from './order-ports';
import { orderRoutes } from './routes';

/**
 * The order module's public surface: its routes, and `orderFulfilment(core)`, the provider's steps on
 * an order that the operations API (`modules/ops-order/`) and later the Open API and scheduled jobs
 * call. Other modules import this file only.
 */
export const orderModule = defineModule({ area: 'order', routes: (core) => orderRoutes(core) });
export type { OrderFulfilmentService, StepResult, TrackingEvent } from './order-fulfilment-service';
export type {
  MeasuredParcel,
  OrderPorts,
  OrderRates,
  OrderShipment,
  OrderStock,
  OrderWallet,
  StockLine,
} from './order-ports';

/** The order module on other ports than its wired ones (tests of flows whose dependency has not landed). */
export function orderModuleOn(ports: OrderPorts): ServerModule {
  return defineModule({ area: 'order', routes: (core) => orderRoutes(core, ports) });
}

export function orderFulfilment(core: Core, ports?: OrderPorts): OrderFulfilmentService {
  return new OrderFulfilmentService(orderDeps(core, ports));
}

import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { openOrderRoutes } from './open-order-routes';
import { opsOrderRoutes } from './ops-order-routes';
import { OrderBillingReads } from './order-billing-repository';
import { OrderChannelService } from './order-channel-service';
import { orderDeps } from './order-deps';
import { OrderFulfilmentService } from './order-fulfilment-service';
import { clearRecipientsJob } from './order-jobs';
import { OrderShipmentReads } from './order-shipment-repository';
import { OrderStatisticsRepository } from './order-statistics-repository';
import { orderRoutes } from './routes';

/**
 * The order module's public surface: the merchant's routes (`routes.ts`), the staff's steps on orders
 * (`ops-order-routes.ts`), the Open API's orders (`open-order-routes.ts`), and `orderFulfilment(core)`,
 * the staff's steps for code outside the routes (the demo seed and simulator). Other modules import
 * this file only.
 */
export const orderModule = defineModule({
  name: 'order',
  areas: ['order', 'opsOrder', 'open'],
  routes: (core) => [...orderRoutes(core), ...opsOrderRoutes(core), ...openOrderRoutes(core)],
  jobs: (core) => [clearRecipientsJob(core)],
});
export type { OrderFulfilmentService, TrackingEvent } from './order-fulfilment-service';
export type { StepResult } from './order-staff-lookup';

export function orderFulfilment(core: Core): OrderFulfilmentService {
  return new OrderFulfilmentService(orderDeps(core));
}

/** What a sales channel polling the portal (ShipStation) reads of a warehouse's orders, and its notes on them. */
export function orderChannel(core: Core): OrderChannelService {
  return new OrderChannelService(orderDeps(core));
}

export { orderFieldLabel } from './import/order-columns';
export type { OrderBillingInfo } from './order-billing-repository';
export type { ChannelOrder, ChannelWindow, OrderChannelService } from './order-channel-service';
export { orderMerchantServices } from './order-merchant-services';
export type { OrderBillingReads };

/** What the billing pages show of the orders their transactions belong to (numbers, country, weight, tracking). */
export function orderBillingReads(core: Pick<Core, 'db' | 'customers'>): OrderBillingReads {
  return new OrderBillingReads(core.db, core.customers);
}
export type { OrderShipment } from './order-shipment-repository';
export type { OrderShipmentReads };

/** What a shop an order came from is told when it ships (carrier, tracking number). */
export function orderShipmentReads(core: Pick<Core, 'db' | 'customers'>): OrderShipmentReads {
  return new OrderShipmentReads(core.db, core.customers);
}
export type { RatesRequest } from './order-options-service';
export type {
  CountryFigures,
  DayFigures,
  MethodMonthFigures,
  OrderStatisticsRange,
  OrderStatisticsRepository,
  SkuMonthFigures,
} from './order-statistics-repository';

/** Aggregates of the merchant's orders for statistics and the dashboards (read-only). */
export function orderStatistics(core: Pick<Core, 'db'>): OrderStatisticsRepository {
  return new OrderStatisticsRepository(core.db);
}
export type { FeedQuery } from './order-read-service';
export type { SaveInput } from './order-save-service';

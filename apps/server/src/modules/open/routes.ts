import { open } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { inboundMerchantServices } from '../inbound';
import { orderMerchantServices } from '../order';
import { productReferenceApi } from '../product-reference';
import { OpenInboundService } from './open-inbound-service';
import { OpenOrdersService } from './open-orders-service';
import { OpenStockService } from './open-stock-service';
import { stockSource } from './stock-source';

/** The Open API's routes (`auth: 'apiKey'`): each gets the key's merchant as `viewer` and `API_KEY_ACTOR`. */
export function openRoutes(core: Core): RouteBinding[] {
  const references = productReferenceApi(core);
  const stock = new OpenStockService(stockSource(core), references);
  const orders = new OpenOrdersService(orderMerchantServices(core), references);
  const bookings = new OpenInboundService(inboundMerchantServices(core), references);
  return [
    route(open.getStock, ({ viewer, query }) => stock.list(viewer, query)),
    route(open.createOrder, ({ viewer, body, actor, lang }) => orders.create(viewer, body, actor, lang)),
    route(open.getOrder, ({ viewer, params, lang }) => orders.detail(viewer, params.id, lang)),
    route(open.getOrders, ({ viewer, query }) => orders.list(viewer, query)),
    route(open.cancelOrder, ({ viewer, params, body, actor }) => orders.cancel(viewer, params.id, body.reason, actor)),
    route(open.getRates, ({ viewer, body, lang }) => orders.rates(viewer, body, lang)),
    route(open.createInboundBooking, ({ viewer, body, actor }) => bookings.create(viewer, body, actor)),
    route(open.getInboundBooking, ({ viewer, params, lang }) => bookings.detail(viewer, params.id, lang)),
    route(open.getInboundBookings, ({ viewer, query }) => bookings.list(viewer, query)),
  ];
}

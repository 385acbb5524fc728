import { open } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { productReferenceApi } from '../product-reference';
import { OpenOrderService } from './open-order-service';
import { orderMerchantServices } from './order-merchant-services';

/** The Open API's orders (`auth: 'apiKey'`): each route gets the key's merchant as `viewer` and `API_KEY_ACTOR`. */
export function openOrderRoutes(core: Core): RouteBinding[] {
  const orders = new OpenOrderService(orderMerchantServices(core), productReferenceApi(core));
  return [
    route(open.createOrder, ({ viewer, body, actor, lang }) => orders.create(viewer, body, actor, lang)),
    route(open.getOrder, ({ viewer, params, lang }) => orders.detail(viewer, params.id, lang)),
    route(open.getOrders, ({ viewer, query }) => orders.list(viewer, query)),
    route(open.cancelOrder, ({ viewer, params, body, actor }) => orders.cancel(viewer, params.id, body.reason, actor)),
    route(open.getRates, ({ viewer, body, lang }) => orders.rates(viewer, body, lang)),
  ];
}

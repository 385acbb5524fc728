import { lossOrder } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { lossOrderParts } from './loss-order-parts';

/** The merchant's loss orders: list, detail, comment and dispute. */
export function lossOrderRoutes(core: Core): RouteBinding[] {
  const { orders, service } = lossOrderParts(core);
  core.productUsage.register('loss_orders', (tx, customerId, productIds) =>
    orders.skusInUse(tx, core.skuCatalogue.of({ customerId }), customerId, productIds),
  );
  // The stock log names a recount's movement by the loss number.
  core.referenceNames.register('loss_order', (customerId, ids) => orders.numbersOf(customerId, ids));
  return [
    route(lossOrder.getList, ({ viewer, query }) => service.list(viewer, query)),
    route(lossOrder.getDetail, ({ viewer, query }) => service.detail(viewer, query.id)),
    route(lossOrder.addComment, ({ viewer, actor, body }) => service.comment(viewer, { ...body, actor })),
  ];
}

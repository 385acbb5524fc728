import { order } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { recognizeAddress } from '../address-recognition';
import { orderExportRoutes } from './export/export-routes';
import { orderImportRoutes } from './import/import-routes';
import { OrderActionsService } from './order-actions-service';
import { OrderCopyService } from './order-copy-service';
import { orderDeps } from './order-deps';
import { OrderOptionsService } from './order-options-service';
import { OrderReadService } from './order-read-service';
import { OrderSaveService } from './order-save-service';
import { OPEN_STATUSES } from './order-state-machine';
import { OrderSubmitter } from './order-submit-service';

/** The merchant's orders (spec 2 "Order list", "Order creation", "Order detail"; spec 4 and 5). */
export function orderRoutes(core: Core): RouteBinding[] {
  const deps = orderDeps(core);
  core.onboarding.register('orders', 'order', (scope) => deps.list.anyShipped(scope));
  // A SKU on any order line cannot be deleted (its lines name it, a copy or an edit reads it again).
  core.productUsage.register('orders', (tx, customerId, productIds) =>
    deps.lines.skusInUse(tx, customerId, productIds),
  );
  // A package an order names cannot be deleted; one an open order holds keeps its components.
  core.packageUsage.register('orders', (tx, customerId, packageIds, which) =>
    deps.list.packagesNamed(tx, customerId, packageIds, which === 'open' ? OPEN_STATUSES : undefined),
  );
  // The merchant's packaging an open order asks for cannot be deleted (submitted ones hold its stock too).
  core.packagingUsage.register('orders', {
    refusal: 'PACKAGING_ON_OPEN_ORDERS',
    inUse: (tx, customerId, packagingIds) => deps.list.packagingNamed(tx, customerId, packagingIds, OPEN_STATUSES),
  });
  // The stock log names an order's movements by its platform order no.
  core.referenceNames.register('order', (customerId, ids) => deps.orders.numbersOf(customerId, ids));
  const submitter = new OrderSubmitter(deps);
  const saving = new OrderSaveService(deps, submitter);
  const copies = new OrderCopyService(deps);
  const actions = new OrderActionsService(deps);
  const reads = new OrderReadService(deps);
  const options = new OrderOptionsService(deps);
  return [
    route(order.getOrderList, ({ viewer, query }) => reads.list(viewer, query)),
    route(order.getStatusCount, ({ viewer, query }) => reads.statusCounts(viewer, query)),
    route(order.getOrderDetail, ({ viewer, query, lang }) => reads.detail(viewer, query.id, lang)),
    route(order.saveOrder, ({ viewer, actor, body, lang }) => saving.save(viewer, body, actor, lang)),
    route(order.checkDuplicate, ({ viewer, query }) => copies.checkDuplicate(viewer, query)),
    route(order.recognizeAddress, ({ body }) => recognizeAddress(body.text)),
    route(order.getShippingOptions, ({ viewer, body, lang }) => options.shippingOptions(viewer, body, lang)),
    route(order.getValueAddedServices, ({ query, lang }) => options.valueAddedServices(query.warehouse_id, lang)),
    route(order.submitOrders, ({ viewer, actor, body, lang }) => submitter.submit(viewer, body.ids, actor, lang)),
    route(order.cancelOrder, ({ viewer, actor, body }) => actions.cancel(viewer, body.id, body.reason, actor)),
    route(order.deleteOrder, ({ viewer, body }) => actions.remove(viewer, body.ids)),
    route(order.copyOrder, ({ viewer, actor, body }) => copies.copy(viewer, body.id, actor)),
    route(order.replyException, ({ viewer, body }) =>
      actions.replyException(viewer, body.id, body.exception_id, body.reply),
    ),
    route(order.updateAddressType, ({ viewer, body }) => actions.updateAddressType(viewer, body.id, body.address_type)),
    ...orderImportRoutes(core, deps),
    ...orderExportRoutes(core, reads),
  ];
}

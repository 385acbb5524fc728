import { shop } from '@portal/contract';
import type { RouteBinding } from '../../http/route';
import { route } from '../../http/route';
import type { ShopConnectionControl } from './shop-connection-control';
import type { ShopConnectionService } from './shop-connection-service';
import type { ShopConnectionViews } from './shop-connection-views';
import type { ShopMappingService } from './shop-mapping-service';
import type { ShopOrderService } from './shop-order-service';

/** The plugins page's shop connections, their SKU mappings and the orders their shops sent. */
export function shopRoutes(services: {
  views: ShopConnectionViews;
  connections: ShopConnectionService;
  control: ShopConnectionControl;
  mappings: ShopMappingService;
  orders: ShopOrderService;
}): RouteBinding[] {
  const { views, connections, control, mappings, orders } = services;
  return [
    route(shop.getConnectionList, ({ viewer, query, lang }) => views.list(viewer, query, lang)),
    route(shop.createConnection, ({ viewer, body, actor, lang }) => connections.create(viewer, body, actor, lang)),
    route(shop.updateConnection, ({ viewer, body, lang }) => connections.update(viewer, body, lang)),
    route(shop.setConnectionStatus, ({ viewer, body, lang }) => control.setStatus(viewer, body.id, body.status, lang)),
    route(shop.testConnection, ({ viewer, body, lang }) => control.test(viewer, body.id, lang)),
    route(shop.syncNow, ({ viewer, body }) => control.syncNow(viewer, body.id)),
    route(shop.deleteConnection, ({ viewer, body }) => connections.remove(viewer, body.id)),
    route(shop.getSkuMappingList, ({ viewer, query }) => mappings.list(viewer, query)),
    route(shop.saveSkuMapping, ({ viewer, body }) => mappings.save(viewer, body)),
    route(shop.deleteSkuMapping, ({ viewer, body }) => mappings.remove(viewer, body.id)),
    route(shop.getShopOrderList, ({ viewer, query, lang }) => orders.list(viewer, query, lang)),
    route(shop.retryShopOrder, ({ viewer, body, actor, lang }) => orders.retry(viewer, body, actor, lang)),
  ];
}

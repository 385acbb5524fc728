import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { ShipStationEndpoint } from './connectors/shipstation/shipstation-endpoint';
import { shopRoutes } from './routes';
import { ShopCalls } from './shop-calls';
import { ShopConnectionControl } from './shop-connection-control';
import { ShopConnectionService } from './shop-connection-service';
import { ShopConnectionViews } from './shop-connection-views';
import { ShopMappingRepository } from './shop-mapping-repository';
import { ShopMappingService } from './shop-mapping-service';
import { ShopOrderRepository } from './shop-order-repository';
import { ShopOrderService } from './shop-order-service';
import { ShopPushRepository } from './shop-push-repository';
import { ShopRepository } from './shop-repository';
import { SHOP_STOCK_SUBSCRIBER, ShopStockPush, shopStockPushJob, shopStockSubscriber } from './shop-stock-push';
import { ShopSync, shopSyncJob } from './shop-sync';
import { SHOP_TRACKING_SUBSCRIBER, ShopTracking, shopTrackingJob, shopTrackingSubscriber } from './shop-tracking';

/**
 * Shop connections (docs/server/shops.md): the plugins page's connections, SKU mappings and failed
 * shop orders; the connectors of the platforms the portal calls (`connectors/`, one folder each,
 * listed in `connectors/connector-registry.ts`); the job that pulls their orders; the events
 * subscribers (registered with the routes, as other start-up wiring is) that mark tracking and
 * stock due, and the jobs that send them back to the shops.
 */
export const shopModule = defineModule({
  name: 'shop',
  areas: ['shop'],
  routes: (core: Core) => {
    const store = new ShopRepository(core.db);
    const mappings = new ShopMappingRepository(core.db);
    const shopOrders = new ShopOrderRepository(core.db);
    const calls = new ShopCalls(core);
    const pushes = new ShopPushRepository(core.db);
    core.events.subscribe(SHOP_TRACKING_SUBSCRIBER, shopTrackingSubscriber(core, pushes));
    core.events.subscribe(SHOP_STOCK_SUBSCRIBER, shopStockSubscriber(core, pushes, calls));
    const views = new ShopConnectionViews(core, store, shopOrders, mappings);
    core.onboarding.register(
      'shops',
      'integration',
      async (scope) => (await store.countConnections(scope.customerId)) > 0,
    );
    return shopRoutes({
      views,
      connections: new ShopConnectionService(core, store, calls, views, { mappings, shopOrders }),
      control: new ShopConnectionControl(core, store, calls, views),
      mappings: new ShopMappingService(core, store, mappings),
      orders: new ShopOrderService(core, store, shopOrders, mappings),
    });
  },
  jobs: (core: Core) => {
    const store = new ShopRepository(core.db);
    const pushes = new ShopPushRepository(core.db);
    const calls = new ShopCalls(core);
    const orders = new ShopOrderService(
      core,
      store,
      new ShopOrderRepository(core.db),
      new ShopMappingRepository(core.db),
    );
    return [
      shopSyncJob(new ShopSync(core, store, calls, orders)),
      shopTrackingJob(new ShopTracking(core, store, pushes, calls)),
      shopStockPushJob(new ShopStockPush(core, pushes, calls)),
    ];
  },
});

export { serveShipStation } from './connectors/shipstation/serve-shipstation';

/** ShipStation's Custom Store endpoint, which the app serves with `serveShipStation` (outside the contract, like uploaded files). */
export function shipStationEndpoint(core: Core): ShipStationEndpoint {
  return new ShipStationEndpoint(core, new ShopRepository(core.db));
}

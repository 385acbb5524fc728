import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { shopRoutes } from './routes';
import { ShopCalls } from './shop-calls';
import { ShopConnectionService } from './shop-connection-service';
import { ShopMappingService } from './shop-mapping-service';
import { ShopOrderService } from './shop-order-service';
import { ShopRepository } from './shop-repository';
import { ShopSync, shopSyncJob } from './shop-sync';

/**
 * Shop connections (docs/server/shops.md): the plugins page's connections, SKU mappings and failed
 * shop orders; the connectors of the platforms the portal calls (`connectors/`, one folder each,
 * listed in `connectors/connector-registry.ts`); the job that pulls their orders.
 */
export const shopModule = defineModule({
  name: 'shop',
  areas: ['shop'],
  routes: (core: Core) => {
    const store = new ShopRepository(core.db);
    const calls = new ShopCalls(core);
    return shopRoutes({
      connections: new ShopConnectionService(core, store, calls),
      mappings: new ShopMappingService(core, store),
      orders: new ShopOrderService(core, store),
    });
  },
  jobs: (core: Core) => {
    const store = new ShopRepository(core.db);
    return [shopSyncJob(new ShopSync(core, store, new ShopCalls(core), new ShopOrderService(core, store)))];
  },
});

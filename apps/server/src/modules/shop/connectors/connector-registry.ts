import type { ConnectorPlatform, ShopConnector, ShopHttp, Sleep } from './shop-connector';
import { createShopifyConnector } from './shopify/shopify-connector';
import { WooCommerceConnector } from './woocommerce/woocommerce-connector';

/** What a connector is built from: the guarded way out to the shop, and how it waits between retries. */
export interface ConnectorDeps {
  http: ShopHttp;
  sleep: Sleep;
}

/** The connector of each platform the portal calls (one line per platform). */
export const CONNECTORS: Record<ConnectorPlatform, (deps: ConnectorDeps) => ShopConnector> = {
  shopify: (deps) => createShopifyConnector(deps),
  woocommerce: (deps) => new WooCommerceConnector(deps.http),
};

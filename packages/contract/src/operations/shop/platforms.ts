import type { ApiKeyScope } from '../../menu/api-key-scopes';

/**
 * The shop platforms the plugins page offers (spec 3 "Integrations"): what each is, how it connects
 * and what it asks for. The connection form, the sync job and the guide keys all read this list.
 */
export const SHOP_PLATFORM_IDS = [
  'shopify',
  'woocommerce',
  'shipstation',
  'bigcommerce',
  'ebay',
  'magento',
  'opencart',
  'wordpress',
  'cin7core',
  'own_api',
] as const;
export type ShopPlatformId = (typeof SHOP_PLATFORM_IDS)[number];

/**
 * How a platform connects: `connector` — the portal calls the shop's API with the credentials given;
 * `served` — the platform calls the portal (ShipStation's Custom Store endpoint, HTTP Basic with a
 * per-connection username and password); `guide` — the shop side calls the Open API with a key made
 * for the connection, following a setup guide.
 */
export const SHOP_PLATFORM_KINDS = ['connector', 'served', 'guide'] as const;
export type ShopPlatformKind = (typeof SHOP_PLATFORM_KINDS)[number];

/** The credentials a connector platform asks for. */
export const SHOP_CREDENTIAL_FIELDS = ['access_token', 'consumer_key', 'consumer_secret'] as const;
export type ShopCredentialField = (typeof SHOP_CREDENTIAL_FIELDS)[number];

export interface ShopPlatform {
  platform: ShopPlatformId;
  /** The platform's own name (a proper noun, the same in every language). */
  name: string;
  kind: ShopPlatformKind;
  /** Orders come from the shop into the portal. */
  orders_in: boolean;
  /** Tracking numbers go back to the shop when an order ships. */
  tracking_back: boolean;
  /** Available stock goes to the shop after it moves. */
  stock_out: boolean;
  /** What the connection form asks for; empty for served and guide platforms. */
  credential_fields: readonly ShopCredentialField[];
  /** Whether the connection names the shop's address (a connector calls it; a guide shows it in the list). */
  shop_url: 'required' | 'optional' | 'none';
  /** The plugin or app installed on the shop side (guide platforms), or the integration to add in the platform. */
  shop_side: string;
}

/** The plugins page's cards (spec 3 "Integrations"), in the order shown. */
export const SHOP_PLATFORMS: readonly ShopPlatform[] = [
  {
    platform: 'shopify',
    name: 'Shopify',
    kind: 'connector',
    orders_in: true,
    tracking_back: true,
    stock_out: true,
    credential_fields: ['access_token'],
    shop_url: 'required',
    shop_side: 'A custom app with the Admin API scopes read_orders, write_fulfillments, write_inventory',
  },
  {
    platform: 'woocommerce',
    name: 'WooCommerce',
    kind: 'connector',
    orders_in: true,
    tracking_back: true,
    stock_out: true,
    credential_fields: ['consumer_key', 'consumer_secret'],
    shop_url: 'required',
    shop_side: 'WooCommerce → Settings → Advanced → REST API: a key with Read/Write permissions',
  },
  {
    platform: 'shipstation',
    name: 'ShipStation',
    kind: 'served',
    orders_in: true,
    tracking_back: true,
    stock_out: false,
    credential_fields: [],
    shop_url: 'none',
    shop_side: 'ShipStation → Settings → Selling Channels → Store Setup → Custom Store',
  },
  {
    platform: 'bigcommerce',
    name: 'BigCommerce',
    kind: 'guide',
    orders_in: true,
    tracking_back: true,
    stock_out: true,
    credential_fields: [],
    shop_url: 'optional',
    shop_side: 'An order-sync app from the BigCommerce App Marketplace that posts to a REST API',
  },
  {
    platform: 'ebay',
    name: 'eBay',
    kind: 'guide',
    orders_in: true,
    tracking_back: true,
    stock_out: true,
    credential_fields: [],
    shop_url: 'optional',
    shop_side: 'A listing and order-sync tool connected to eBay that posts to a REST API',
  },
  {
    platform: 'magento',
    name: 'Magento',
    kind: 'guide',
    orders_in: true,
    tracking_back: true,
    stock_out: true,
    credential_fields: [],
    shop_url: 'optional',
    shop_side: 'A fulfilment-integration extension for Magento 2 that posts orders to a REST API',
  },
  {
    platform: 'opencart',
    name: 'OpenCart',
    kind: 'guide',
    orders_in: true,
    tracking_back: true,
    stock_out: true,
    credential_fields: [],
    shop_url: 'optional',
    shop_side: 'An OpenCart extension that exports orders to a REST API',
  },
  {
    platform: 'wordpress',
    name: 'WordPress',
    kind: 'guide',
    orders_in: true,
    tracking_back: true,
    stock_out: true,
    credential_fields: [],
    shop_url: 'optional',
    shop_side: 'A WordPress plugin that sends orders to a REST API (webhooks or an order-export plugin)',
  },
  {
    platform: 'cin7core',
    name: 'Cin7 Core',
    kind: 'guide',
    orders_in: true,
    tracking_back: true,
    stock_out: true,
    credential_fields: [],
    shop_url: 'optional',
    shop_side: 'Cin7 Core → Integrations → a 3PL integration set to the portal’s Open API',
  },
  {
    platform: 'own_api',
    name: 'Own API',
    kind: 'guide',
    orders_in: true,
    tracking_back: true,
    stock_out: true,
    credential_fields: [],
    shop_url: 'optional',
    shop_side: 'Your own code calling the Open API (/api/docs)',
  },
];

export function shopPlatform(platform: ShopPlatformId): ShopPlatform {
  const found = SHOP_PLATFORMS.find((entry) => entry.platform === platform);
  if (!found) throw new Error(`unknown shop platform ${platform}`);
  return found;
}

/** The scopes of the key a guide platform's connection gets: orders in, stock and SKUs read. */
export const SHOP_GUIDE_KEY_SCOPES: readonly ApiKeyScope[] = ['order:manage', 'inventory:view', 'product:view'];

/** Where ShipStation's Custom Store polls (GET, `action=export`) and posts ship notices (POST, `action=shipnotify`). */
export const SHIPSTATION_ENDPOINT_PATH = '/api/shipstation/custom-store';

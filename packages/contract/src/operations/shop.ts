import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import type { ApiKeyScope } from '../menu/api-key-scopes';
import { idRule } from '../rules/id';
import { flagRule, numberInput } from '../rules/strict-values';
import { recipientSchema } from './order/order-fields';

export * from './shop/errors';

/**
 * Shop connections (issue 26, docs/server/shops.md): a merchant connects a shop platform to the
 * portal. Connector platforms (Shopify, WooCommerce) are called by the portal: orders pulled every
 * 5 minutes and on demand, imported through the order module's own save. ShipStation polls the
 * portal (served). The guide platforms connect through the Open API with a key of their own.
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

/** How many connections one merchant keeps. */
export const SHOP_CONNECTION_MAX = 20;

/** `needs_attention`: the shop refused the credentials; the connection stops syncing until they are fixed or it is resumed. */
export const SHOP_CONNECTION_STATUSES = ['active', 'paused', 'needs_attention'] as const;
export type ShopConnectionStatus = (typeof SHOP_CONNECTION_STATUSES)[number];

/** A shop order the portal received: `imported` (an order was saved) or `failed` (the order rules refused it, with reasons). */
export const SHOP_ORDER_STATUSES = ['imported', 'failed'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

const platformRule = z.enum(SHOP_PLATFORM_IDS, { message: 'v.choice' });
const nameRule = z
  .string({ message: 'v.required' })
  .trim()
  .min(1, { message: 'v.required' })
  .max(40, { message: 'v.tooLong' });
const shopUrlRule = z.union(
  [
    z.literal(''),
    z
      .string()
      .trim()
      .max(300, { message: 'v.tooLong' })
      .pipe(z.url({ protocol: /^https?$/, message: 'v.invalid' })),
  ],
  { message: 'v.invalid' },
);
const secretRule = z.string({ message: 'v.invalid' }).trim().max(500, { message: 'v.tooLong' });
const warehouseRule = numberInput(
  z.number({ message: 'v.warehouseSelect' }).int({ message: 'v.warehouseSelect' }).positive().max(2_147_483_647),
);
const stockBufferRule = numberInput(
  z.number({ message: 'v.invalid' }).int({ message: 'v.wholeNumber' }).min(0, { message: 'v.tooSmall' }).max(9999, {
    message: 'v.tooBig',
  }),
);

/** The credentials a connector platform needs; each platform reads its own fields (`credential_fields`). */
const credentialsSchema = z.object({
  access_token: secretRule.optional(),
  consumer_key: secretRule.optional(),
  consumer_secret: secretRule.optional(),
});

const connectionFields = {
  name: nameRule,
  shop_url: shopUrlRule.default(''),
  warehouse_id: warehouseRule,
  import_orders: flagRule.default(1),
  send_tracking: flagRule.default(1),
  stock_push: flagRule.default(0),
  stock_buffer: stockBufferRule.prefault(0),
};

export const shopConnectionSchema = z.object({
  id: z.number().int(),
  platform: z.enum(SHOP_PLATFORM_IDS),
  name: z.string(),
  shop_url: z.string(),
  /** What Test connection learned of the shop: its name (WooCommerce, Shopify) or store id; '' before. */
  account_id: z.string(),
  warehouse_id: z.number().int(),
  /** The warehouse's name in the request's language. */
  warehouse_name: z.string(),
  /** Guide platforms: the first characters of the connection's API key; ShipStation: its username; null for connectors. */
  api_key_hint: z.string().nullable(),
  import_orders: z.union([z.literal(0), z.literal(1)]),
  send_tracking: z.union([z.literal(0), z.literal(1)]),
  stock_push: z.union([z.literal(0), z.literal(1)]),
  /** Units held back from what stock push sends. */
  stock_buffer: z.number().int(),
  status: z.enum(SHOP_CONNECTION_STATUSES),
  last_sync_at: z.string().nullable(),
  /** Why the last sync or test failed (the shop's answer); null after a success. */
  last_error: z.string().nullable(),
  /** When the next sync is due (connector platforms); null otherwise. */
  next_sync_at: z.string().nullable(),
  counts: z.object({
    orders_imported: z.number().int(),
    orders_failed: z.number().int(),
    skus_mapped: z.number().int(),
  }),
  created_at: z.string(),
});
export type ShopConnection = z.infer<typeof shopConnectionSchema>;

/** What create shows once and never again: the guide platform's API key, or ShipStation's login and endpoint. */
export const shopConnectionCreatedSchema = shopConnectionSchema.extend({
  api_key: z.string().nullable(),
  shipstation: z
    .object({
      /** The Custom Store's URL to paste into ShipStation. */
      endpoint_url: z.string(),
      username: z.string(),
      password: z.string(),
    })
    .nullable(),
});
export type ShopConnectionCreated = z.infer<typeof shopConnectionCreatedSchema>;

export const getConnectionList = defineOperation({
  id: 'shop.getConnectionList',
  method: 'GET',
  shows: ['shops', 'reference', 'orders'],
  path: '/api/ucenter/shop/getConnectionList',
  summary: 'The merchant’s shop connections, newest first, with their sync state and counts; never their credentials.',
  auth: 'user',
  permission: 'integration',
  query: z.object({ platform: platformRule.optional() }).extend(pageQuery.shape),
  response: listOf(shopConnectionSchema),
});

export const createConnectionRequest = z
  .object({
    platform: platformRule,
    ...connectionFields,
    credentials: credentialsSchema.default({}),
  })
  .superRefine((body, ctx) => {
    const platform = shopPlatform(body.platform);
    if (platform.shop_url === 'required' && !body.shop_url) {
      ctx.addIssue({ code: 'custom', path: ['shop_url'], message: 'v.required' });
    }
    for (const field of platform.credential_fields) {
      if (!body.credentials[field])
        ctx.addIssue({ code: 'custom', path: ['credentials', field], message: 'v.required' });
    }
  });

export const createConnection = defineOperation({
  id: 'shop.createConnection',
  method: 'POST',
  changes: ['shops', 'apiKeys'],
  path: '/api/ucenter/shop/createConnection',
  summary:
    'Connect a shop. Connector platforms take their credentials (kept encrypted, never shown again); a guide platform gets an API key and ShipStation a username and password, shown in this reply only.',
  auth: 'user',
  permission: 'integration',
  body: createConnectionRequest,
  response: shopConnectionCreatedSchema,
});

export const updateConnection = defineOperation({
  id: 'shop.updateConnection',
  method: 'POST',
  changes: ['shops'],
  path: '/api/ucenter/shop/updateConnection',
  summary:
    'Change a connection’s name, address, warehouse, switches or buffer. Credentials left empty stay as they are; new ones put a connection that needed attention back to active.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule, ...connectionFields, credentials: credentialsSchema.default({}) }),
  response: shopConnectionSchema,
});

export const setConnectionStatus = defineOperation({
  id: 'shop.setConnectionStatus',
  method: 'POST',
  changes: ['shops'],
  path: '/api/ucenter/shop/setConnectionStatus',
  summary: 'Pause a connection (no sync, no tracking or stock sent) or resume it (its next sync is due at once).',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule, status: z.enum(['active', 'paused'], { message: 'v.choice' }) }),
  response: shopConnectionSchema,
});

export const testConnection = defineOperation({
  id: 'shop.testConnection',
  method: 'POST',
  changes: ['shops'],
  path: '/api/ucenter/shop/testConnection',
  summary:
    'Call the shop with the connection’s credentials and show its answer: the shop’s name, or the error it gave. A success learns the account id; refused credentials mark the connection as needing attention.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule }),
  response: z.object({
    ok: z.boolean(),
    /** The shop's name when it answered. */
    shop_name: z.string().nullable(),
    /** The shop's answer when it refused, or why it could not be reached; '' on success. */
    message: z.string(),
    connection: shopConnectionSchema,
  }),
});

export const syncNow = defineOperation({
  id: 'shop.syncNow',
  method: 'POST',
  changes: ['shops'],
  path: '/api/ucenter/shop/syncNow',
  summary: 'Make the connection’s next sync due now; the sync job runs it within a minute.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule }),
  response: z.object({ queued: z.literal(true), next_sync_at: z.string() }),
});

export const deleteConnection = defineOperation({
  id: 'shop.deleteConnection',
  method: 'POST',
  changes: ['shops', 'apiKeys'],
  path: '/api/ucenter/shop/deleteConnection',
  summary:
    'Remove a connection with its SKU mappings and failed shop orders; orders it imported stay; its API key is revoked.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule }),
  response: z.null(),
});

const shopSkuRule = z
  .string({ message: 'v.required' })
  .trim()
  .min(1, { message: 'v.required' })
  .max(100, { message: 'v.tooLong' });
const portalSkuRule = z
  .string({ message: 'v.productSelect' })
  .trim()
  .min(1, { message: 'v.productSelect' })
  .max(30, { message: 'v.tooLong' });

export const shopSkuMappingSchema = z.object({
  id: z.number().int(),
  connection_id: z.number().int(),
  /** The SKU as the shop has it. */
  shop_sku: z.string(),
  /** The portal SKU it stands for. */
  sku: z.string(),
  product_id: z.number().int(),
  created_at: z.string(),
});
export type ShopSkuMapping = z.infer<typeof shopSkuMappingSchema>;

export const getSkuMappingList = defineOperation({
  id: 'shop.getSkuMappingList',
  method: 'GET',
  shows: ['shops', 'products'],
  path: '/api/ucenter/shop/getSkuMappingList',
  summary:
    'A connection’s SKU mappings (shop SKU → portal SKU), by shop SKU; shop SKUs equal to a portal SKU need none.',
  auth: 'user',
  permission: 'integration',
  query: z.object({ connection_id: idRule }).extend(pageQuery.shape),
  response: listOf(shopSkuMappingSchema),
});

export const saveSkuMapping = defineOperation({
  id: 'shop.saveSkuMapping',
  method: 'POST',
  changes: ['shops'],
  path: '/api/ucenter/shop/saveSkuMapping',
  summary: 'Map a shop SKU to a portal SKU by its code (replacing the shop SKU’s mapping if it has one).',
  auth: 'user',
  permission: 'integration',
  body: z.object({ connection_id: idRule, shop_sku: shopSkuRule, sku: portalSkuRule }),
  response: shopSkuMappingSchema,
});

export const deleteSkuMapping = defineOperation({
  id: 'shop.deleteSkuMapping',
  method: 'POST',
  changes: ['shops'],
  path: '/api/ucenter/shop/deleteSkuMapping',
  summary: 'Remove a SKU mapping.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule }),
  response: z.null(),
});

export const shopOrderSchema = z.object({
  id: z.number().int(),
  connection_id: z.number().int(),
  /** The shop's own id of the order. */
  external_id: z.string(),
  /** The number the shop shows (the order's platform order no.). */
  order_no: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  /** The portal order it became; null while failed. */
  order_id: z.number().int().nullable(),
  system_order_id: z.string().nullable(),
  /** Why the order rules refused it, in the request's language; empty once imported. */
  reasons: z.array(z.string()),
  /** The recipient as the shop sent it (with the fixes of a retry). */
  recipient: z.object({
    first_name: z.string(),
    last_name: z.string(),
    company: z.string(),
    phone: z.string(),
    email: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
  lines: z.array(z.object({ sku: z.string(), title: z.string(), quantity: z.number().int() })),
  /** When the portal order's tracking went back to the shop (send tracking on); null before. */
  tracking_sent_at: z.string().nullable(),
  /** The shop's answer to the last failed attempt to send the tracking; null when none failed or once sent. */
  tracking_error: z.string().nullable(),
  /** When the shop created it. */
  ordered_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

export const getShopOrderList = defineOperation({
  id: 'shop.getShopOrderList',
  method: 'GET',
  shows: ['shops', 'orders'],
  path: '/api/ucenter/shop/getShopOrderList',
  summary: 'The orders a connection received from its shop, newest first, the failed ones with their reasons.',
  auth: 'user',
  permission: 'integration',
  query: z
    .object({ connection_id: idRule, status: z.enum(SHOP_ORDER_STATUSES, { message: 'v.choice' }).optional() })
    .extend(pageQuery.shape),
  response: listOf(shopOrderSchema),
});

export const retryShopOrder = defineOperation({
  id: 'shop.retryShopOrder',
  method: 'POST',
  changes: ['shops', 'orders', 'statistics'],
  path: '/api/ucenter/shop/retryShopOrder',
  summary:
    'Import a failed shop order again (after mapping its SKUs, or with the recipient fixed here): the reply is the shop order, imported or with its reasons.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule, recipient: recipientSchema.optional() }),
  response: shopOrderSchema,
});

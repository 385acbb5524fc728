import { z } from 'zod';
import { SHOP_PLATFORM_IDS } from './platforms';

/** What the API answers about a shop connection: its statuses, the list's row and what create shows once. */

/** `needs_attention`: the shop refused the credentials; the connection stops syncing until they are fixed or it is resumed. */
export const SHOP_CONNECTION_STATUSES = ['active', 'paused', 'needs_attention'] as const;
export type ShopConnectionStatus = (typeof SHOP_CONNECTION_STATUSES)[number];

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

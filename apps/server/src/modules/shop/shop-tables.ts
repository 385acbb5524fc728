import type { Generated } from 'kysely';

/** Shop connections (docs/server/shops.md): connections, SKU mappings, the orders shops sent, stock waiting to be pushed. */
export interface ShopTables {
  shop_connections: ShopConnectionsTable;
  shop_sku_mappings: ShopSkuMappingsTable;
  shop_orders: ShopOrdersTable;
  shop_stock_pending: ShopStockPendingTable;
}

export interface ShopConnectionsTable {
  id: Generated<number>;
  customer_id: number;
  /** `ShopPlatformId`. */
  platform: string;
  name: string;
  shop_url: string;
  /** What Test connection learned: the shop's name or store id; '' before. */
  account_id: string;
  warehouse_id: number;
  /** The platform's credentials as JSON, sealed with AES-256-GCM (`shop-credentials.ts`); '' when the platform takes none. */
  credentials: string;
  /** Shopify: the location stock is set at. */
  location_id: string | null;
  /** Guide platforms: the named API key made for the connection (`api_keys.id`), revoked with it. */
  api_key_id: number | null;
  api_key_hint: string | null;
  /** ShipStation: the Basic-auth username it polls with, and the SHA-256 of its password. */
  served_username: string | null;
  served_password_hash: string | null;
  import_orders: number;
  send_tracking: number;
  stock_push: number;
  stock_buffer: number;
  /** `ShopConnectionStatus`. */
  status: string;
  /** Where the next pull starts (the connector's own, opaque). */
  cursor: string | null;
  /** When the next sync is due; null for platforms the portal does not call. */
  next_sync_at: string | null;
  /** The instance running its sync, and until when its claim holds (one sync at a time per connection). */
  lease_owner: string | null;
  lease_until: string | null;
  /** The instance pushing its stock, and until when that claim holds (one push at a time per connection). */
  stock_lease_owner: string | null;
  stock_lease_until: string | null;
  last_sync_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface ShopSkuMappingsTable {
  id: Generated<number>;
  customer_id: number;
  connection_id: number;
  shop_sku: string;
  /** The portal SKU's id; 0 when the mapping names a package. */
  product_id: number;
  /** The package's id when the mapping names one (migration 0048); null for a SKU. */
  package_id: number | null;
  /** The portal SKU's or package's code (what an imported order's line names). */
  sku: string;
  created_at: string;
}

export interface ShopOrdersTable {
  id: Generated<number>;
  customer_id: number;
  connection_id: number;
  /** The shop's own id of the order: unique per connection, so a re-sync never imports it twice. */
  external_id: string;
  order_no: string;
  /** `ShopOrderStatus`. */
  status: string;
  order_id: number | null;
  system_order_id: string | null;
  /** Why the rules refused it: a JSON list of `{ en, zh_CN }`. */
  reasons: string;
  /** The `ShopOrder` as pulled (JSON), with the merchant's fixes: what a retry imports. */
  payload: string;
  ordered_at: string;
  /** When tracking went back to the shop; null before. */
  tracking_sent_at: string | null;
  /**
   * When its tracking is due to go to the shop: set when the portal order ships (send tracking on),
   * moved on by the send job as its claim and by each failure's backoff; null when nothing is due.
   */
  tracking_due_at: string | null;
  /** Failed attempts to send the tracking so far. */
  tracking_attempts: number;
  /** The shop's answer to the last failed attempt; null once sent. */
  tracking_error: string | null;
  /** The send job's run holding the claim. */
  tracking_owner: string | null;
  created_at: string;
  updated_at: string;
}

export interface ShopStockPendingTable {
  connection_id: number;
  product_id: number;
  customer_id: number;
  /** When the push is due (debounced: at most once a minute per SKU). */
  due_at: string;
  /** No push of the SKU before this (the last push + a minute); null before the first. */
  hold_until: string | null;
  /** Raised by each movement of the SKU at the connection's warehouse. */
  revision: number;
  /** The revision the last push sent: the row waits while `revision` is ahead of it. */
  pushed_revision: number;
}

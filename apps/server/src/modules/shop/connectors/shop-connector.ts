import type { OutboundOutcome, OutboundRequest } from '../../../platform/outbound/safe-request';

/**
 * What the portal asks of a shop platform (docs/server/shops.md). One implementation per platform
 * that the portal calls (Shopify, WooCommerce), each in its own folder, written against the
 * platform's public API. ShipStation is the other way round (it polls the portal) and is served by
 * routes, not a connector; the guide-only platforms reach the portal through the Open API.
 */

/** The platforms with a connector the portal calls. */
export type ConnectorPlatform = 'shopify' | 'woocommerce';

/** A connection as a connector sees it: where the shop is and the credentials it gave. */
export interface ShopConnectionTarget {
  id: number;
  /** The shop's base address as the merchant entered it, normalised: `https://example.myshopify.com`, `https://shop.example.com`. */
  shopUrl: string;
  /**
   * The platform's credentials, decrypted: Shopify `{ access_token }`, WooCommerce
   * `{ consumer_key, consumer_secret }`. Never logged, never returned by an operation.
   */
  credentials: Record<string, string>;
  /** Shopify: the location (`gid://shopify/Location/…`) stock is set at, chosen when the connection is tested; null before. */
  locationId: string | null;
}

/** An order as the shop has it, in the portal's terms (money in minor units, ISO country code). */
export interface ShopOrder {
  /** The platform's own id, kept to send tracking back (Shopify `gid://shopify/Order/…`, WooCommerce `123`). */
  externalId: string;
  /** The number the merchant and buyer see (`#1001`), saved as the order's platform order no. */
  orderNo: string;
  /** When the shop created it (ISO 8601, UTC). */
  createdAt: string;
  recipient: {
    first_name: string;
    last_name: string;
    company: string;
    phone: string;
    email: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    /** Never from a shop (its address1 holds it): the merchant's fix of an EU address on a retry. */
    house_number?: string;
  };
  lines: ShopOrderLine[];
}

export interface ShopOrderLine {
  /** The platform's line id (Shopify fulfillment order line item id, WooCommerce line item id). */
  externalLineId: string;
  /** The shop's SKU, mapped to a portal SKU by code or by the connection's mapping table. */
  sku: string;
  /** The shop's product title, shown when the SKU is empty or unmapped. */
  title: string;
  quantity: number;
  /** Price of one unit, in minor units of the order's currency. */
  unitPrice: number;
}

/** One page of orders pulled since a cursor. */
export interface PulledOrders {
  orders: ShopOrder[];
  /** Where the next pull starts (opaque to the portal, kept on the connection). */
  cursor: string | null;
  /** Whether more orders are waiting after this page. */
  more: boolean;
}

/** The parcel that shipped an order, sent back to the shop. */
export interface ShipmentNotice {
  externalOrderId: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** The lines shipped (all of the order's lines when the portal ships it whole). */
  lines: { externalLineId: string; quantity: number }[];
}

/** Available quantity of one SKU (never negative: the caller clamps at 0 and takes the buffer off). */
export interface StockLevel {
  sku: string;
  available: number;
}

/** What a stock push did: SKUs the shop does not know are reported, not errors. */
export interface StockPushResult {
  updated: number;
  unknownSkus: string[];
}

/** What "Test connection" shows: the shop's name and, for Shopify, the location stock is set at. */
export interface ConnectionCheck {
  shopName: string;
  locationId: string | null;
}

/** Why a call to the shop failed, in terms the connection list shows and the sync job acts on. */
export type ShopCallFailure =
  /** The credentials were refused (401/403): the connection is paused until the merchant fixes them. */
  | 'auth'
  /** The shop asked to slow down and retries ran out: the next run tries again. */
  | 'throttled'
  /** The shop's address did not answer, or was refused by the outbound guard. */
  | 'unreachable'
  /** The shop answered with an error the portal cannot act on (its message is kept). */
  | 'rejected';

export class ShopCallError extends Error {
  constructor(
    readonly failure: ShopCallFailure,
    message: string,
    /** The shop's HTTP status, when it answered. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ShopCallError';
  }
}

/**
 * How a connector reaches the shop: the product passes the outbound guard's `safeRequest` (https,
 * public addresses, no redirects, replies read up to a limit); tests pass the same with loopback
 * allowed, pointed at a fake of the platform started by the test.
 */
export type ShopHttp = (request: OutboundRequest, signal?: AbortSignal) => Promise<OutboundOutcome>;

/** Waits between retries; tests pass one that records the waits instead of sleeping. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface ShopConnector {
  readonly platform: ConnectorPlatform;
  /** Calls the shop with the credentials and says whose shop it is. Throws `ShopCallError`. */
  check(target: ShopConnectionTarget, signal?: AbortSignal): Promise<ConnectionCheck>;
  /** Orders ready to fulfil (Shopify: paid, unfulfilled; WooCommerce: `processing`) after `cursor`, oldest first, one page. */
  pullOrders(target: ShopConnectionTarget, cursor: string | null, signal?: AbortSignal): Promise<PulledOrders>;
  /** Marks the order shipped at the shop with its tracking (Shopify: a fulfilment; WooCommerce: completed with a note). */
  sendShipment(target: ShopConnectionTarget, shipment: ShipmentNotice, signal?: AbortSignal): Promise<void>;
  /** Sets each SKU's available quantity at the shop (Shopify: at the connection's location). */
  pushStock(target: ShopConnectionTarget, levels: StockLevel[], signal?: AbortSignal): Promise<StockPushResult>;
}

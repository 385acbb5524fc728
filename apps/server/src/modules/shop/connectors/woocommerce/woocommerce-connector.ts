import type { OutboundOutcome } from '../../../../platform/outbound/safe-request';
import {
  type ConnectionCheck,
  type PulledOrders,
  type ShipmentNotice,
  ShopCallError,
  type ShopConnectionTarget,
  type ShopConnector,
  type ShopHttp,
  type StockLevel,
  type StockPushResult,
} from '../shop-connector';
import { shopOrderOf, type WooOrder } from './woocommerce-orders';

const API = '/wp-json/wc/v3';
/** Orders per page (the API allows up to 100; 50 keeps a page's reply small). */
export const WOO_PAGE_SIZE = 50;
/** SKUs looked up and updated per request (the batch endpoint takes up to 100 changes). */
const STOCK_BATCH = 50;

/**
 * Where the next pull starts: orders `processing` modified after `after`, page `page` of that
 * listing (oldest first), and the latest modification seen in it. When the listing's last page is
 * read the next listing starts after that time. The portal keeps it as opaque text.
 */
interface WooCursor {
  after: string | null;
  page: number;
  seen: string | null;
}

function readCursor(cursor: string | null): WooCursor {
  if (!cursor) return { after: null, page: 1, seen: null };
  try {
    const parsed = JSON.parse(cursor) as Partial<WooCursor>;
    return {
      after: typeof parsed.after === 'string' ? parsed.after : null,
      page: Number.isInteger(parsed.page) && (parsed.page ?? 0) > 0 ? (parsed.page as number) : 1,
      seen: typeof parsed.seen === 'string' ? parsed.seen : null,
    };
  } catch {
    return { after: null, page: 1, seen: null };
  }
}

/**
 * WooCommerce through its REST API v3 (docs/server/shops.md "WooCommerce"): the consumer key and
 * secret as HTTP Basic credentials over HTTPS; orders `processing` pulled oldest modification first,
 * page by page (`X-WP-TotalPages`); a shipped order completed with a customer note carrying its
 * tracking; stock set by SKU through the products batch endpoint. Error bodies are
 * `{ code, message, data: { status } }`: 401/403 are refused credentials.
 */
export class WooCommerceConnector implements ShopConnector {
  readonly platform = 'woocommerce' as const;

  constructor(private readonly http: ShopHttp) {}

  async check(target: ShopConnectionTarget, signal?: AbortSignal): Promise<ConnectionCheck> {
    // Reading one order proves the key may read orders, which is what syncing needs.
    await this.call(target, 'GET', `${API}/orders?per_page=1`, undefined, signal);
    // The site's name is in the WordPress REST index (public); the host stands in without it.
    const index = await this.http(
      { method: 'GET', url: `${target.shopUrl}/wp-json/`, headers: { accept: 'application/json' } },
      signal,
    );
    const name = index.status === 200 ? nameOf(index.body) : '';
    return { shopName: name || new URL(target.shopUrl).host, locationId: null };
  }

  async pullOrders(target: ShopConnectionTarget, cursor: string | null, signal?: AbortSignal): Promise<PulledOrders> {
    const at = readCursor(cursor);
    const query = new URLSearchParams({
      status: 'processing',
      orderby: 'modified',
      order: 'asc',
      per_page: String(WOO_PAGE_SIZE),
      page: String(at.page),
      dates_are_gmt: 'true',
    });
    if (at.after) query.set('modified_after', at.after);
    const reply = await this.call(target, 'GET', `${API}/orders?${query}`, undefined, signal);
    const orders = listOf<WooOrder>(reply.body);
    const totalPages = Number(reply.headers['x-wp-totalpages'] ?? '1') || 1;
    const seen = orders.reduce<string | null>((latest, order) => {
      const modified = order.date_modified_gmt ?? null;
      return modified && (!latest || modified > latest) ? modified : latest;
    }, at.seen);
    const more = at.page < totalPages;
    // The listing read to its end: the next starts after the latest change seen (a re-read order is known and skipped).
    const next: WooCursor = more
      ? { after: at.after, page: at.page + 1, seen }
      : { after: seen ?? at.after, page: 1, seen: null };
    return { orders: orders.map(shopOrderOf), cursor: JSON.stringify(next), more };
  }

  async sendShipment(target: ShopConnectionTarget, shipment: ShipmentNotice, signal?: AbortSignal): Promise<void> {
    const id = encodeURIComponent(shipment.externalOrderId);
    const link = shipment.trackingUrl ? ` ${shipment.trackingUrl}` : '';
    await this.call(
      target,
      'POST',
      `${API}/orders/${id}/notes`,
      { note: `Shipped with ${shipment.carrier}: ${shipment.trackingNumber}${link}`, customer_note: true },
      signal,
    );
    await this.call(target, 'PUT', `${API}/orders/${id}`, { status: 'completed' }, signal);
  }

  async pushStock(target: ShopConnectionTarget, levels: StockLevel[], signal?: AbortSignal): Promise<StockPushResult> {
    let updated = 0;
    const unknownSkus: string[] = [];
    for (let start = 0; start < levels.length; start += STOCK_BATCH) {
      const batch = levels.slice(start, start + STOCK_BATCH);
      const query = new URLSearchParams({ sku: batch.map((level) => level.sku).join(','), per_page: '100' });
      const found = listOf<{ id: number; sku?: string }>(
        (await this.call(target, 'GET', `${API}/products?${query}`, undefined, signal)).body,
      );
      const idOf = new Map(found.map((product) => [product.sku ?? '', product.id]));
      const update = batch.flatMap((level) => {
        const id = idOf.get(level.sku);
        if (id === undefined) {
          unknownSkus.push(level.sku);
          return [];
        }
        return [{ id, manage_stock: true, stock_quantity: Math.max(0, Math.trunc(level.available)) }];
      });
      if (update.length) {
        await this.call(target, 'POST', `${API}/products/batch`, { update }, signal);
        updated += update.length;
      }
    }
    return { updated, unknownSkus };
  }

  /** One call with the connection's key; anything but a 2xx becomes a `ShopCallError` with the shop's own message. */
  private async call(
    target: ShopConnectionTarget,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body: unknown,
    signal?: AbortSignal,
  ): Promise<{ body: unknown; headers: Record<string, string> }> {
    const key = target.credentials.consumer_key ?? '';
    const secret = target.credentials.consumer_secret ?? '';
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const reply = await this.http(
      { method, url: `${target.shopUrl}${path}`, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      signal,
    );
    return { body: parsedReply(reply), headers: reply.status === null ? {} : reply.headers };
  }
}

function parsedReply(reply: OutboundOutcome): unknown {
  if (reply.status === null) throw new ShopCallError('unreachable', reply.error);
  let parsed: unknown;
  try {
    parsed = reply.body ? JSON.parse(reply.body) : null;
  } catch {
    parsed = undefined;
  }
  if (reply.status >= 200 && reply.status < 300) {
    if (parsed === undefined) throw new ShopCallError('rejected', 'The shop did not answer with JSON', reply.status);
    return parsed;
  }
  const message = errorMessageOf(parsed) ?? `The shop answered HTTP ${reply.status}`;
  if (reply.status === 401 || reply.status === 403) throw new ShopCallError('auth', message, reply.status);
  if (reply.status === 429) throw new ShopCallError('throttled', message, reply.status);
  throw new ShopCallError('rejected', message, reply.status);
}

/** WooCommerce's (WordPress's) error body: `{ code, message, data: { status } }`. */
function errorMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message ? message : undefined;
}

function listOf<T>(body: unknown): T[] {
  if (!Array.isArray(body)) throw new ShopCallError('rejected', 'The shop did not answer with a list');
  return body as T[];
}

function nameOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { name?: unknown };
    return typeof parsed.name === 'string' ? parsed.name.trim() : '';
  } catch {
    return '';
  }
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An order as the fake keeps it: the WooCommerce REST v3 order fields the portal reads. */
export interface FakeWooOrder {
  id: number;
  number: string;
  status: string;
  date_created_gmt: string;
  date_modified_gmt: string;
  currency: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  line_items: { id: number; name: string; product_id: number; sku: string; quantity: number; price: number }[];
}

export interface FakeWooProduct {
  id: number;
  sku: string;
  manage_stock: boolean;
  stock_quantity: number | null;
}

/** One request the fake received, for a test to look at. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
}

const API = '/wp-json/wc/v3';

/**
 * A local stand-in for a WooCommerce shop's REST API v3, started by a test on 127.0.0.1 (never
 * imported by product code): HTTP Basic with one consumer key and secret, refused with the API's
 * 401 body; `GET /orders` with `status`, `modified_after`, `orderby=modified|id`, `order`, `page`,
 * `per_page` and the pagination headers (`X-WP-Total`, `X-WP-TotalPages`, `Link`); `PUT /orders/<id>`;
 * `POST /orders/<id>/notes`; `GET /products?sku=a,b`; `POST /products/batch`; and the WordPress
 * index `GET /wp-json/` with the site's name. Everything received is recorded; `beforeAnswer` can
 * hold answers.
 */
export class FakeWooCommerce {
  readonly received: ReceivedRequest[] = [];
  readonly orders: FakeWooOrder[] = [];
  readonly products: FakeWooProduct[] = [];
  readonly notes: { orderId: number; note: string; customer_note: boolean }[] = [];
  siteName = 'Fake Woo Shop';
  /**
   * Awaited before each request is acted on, when set: a test holds the shop's answers with it (to
   * keep two runners' calls in flight at once). Unset, every request is answered at once.
   */
  beforeAnswer: ((request: ReceivedRequest) => Promise<void> | undefined) | undefined;
  private nextLineId = 1000;

  private constructor(
    private readonly server: Server,
    readonly base: string,
    readonly consumerKey: string,
    readonly consumerSecret: string,
  ) {}

  static async start(consumerKey = 'ck_fake_key', consumerSecret = 'cs_fake_secret'): Promise<FakeWooCommerce> {
    let fake: FakeWooCommerce | undefined;
    const server = createServer((request, response) => {
      void fake?.handle(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeWooCommerce(server, `http://127.0.0.1:${port}`, consumerKey, consumerSecret);
    return fake;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Adds a `processing` order with these lines (SKU and quantity), modified at `modified` (GMT, no zone, as the API writes it). */
  addOrder(id: number, lines: { sku: string; quantity: number; price?: number }[], modified: string): FakeWooOrder {
    const address = {
      first_name: 'Jane',
      last_name: 'Doe',
      company: '',
      address_1: '350 5th Ave',
      address_2: '',
      city: 'New York',
      state: 'NY',
      postcode: '10118',
      country: 'US',
    };
    const order: FakeWooOrder = {
      id,
      number: String(id),
      status: 'processing',
      date_created_gmt: modified,
      date_modified_gmt: modified,
      currency: 'USD',
      billing: { ...address, email: 'jane@example.com', phone: '+1 212 555 0100' },
      shipping: { ...address, phone: '' },
      line_items: lines.map((line) => ({
        id: this.nextLineId++,
        name: `Product ${line.sku}`,
        product_id: 1,
        sku: line.sku,
        quantity: line.quantity,
        price: line.price ?? 12.5,
      })),
    };
    this.orders.push(order);
    return order;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.base);
    const text = await readBody(request);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const received: ReceivedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
      body,
    };
    this.received.push(received);
    await this.beforeAnswer?.(received);
    if (url.pathname === '/wp-json/' || url.pathname === '/wp-json') {
      return send(response, 200, { name: this.siteName, description: '', url: this.base, namespaces: ['wc/v3'] });
    }
    if (!url.pathname.startsWith(API)) {
      return send(response, 404, {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    }
    if (!this.authorized(request.headers.authorization)) {
      return send(response, 401, {
        code: 'woocommerce_rest_authentication_error',
        message: 'Consumer key is invalid.',
        data: { status: 401 },
      });
    }
    const path = url.pathname.slice(API.length);
    const method = request.method ?? 'GET';
    if (method === 'GET' && path === '/orders') return this.listOrders(url, response);
    const orderMatch = /^\/orders\/(\d+)(\/notes)?$/.exec(path);
    if (orderMatch) {
      const order = this.orders.find((candidate) => candidate.id === Number(orderMatch[1]));
      if (!order)
        return send(response, 404, {
          code: 'woocommerce_rest_shop_order_invalid_id',
          message: 'Invalid ID.',
          data: { status: 404 },
        });
      const given = (body ?? {}) as Record<string, unknown>;
      if (orderMatch[2] && method === 'POST') {
        this.notes.push({
          orderId: order.id,
          note: String(given.note ?? ''),
          customer_note: given.customer_note === true,
        });
        return send(response, 201, {
          id: this.notes.length,
          note: given.note,
          customer_note: given.customer_note === true,
        });
      }
      if (!orderMatch[2] && method === 'PUT') {
        if (typeof given.status === 'string') order.status = given.status;
        return send(response, 200, order);
      }
    }
    if (method === 'GET' && path === '/products') {
      const skus = new Set((url.searchParams.get('sku') ?? '').split(',').filter(Boolean));
      return send(
        response,
        200,
        this.products.filter((product) => skus.has(product.sku)),
      );
    }
    if (method === 'POST' && path === '/products/batch') {
      const updates = ((body as { update?: Partial<FakeWooProduct>[] } | null)?.update ?? []).map((change) => {
        const product = this.products.find((candidate) => candidate.id === change.id);
        if (product) Object.assign(product, change);
        return (
          product ?? { id: change.id, error: { code: 'woocommerce_rest_product_invalid_id', message: 'Invalid ID.' } }
        );
      });
      return send(response, 200, { update: updates });
    }
    return send(response, 404, {
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  }

  private authorized(header: string | undefined): boolean {
    const expected = `Basic ${Buffer.from(`${this.consumerKey}:${this.consumerSecret}`).toString('base64')}`;
    return header === expected;
  }

  private listOrders(url: URL, response: ServerResponse): void {
    const query = url.searchParams;
    const status = query.get('status');
    const after = query.get('modified_after');
    const perPage = Math.min(100, Number(query.get('per_page') ?? 10));
    const page = Number(query.get('page') ?? 1);
    const key = query.get('orderby') === 'modified' ? 'date_modified_gmt' : 'id';
    const matching = this.orders
      .filter((order) => !status || status === 'any' || order.status === status)
      .filter((order) => !after || order.date_modified_gmt > after)
      .sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    if (query.get('order') !== 'asc') matching.reverse();
    const totalPages = Math.max(1, Math.ceil(matching.length / perPage));
    const links: string[] = [];
    const pageLink = (n: number, rel: string) => {
      const target = new URL(url);
      target.searchParams.set('page', String(n));
      links.push(`<${target}>; rel="${rel}"`);
    };
    if (page > 1) pageLink(page - 1, 'prev');
    if (page < totalPages) pageLink(page + 1, 'next');
    send(response, 200, matching.slice((page - 1) * perPage, page * perPage), {
      'x-wp-total': String(matching.length),
      'x-wp-totalpages': String(totalPages),
      ...(links.length ? { link: links.join(', ') } : {}),
    });
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

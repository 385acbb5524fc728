import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_TOKEN,
  type FakeFulfillmentOrder,
  type FakeLine,
  type FakeOrder,
  FakeShopify,
} from '../../../../../test/fakes/shopify/fake-shopify';
import { emptyShop, type FakeShopState } from '../../../../../test/fakes/shopify/operations';
import { safeRequest } from '../../../../platform/outbound/safe-request';
import {
  ShopCallError,
  type ShopConnectionTarget,
  type ShopConnector,
  type ShopHttp,
  type Sleep,
} from '../shop-connector';
import { decimalToMinorUnits } from './decimal-money';
import { createShopifyConnector } from './shopify-connector';
import { SHOPIFY_API_VERSION, THROTTLE_RETRIES } from './shopify-graphql';
import { ORDERS_PAGE } from './shopify-operations';

const LOCATION = 'gid://shopify/Location/71';
const OTHER_LOCATION = 'gid://shopify/Location/72';

/** The guarded HTTP client the product uses, with loopback allowed for the fake. */
const http: ShopHttp = (request, signal) =>
  safeRequest(request, { allowLoopback: true, timeoutMs: 5000, maxBytes: 2_000_000, signal });

let fake: FakeShopify;
let state: FakeShopState;
let waits: number[];
let connector: ShopConnector;
let target: ShopConnectionTarget;

/** Waits move the fake's clock instead of sleeping, so its bucket restores exactly what was waited. */
const sleep: Sleep = async (ms) => {
  waits.push(ms);
  fake.advance(ms);
};

/** A paid order with one fulfilment order holding two of a tee (`line` and `status` change them). */
function order(
  n: number,
  overrides: Partial<FakeOrder> = {},
  line: Partial<FakeLine> = {},
  status: FakeFulfillmentOrder['status'] = 'OPEN',
): FakeOrder {
  return {
    id: `gid://shopify/Order/${n}`,
    name: `#${n}`,
    createdAt: `2026-03-01T10:${String(n % 60).padStart(2, '0')}:00Z`,
    updatedAt: new Date(Date.UTC(2026, 2, 1, 11, 0, n)).toISOString().replace('.000', ''),
    financialStatus: 'PAID',
    email: `buyer${n}@example.com`,
    phone: null,
    shippingAddress: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: null,
      phone: '+1 555 0100',
      address1: '1 Main St',
      address2: null,
      city: 'Springfield',
      province: 'Illinois',
      provinceCode: 'IL',
      zip: '62701',
      countryCodeV2: 'US',
    },
    fulfillmentOrders: [
      {
        id: `gid://shopify/FulfillmentOrder/${n}1`,
        status,
        locationId: LOCATION,
        lineItems: [
          {
            id: `gid://shopify/FulfillmentOrderLineItem/${n}11`,
            sku: 'TEE-BLK-M',
            productTitle: 'Tee',
            variantTitle: 'Black / M',
            remainingQuantity: 2,
            price: '19.99',
            currency: 'USD',
            ...line,
          },
        ],
      },
    ],
    ...overrides,
  };
}

beforeEach(async () => {
  state = emptyShop('Fake Outfitters');
  state.locations = [
    { id: 'gid://shopify/Location/70', name: 'Old shed', isActive: false },
    { id: LOCATION, name: 'Portal warehouse', isActive: true },
    { id: OTHER_LOCATION, name: 'Shop floor', isActive: true },
  ];
  fake = await FakeShopify.start(state);
  waits = [];
  connector = createShopifyConnector({ http, sleep });
  target = { id: 1, shopUrl: fake.shopUrl, credentials: { access_token: FAKE_TOKEN }, locationId: LOCATION };
});

afterEach(async () => {
  await fake.close();
});

async function failure(promise: Promise<unknown>): Promise<ShopCallError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ShopCallError);
  return error as ShopCallError;
}

describe('Shopify connector: check', () => {
  it('names the shop and keeps the chosen location while it is active, at the versioned endpoint with the token header', async () => {
    expect(await connector.check(target)).toEqual({ shopName: 'Fake Outfitters', locationId: LOCATION });
    const [request] = fake.received;
    expect(request?.path).toBe(`/admin/api/${SHOPIFY_API_VERSION}/graphql.json`);
    expect(request?.headers['x-shopify-access-token']).toBe(FAKE_TOKEN);
    expect(request?.operation).toBe('CheckShop');
  });

  it('chooses the first active location when none is chosen yet', async () => {
    expect(await connector.check({ ...target, locationId: null })).toEqual({
      shopName: 'Fake Outfitters',
      locationId: LOCATION,
    });
  });

  it('fails as auth when Shopify answers 401 to a wrong token', async () => {
    const error = await failure(connector.check({ ...target, credentials: { access_token: 'shpat_wrong' } }));
    expect(error.failure).toBe('auth');
    expect(error.status).toBe(401);
  });

  it('fails as auth with Shopify’s message when the app lacks a scope', async () => {
    fake.denied.add('CheckShop');
    const error = await failure(connector.check(target));
    expect(error.failure).toBe('auth');
    expect(error.message).toContain('Required access: `read_locations` access scope.');
  });

  it('fails as unreachable when nothing answers at the address', async () => {
    const address = fake.shopUrl;
    await fake.close();
    const error = await failure(connector.check({ ...target, shopUrl: address }));
    expect(error.failure).toBe('unreachable');
    fake = await FakeShopify.start(state);
  });
});

describe('Shopify connector: throttling', () => {
  it('waits until the bucket holds the query’s requested cost, then retries', async () => {
    // CheckShop requests 53 points; 13 are left and 100 restore a second: 40 missing → 400 ms.
    fake.bucket.currentlyAvailable = 13;
    expect((await connector.check(target)).shopName).toBe('Fake Outfitters');
    expect(waits).toEqual([400]);
    expect(fake.received.map((request) => [request.operation, request.throttled])).toEqual([
      ['CheckShop', true],
      ['CheckShop', false],
    ]);
  });

  it('fails as throttled after its retries when the bucket never refills', async () => {
    fake.bucket.starve();
    const error = await failure(connector.check(target));
    expect(error.failure).toBe('throttled');
    expect(fake.received).toHaveLength(THROTTLE_RETRIES + 1);
    // Each wait is what 53 points take at 100 a second from an empty bucket.
    expect(waits).toEqual(Array(THROTTLE_RETRIES).fill(530));
  });

  it('waits what an HTTP 429’s Retry-After asks', async () => {
    fake.answerTooManyRequests(1, '2');
    expect((await connector.check(target)).shopName).toBe('Fake Outfitters');
    expect(waits).toEqual([2000]);
  });
});

describe('Shopify connector: pullOrders', () => {
  it('pages through paid, unfulfilled orders with the cursor, then resumes after the newest', async () => {
    const ready = Array.from({ length: 2 * ORDERS_PAGE + 3 }, (_, i) => order(1001 + i));
    const fulfilled = order(1500, {}, { remainingQuantity: 0 }, 'CLOSED');
    state.orders = [...ready, order(1400, { financialStatus: 'PENDING' }), fulfilled];

    const pages = [];
    let cursor: string | null = null;
    for (let more = true; more; ) {
      const page = await connector.pullOrders(target, cursor);
      pages.push(page.orders.map((o) => o.orderNo));
      cursor = page.cursor;
      more = page.more;
    }
    expect(pages).toEqual([
      ready.slice(0, 10).map((o) => o.name),
      ready.slice(10, 20).map((o) => o.name),
      ready.slice(20).map((o) => o.name),
    ]);
    expect(fake.served('PullOrders').map((r) => r.variables.query)).toEqual(
      Array(3).fill('financial_status:paid fulfillment_status:unfulfilled'),
    );

    // A later run asks only for orders changed after the newest one pulled.
    state.orders.push(order(3001, { updatedAt: '2026-03-02T09:00:00Z' }));
    const next = await connector.pullOrders(target, cursor);
    expect(next.orders.map((o) => o.orderNo)).toEqual(['#3001']);
    expect(next.more).toBe(false);
    expect(fake.served('PullOrders').at(-1)?.variables.query).toBe(
      `financial_status:paid fulfillment_status:unfulfilled updated_at:>'${ready.at(-1)?.updatedAt}'`,
    );
  });

  it('maps an order to the portal’s terms, one line per fulfilment order line item', async () => {
    state.orders = [
      order(1001, {
        fulfillmentOrders: [
          {
            id: 'gid://shopify/FulfillmentOrder/9',
            status: 'OPEN',
            locationId: LOCATION,
            lineItems: [
              {
                id: 'gid://shopify/FulfillmentOrderLineItem/91',
                sku: 'MUG',
                productTitle: 'Mug',
                remainingQuantity: 1,
                price: '0.1',
                currency: 'USD',
              },
              {
                id: 'gid://shopify/FulfillmentOrderLineItem/92',
                sku: null,
                productTitle: 'Gift card',
                remainingQuantity: 1,
                requiresShipping: false,
                price: '25.00',
                currency: 'USD',
              },
            ],
          },
          {
            id: 'gid://shopify/FulfillmentOrder/10',
            status: 'ON_HOLD',
            locationId: LOCATION,
            lineItems: [
              {
                id: 'gid://shopify/FulfillmentOrderLineItem/101',
                sku: 'HELD',
                productTitle: 'Held',
                remainingQuantity: 1,
                price: '1.00',
                currency: 'USD',
              },
            ],
          },
        ],
      }),
    ];
    const { orders } = await connector.pullOrders(target, null);
    expect(orders).toEqual([
      {
        externalId: 'gid://shopify/Order/1001',
        orderNo: '#1001',
        createdAt: '2026-03-01T10:41:00.000Z',
        recipient: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          company: '',
          phone: '+1 555 0100',
          email: 'buyer1001@example.com',
          address1: '1 Main St',
          address2: '',
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
          country: 'US',
        },
        lines: [
          {
            externalLineId: 'gid://shopify/FulfillmentOrderLineItem/91',
            sku: 'MUG',
            title: 'Mug',
            quantity: 1,
            unitPrice: 10,
          },
        ],
      },
    ]);
  });

  it('converts Shopify’s decimal prices to minor units exactly, by the currency’s exponent', async () => {
    const priced = (n: number, price: string, currency: string) => order(n, {}, { price, currency });
    state.orders = [
      priced(1, '19.99', 'USD'),
      priced(2, '1000.0', 'JPY'),
      priced(3, '4.105', 'KWD'),
      priced(4, '0.29', 'EUR'),
    ];
    const { orders } = await connector.pullOrders(target, null);
    expect(orders.map((o) => o.lines[0]?.unitPrice)).toEqual([1999, 1000, 4105, 29]);
    // 0.29 × 100 is 28.999999999999996 in floating point; 1.005 rounds half up.
    expect(decimalToMinorUnits('1.005', 'USD')).toBe(101);
    expect(decimalToMinorUnits('8.7', 'USD')).toBe(870);
  });
});

describe('Shopify connector: sendShipment', () => {
  it('creates a fulfilment with the tracking for the shipped lines, which the shop records', async () => {
    state.orders = [order(1001)];
    await connector.sendShipment(target, {
      externalOrderId: 'gid://shopify/Order/1001',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      lines: [{ externalLineId: 'gid://shopify/FulfillmentOrderLineItem/100111', quantity: 2 }],
    });
    expect(state.fulfillments).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/Fulfillment\//),
        orderId: 'gid://shopify/Order/1001',
        notifyCustomer: true,
        trackingInfo: {
          company: 'UPS',
          number: '1Z999AA10123456784',
          url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        },
        lines: [
          {
            fulfillmentOrderId: 'gid://shopify/FulfillmentOrder/10011',
            id: 'gid://shopify/FulfillmentOrderLineItem/100111',
            quantity: 2,
          },
        ],
      },
    ]);

    // The same notice again finds nothing open: no second fulfilment.
    await connector.sendShipment(target, {
      externalOrderId: 'gid://shopify/Order/1001',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: null,
      lines: [{ externalLineId: 'gid://shopify/FulfillmentOrderLineItem/100111', quantity: 2 }],
    });
    expect(state.fulfillments).toHaveLength(1);
  });

  it('fails as rejected with Shopify’s message when it refuses the fulfilment', async () => {
    state.orders = [order(1001)];
    // Between the connector's read and its mutation, someone fulfils one of the two units at the shop.
    fake.beforeAnswering('CreateFulfillment', () => {
      for (const line of state.orders.flatMap((o) => o.fulfillmentOrders).flatMap((fo) => fo.lineItems)) {
        line.remainingQuantity = 1;
      }
    });
    const error = await failure(connector.sendShipment(target, shipmentOf('gid://shopify/Order/1001', 100111, 2)));
    expect(error.failure).toBe('rejected');
    expect(error.message).toContain('Invalid fulfillment order line item quantity requested.');
    expect(state.fulfillments).toEqual([]);
  });

  it('fails as rejected when none of the shipped lines is open at the shop', async () => {
    state.orders = [order(1001)];
    const error = await failure(connector.sendShipment(target, shipmentOf('gid://shopify/Order/1001', 999, 1)));
    expect(error.failure).toBe('rejected');
    expect(fake.served('CreateFulfillment')).toEqual([]);
  });
});

function shipmentOf(externalOrderId: string, line: number, quantity: number) {
  return {
    externalOrderId,
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: null,
    lines: [{ externalLineId: `gid://shopify/FulfillmentOrderLineItem/${line}`, quantity }],
  };
}

describe('Shopify connector: pushStock', () => {
  beforeEach(() => {
    state.variants = [
      { sku: 'TEE-BLK-M', inventoryItemId: 'gid://shopify/InventoryItem/501', stockedAt: [LOCATION] },
      { sku: 'MUG', inventoryItemId: 'gid://shopify/InventoryItem/502', stockedAt: [LOCATION] },
      { sku: 'CAP', inventoryItemId: 'gid://shopify/InventoryItem/503', stockedAt: [OTHER_LOCATION] },
    ];
  });

  it('sets the available quantity at the connection’s location and reports SKUs the shop does not know', async () => {
    const result = await connector.pushStock(target, [
      { sku: 'TEE-BLK-M', available: 7 },
      { sku: 'MUG', available: 0 },
      { sku: 'NOPE-1', available: 3 },
      { sku: 'tee-blk-m-x', available: 1 },
      { sku: 'CAP', available: 4 },
    ]);
    expect(result).toEqual({ updated: 2, unknownSkus: ['NOPE-1', 'tee-blk-m-x', 'CAP'] });
    expect(state.inventorySets).toEqual([
      {
        idempotencyKey: expect.any(String),
        name: 'available',
        reason: 'correction',
        quantities: [
          { inventoryItemId: 'gid://shopify/InventoryItem/501', locationId: LOCATION, quantity: 7 },
          { inventoryItemId: 'gid://shopify/InventoryItem/502', locationId: LOCATION, quantity: 0 },
        ],
      },
    ]);
    expect(state.available.get(`gid://shopify/InventoryItem/501@${LOCATION}`)).toBe(7);
  });

  it('refuses before calling Shopify when no location is chosen', async () => {
    const error = await failure(connector.pushStock({ ...target, locationId: null }, [{ sku: 'MUG', available: 1 }]));
    expect(error.failure).toBe('rejected');
    expect(fake.received).toHaveLength(0);
  });
});

import { order, product, type ShopConnection, shop } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TOKEN, FakeShopify } from './fakes/shopify/fake-shopify';
import { emptyShop, type FakeOrder } from './fakes/shopify/operations';
import { FakeWooCommerce } from './fakes/woocommerce/fake-woocommerce';
import { manualClock } from './support/manual-clock';
import { balanceOf, merchantWithSkus, staffSteps } from './support/orders';
import { TestApp } from './support/test-app';

const LOCATION = 'gid://shopify/Location/71';
const MUG_ITEM = 'gid://shopify/InventoryItem/801';
const BUFFER = 2;

/** A paid Shopify order for two mugs, one fulfilment order at the connection's location. */
function shopifyOrder(n: number): FakeOrder {
  return {
    id: `gid://shopify/Order/${n}`,
    name: `#${n}`,
    createdAt: '2026-11-22T10:00:00Z',
    updatedAt: '2026-11-22T10:00:00Z',
    financialStatus: 'PAID',
    email: 'ada@example.com',
    phone: null,
    shippingAddress: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: null,
      phone: '+1 212 555 0100',
      address1: '350 5th Ave',
      address2: null,
      city: 'New York',
      province: 'New York',
      provinceCode: 'NY',
      zip: '10118',
      countryCodeV2: 'US',
    },
    fulfillmentOrders: [
      {
        id: `gid://shopify/FulfillmentOrder/${n}1`,
        status: 'OPEN',
        locationId: LOCATION,
        lineItems: [
          {
            id: `gid://shopify/FulfillmentOrderLineItem/${n}11`,
            sku: 'MUG-01',
            productTitle: 'Mug',
            remainingQuantity: 2,
            price: '12.50',
            currency: 'USD',
          },
        ],
      },
    ],
  };
}

describe('shop connections: tracking back and stock push', () => {
  const clock = manualClock();
  let t: TestApp;
  let woo: FakeWooCommerce;
  let shopify: FakeShopify;
  let merchant: Awaited<ReturnType<typeof merchantWithSkus>>;
  let wooConnection: ShopConnection;
  let shopifyConnection: ShopConnection;

  beforeAll(async () => {
    t = await TestApp.start({ clock, env: { SHOP_ALLOW_LOOPBACK: '1' } });
    woo = await FakeWooCommerce.start();
    const state = emptyShop('Fake Outfitters');
    state.locations = [{ id: LOCATION, name: 'Portal warehouse', isActive: true }];
    state.variants = [{ sku: 'MUG-01', inventoryItemId: MUG_ITEM, stockedAt: [LOCATION] }];
    shopify = await FakeShopify.start(state);
    merchant = await merchantWithSkus(t, ['MUG-01', 'CAP-02']);
  }, 180_000);
  afterAll(async () => {
    await woo.close();
    await shopify.close();
    await t.close();
  });

  const run = async (job: string) => {
    const result = await t.app.core.jobs.runNow(job);
    expect(result.status, result.error ?? '').toBe('succeeded');
    return result;
  };
  /** The outbox hands the events to the subscribers, then the job named runs. */
  const drainThen = async (job: string) => {
    await run('platform.drainEvents');
    return run(job);
  };
  const create = async (body: Record<string, unknown>) => {
    const created = await t.call(shop.createConnection, { token: merchant.token, body });
    expect(created.error_code, created.msg).toBe(0);
    return created.content;
  };
  const importedOrder = async (connectionId: number, orderNo: string) => {
    const reply = await t.call(shop.getShopOrderList, {
      token: merchant.token,
      query: { connection_id: connectionId, status: 'imported' },
    });
    expect(reply.error_code, reply.msg).toBe(0);
    const found = reply.content.list.find((row) => row.order_no === orderNo);
    expect(found, `shop order ${orderNo} imported`).toBeDefined();
    return found as NonNullable<typeof found>;
  };
  /**
   * Submits the imported order and walks it through the warehouse to Shipped; answers the carrier of
   * its shipping method and the buyer's tracking number (the last mile's, `staffSteps`).
   */
  const ship = async (orderId: number, systemOrderId: string) => {
    const submitted = await t.call(order.submitOrders, { token: merchant.token, body: { ids: [orderId] } });
    expect(submitted.error_code, submitted.msg).toBe(0);
    await staffSteps(t, systemOrderId, 'ship');
    const { courier } = await t.db
      .selectFrom('orders')
      .select('courier')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(courier).not.toBe('');
    return { carrier: courier, tracking: `LM${systemOrderId}` };
  };
  const trackingOf = (shopOrderId: number) =>
    t.db
      .selectFrom('shop_orders')
      .select(['tracking_sent_at', 'tracking_due_at', 'tracking_attempts', 'tracking_error'])
      .where('id', '=', shopOrderId)
      .executeTakeFirstOrThrow();

  it('connects a WooCommerce and a Shopify shop that send tracking and push stock, and imports an order from each', async () => {
    // The subscribers take their place in the outbox at their first drain: the set-up's events are before it.
    await run('platform.drainEvents');
    wooConnection = await create({
      platform: 'woocommerce',
      name: 'Woo main',
      shop_url: woo.base,
      warehouse_id: 1,
      credentials: { consumer_key: woo.consumerKey, consumer_secret: woo.consumerSecret },
      stock_push: 1,
      stock_buffer: BUFFER,
    });
    shopifyConnection = await create({
      platform: 'shopify',
      name: 'Shopify main',
      shop_url: shopify.shopUrl,
      warehouse_id: 1,
      credentials: { access_token: FAKE_TOKEN },
      stock_push: 1,
      stock_buffer: BUFFER,
    });
    expect([wooConnection.send_tracking, shopifyConnection.send_tracking]).toEqual([1, 1]);
    const tested = await t.call(shop.testConnection, { token: merchant.token, body: { id: shopifyConnection.id } });
    expect(tested.content.ok, tested.content.message).toBe(true);

    woo.addOrder(601, [{ sku: 'MUG-01', quantity: 2 }], '2026-11-22T10:00:00');
    woo.addOrder(602, [{ sku: 'MUG-01', quantity: 1 }], '2026-11-22T10:05:00');
    shopify.state.orders.push(shopifyOrder(1001));
    await run('shop.sync');
    await importedOrder(wooConnection.id, '601');
    await importedOrder(wooConnection.id, '602');
    await importedOrder(shopifyConnection.id, '#1001');
  });

  it('completes the WooCommerce order with a tracking note once it ships, and sends it once', async () => {
    const imported = await importedOrder(wooConnection.id, '601');
    const { carrier, tracking } = await ship(imported.order_id ?? 0, imported.system_order_id ?? '');
    // Shipped but not sent yet: the subscriber only marks it due; the send job calls the shop.
    await run('platform.drainEvents');
    expect(woo.notes).toEqual([]);
    expect((await trackingOf(imported.id)).tracking_due_at).not.toBeNull();

    const sent = await run('shop.sendTracking');
    expect(sent.result).toMatchObject({ sent: 1, failed: 0 });
    expect(woo.notes).toEqual([{ orderId: 601, note: `Shipped with ${carrier}: ${tracking}`, customer_note: true }]);
    expect(woo.orders.find((row) => row.id === 601)?.status).toBe('completed');
    expect(await trackingOf(imported.id)).toMatchObject({ tracking_due_at: null, tracking_error: null });
    expect((await importedOrder(wooConnection.id, '601')).tracking_sent_at).toBe(clock.now().toISOString());

    clock.advance(5 * 60_000);
    await drainThen('shop.sendTracking');
    expect(woo.notes).toHaveLength(1);
  });

  it('keeps the shop’s refusal and tries again after a backoff', async () => {
    const imported = await importedOrder(wooConnection.id, '602');
    const { carrier, tracking } = await ship(imported.order_id ?? 0, imported.system_order_id ?? '');
    // The shop lost the order meanwhile: WooCommerce answers 404 Invalid ID.
    const index = woo.orders.findIndex((row) => row.id === 602);
    const [lost] = woo.orders.splice(index, 1);
    const failed = await drainThen('shop.sendTracking');
    expect(failed.result).toMatchObject({ sent: 0, failed: 1 });
    const kept = await trackingOf(imported.id);
    expect(kept).toMatchObject({ tracking_sent_at: null, tracking_attempts: 1, tracking_error: 'Invalid ID.' });
    expect(await importedOrder(wooConnection.id, '602')).toMatchObject({
      tracking_sent_at: null,
      tracking_error: 'Invalid ID.',
    });
    expect(kept.tracking_due_at).toBe(new Date(clock.now().getTime() + 60_000).toISOString());

    if (lost) woo.orders.push(lost);
    await run('shop.sendTracking');
    expect(woo.notes.filter((note) => note.orderId === 602)).toEqual([]);
    clock.advance(60_000);
    await run('shop.sendTracking');
    expect(woo.notes.filter((note) => note.orderId === 602)).toEqual([
      { orderId: 602, note: `Shipped with ${carrier}: ${tracking}`, customer_note: true },
    ]);
    expect(await trackingOf(imported.id)).toMatchObject({ tracking_due_at: null, tracking_error: null });
  });

  it('creates a Shopify fulfilment with the tracking for the shipped order', async () => {
    const imported = await importedOrder(shopifyConnection.id, '#1001');
    const { carrier, tracking } = await ship(imported.order_id ?? 0, imported.system_order_id ?? '');
    await drainThen('shop.sendTracking');
    expect(shopify.state.fulfillments).toEqual([
      expect.objectContaining({
        orderId: 'gid://shopify/Order/1001',
        trackingInfo: { company: carrier, number: tracking },
        lines: [{ fulfillmentOrderId: 'gid://shopify/FulfillmentOrder/10011', id: expect.any(String), quantity: 2 }],
      }),
    ]);
    expect((await trackingOf(imported.id)).tracking_sent_at).not.toBeNull();
  });

  it('pushes available stock less the buffer, at most once a minute per SKU, never below 0', async () => {
    woo.products.push(
      { id: 90, sku: 'MUG-01', manage_stock: false, stock_quantity: null },
      { id: 91, sku: 'SHOP-CAP', manage_stock: false, stock_quantity: null },
    );
    const mapped = await t.call(shop.saveSkuMapping, {
      token: merchant.token,
      body: { connection_id: wooConnection.id, shop_sku: 'SHOP-CAP', sku: 'CAP-02' },
    });
    expect(mapped.error_code, mapped.msg).toBe(0);
    // What the shipping above left waiting is pushed first.
    clock.advance(61_000);
    await drainThen('shop.pushStock');
    const batches = () => woo.received.filter((request) => request.path === '/wp-json/wc/v3/products/batch');
    const before = batches().length;
    const setStock = async (sku: string, total: number) => {
      const reply = await t.call(product.setStock, {
        ops: true,
        body: { customer_id: merchant.customerId, sku, warehouse_id: 1, total },
      });
      expect(reply.error_code, reply.msg).toBe(0);
    };
    const expected = async (sku: 'MUG-01' | 'CAP-02') => {
      const balance = await balanceOf(t, merchant.customerId, merchant.ids[sku] ?? 0, 1);
      return Math.max(0, balance.on_hand - balance.locked - BUFFER);
    };
    const wooStock = (sku: string) => woo.products.find((row) => row.sku === sku)?.stock_quantity;

    // Two movements within the minute, another warehouse's movement not at all: one push.
    clock.advance(61_000);
    await setStock('MUG-01', 40);
    await setStock('MUG-01', 30);
    await t.call(product.setStock, {
      ops: true,
      body: { customer_id: merchant.customerId, sku: 'CAP-02', warehouse_id: 2, total: 5 },
    });
    await drainThen('shop.pushStock');
    expect(batches().length).toBe(before + 1);
    expect(batches().at(-1)?.body).toEqual({ update: [{ id: 90, manage_stock: true, stock_quantity: 28 }] });
    expect(wooStock('MUG-01')).toBe(await expected('MUG-01'));
    expect(shopify.state.available.get(`${MUG_ITEM}@${LOCATION}`)).toBe(28);

    // Another movement within the minute after the push waits for the minute to end.
    clock.advance(20_000);
    await setStock('MUG-01', 35);
    await drainThen('shop.pushStock');
    expect(batches().length).toBe(before + 1);
    clock.advance(40_000);
    await run('shop.pushStock');
    expect(batches().length).toBe(before + 2);
    expect(wooStock('MUG-01')).toBe(33);

    // A mapped SKU goes by its shop SKU; fewer units than the buffer push 0, never a negative number.
    await setStock('CAP-02', 1);
    await drainThen('shop.pushStock');
    expect(wooStock('SHOP-CAP')).toBe(0);
    expect(await expected('CAP-02')).toBe(0);
  });

  it('keeps a refused push’s error and its SKUs waiting until the connection is fixed', async () => {
    clock.advance(61_000);
    const wrong = await t.call(shop.updateConnection, {
      token: merchant.token,
      body: {
        id: wooConnection.id,
        name: 'Woo main',
        shop_url: woo.base,
        warehouse_id: 1,
        credentials: { consumer_secret: 'cs_wrong' },
        stock_push: 1,
        stock_buffer: BUFFER,
      },
    });
    expect(wrong.error_code, wrong.msg).toBe(0);
    const reply = await t.call(product.setStock, {
      ops: true,
      body: { customer_id: merchant.customerId, sku: 'MUG-01', warehouse_id: 1, total: 12 },
    });
    expect(reply.error_code, reply.msg).toBe(0);
    await drainThen('shop.pushStock');
    const listed = await t.call(shop.getConnectionList, { token: merchant.token, query: { platform: 'woocommerce' } });
    expect(listed.content.list[0]).toMatchObject({ status: 'needs_attention', last_error: 'Consumer key is invalid.' });
    expect(woo.products.find((row) => row.sku === 'MUG-01')?.stock_quantity).toBe(33);
    // Shopify's connection is not held up by Woo's.
    expect(shopify.state.available.get(`${MUG_ITEM}@${LOCATION}`)).toBe(10);

    const fixed = await t.call(shop.updateConnection, {
      token: merchant.token,
      body: {
        id: wooConnection.id,
        name: 'Woo main',
        shop_url: woo.base,
        warehouse_id: 1,
        credentials: { consumer_secret: woo.consumerSecret },
        stock_push: 1,
        stock_buffer: BUFFER,
      },
    });
    expect(fixed.content.status).toBe('active');
    await run('shop.pushStock');
    expect(woo.products.find((row) => row.sku === 'MUG-01')?.stock_quantity).toBe(10);
  });

  it('keeps each merchant’s stock and orders to its own connections', async () => {
    const other = await merchantWithSkus(t, ['MUG-01'], { stock: 7, balance: 0 });
    clock.advance(61_000);
    const before = woo.received.length;
    const shopifySets = shopify.state.inventorySets.length;
    await drainThen('shop.pushStock');
    await run('shop.sendTracking');
    expect(woo.received.length).toBe(before);
    expect(shopify.state.inventorySets.length).toBe(shopifySets);
    const rows = await t.db
      .selectFrom('shop_stock_pending')
      .select('customer_id')
      .where('customer_id', '=', other.customerId)
      .execute();
    expect(rows).toEqual([]);
  });
});

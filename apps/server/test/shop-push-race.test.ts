import { order, product, type ShopConnection, shop } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopCalls } from '../src/modules/shop/shop-calls';
import { ShopPushRepository } from '../src/modules/shop/shop-push-repository';
import { ShopRepository } from '../src/modules/shop/shop-repository';
import { ShopStockPush } from '../src/modules/shop/shop-stock-push';
import { ShopTracking } from '../src/modules/shop/shop-tracking';
import { FakeWooCommerce } from './fakes/woocommerce/fake-woocommerce';
import { manualClock } from './support/manual-clock';
import { merchantWithSkus, staffSteps } from './support/orders';
import { ENGINE, TestApp } from './support/test-app';

const ORDERS = [701, 702, 703, 704, 705, 706];
const STOCK_SKUS = ['RACE-A', 'RACE-B', 'RACE-C', 'RACE-D'];
const SHOPS = 3;

/**
 * Holds every answer it is given until `size` are held at once, then lets them and every later one
 * through: met, it proves that many calls were in flight together. Not met within `patienceMs`, it
 * lets them go anyway (the test then fails on `met`, rather than hanging).
 */
function meetingPoint(size: number, patienceMs = 20_000) {
  const held: (() => void)[] = [];
  const state = { met: false, open: false };
  const openAll = () => {
    state.open = true;
    for (const go of held.splice(0)) go();
  };
  const timer = setTimeout(openAll, patienceMs);
  return {
    state,
    wait(): Promise<void> {
      if (state.open) return Promise.resolve();
      return new Promise<void>((resolve) => {
        held.push(resolve);
        if (held.length >= size) {
          state.met = true;
          clearTimeout(timer);
          openAll();
        }
      });
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Two server instances on one database run the tracking job and the stock push at the same moment
 * over the same due work (docs/server/shops.md, "Tracking back" and "Stock push"): the claims let
 * each shop order's tracking and each connection's stock go out once. The fake shops hold their
 * answers until both instances have a call in flight, so the two runs truly overlap; on PostgreSQL
 * each instance has its own connections.
 */
describe(`two instances racing the shop jobs on one ${ENGINE} database`, () => {
  const clock = manualClock();
  let t: TestApp;
  let sibling: TestApp;
  let merchant: Awaited<ReturnType<typeof merchantWithSkus>>;
  const shops: FakeWooCommerce[] = [];

  beforeAll(async () => {
    t = await TestApp.start({ clock, env: { SHOP_ALLOW_LOOPBACK: '1' } });
    sibling = await t.sibling({ clock });
    for (let i = 0; i < SHOPS + 1; i++) shops.push(await FakeWooCommerce.start());
    merchant = await merchantWithSkus(t, ['RACE-MUG', ...STOCK_SKUS]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(shops.map((fake) => fake.close()));
    await sibling?.close();
    await t?.close();
  });

  /** The two instances' own runners, each on its instance's database handle. */
  const instances = () => [t, sibling].map((app) => app.app.core);
  const run = async (job: string) => {
    const result = await t.app.core.jobs.runNow(job);
    expect(result.status, result.error ?? '').toBe('succeeded');
    return result;
  };
  const connect = async (fake: FakeWooCommerce, name: string, stockPush: 0 | 1): Promise<ShopConnection> => {
    const created = await t.call(shop.createConnection, {
      token: merchant.token,
      body: {
        platform: 'woocommerce',
        name,
        shop_url: fake.base,
        warehouse_id: 1,
        credentials: { consumer_key: fake.consumerKey, consumer_secret: fake.consumerSecret },
        stock_push: stockPush,
        stock_buffer: 0,
      },
    });
    expect(created.error_code, created.msg).toBe(0);
    return created.content;
  };

  it('sends each due order’s tracking note once when both instances run the send job at once', async () => {
    const woo = shops[SHOPS] as FakeWooCommerce;
    await run('platform.drainEvents');
    const connection = await connect(woo, 'Woo tracking', 0);
    for (const id of ORDERS) woo.addOrder(id, [{ sku: 'RACE-MUG', quantity: 1 }], '2026-11-22T10:00:00');
    await run('shop.sync');
    const listed = await t.call(shop.getShopOrderList, {
      token: merchant.token,
      query: { connection_id: connection.id, status: 'imported' },
    });
    expect(listed.content.list.map((row) => row.order_no).sort()).toEqual(ORDERS.map(String));
    const expectedNotes: { orderId: number; note: string; customer_note: boolean }[] = [];
    for (const row of listed.content.list) {
      const submitted = await t.call(order.submitOrders, { token: merchant.token, body: { ids: [row.order_id] } });
      expect(submitted.error_code, submitted.msg).toBe(0);
      await staffSteps(t, row.system_order_id ?? '', 'ship');
      const { courier } = await t.db
        .selectFrom('orders')
        .select('courier')
        .where('id', '=', row.order_id ?? 0)
        .executeTakeFirstOrThrow();
      expectedNotes.push({
        orderId: Number(row.order_no),
        note: `Shipped with ${courier}: LM${row.system_order_id}`,
        customer_note: true,
      });
    }
    await run('platform.drainEvents'); // every shop order's tracking is now due
    expect(woo.notes).toEqual([]);

    const gate = meetingPoint(2);
    woo.beforeAnswer = (request) => (request.path.endsWith('/notes') ? gate.wait() : undefined);
    const [a, b] = await Promise.all(
      instances().map((core) =>
        new ShopTracking(
          core,
          new ShopRepository(core.db),
          new ShopPushRepository(core.db),
          new ShopCalls(core),
        ).runDue(clock.now(), new AbortController().signal),
      ),
    );
    gate.stop();
    woo.beforeAnswer = undefined;
    // Both instances had a note in flight at once, and between them sent every order once.
    expect(gate.state.met).toBe(true);
    expect([a?.failed, b?.failed]).toEqual([0, 0]);
    expect(a?.sent).toBeGreaterThan(0);
    expect(b?.sent).toBeGreaterThan(0);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(ORDERS.length);
    const byOrder = (x: { orderId: number }, y: { orderId: number }) => x.orderId - y.orderId;
    expect([...woo.notes].sort(byOrder)).toEqual(expectedNotes.sort(byOrder));
    expect(woo.orders.map((row) => row.status)).toEqual(ORDERS.map(() => 'completed'));
    const after = await t.call(shop.getShopOrderList, {
      token: merchant.token,
      query: { connection_id: connection.id, status: 'imported' },
    });
    expect(after.content.list.map((row) => [row.order_no, row.tracking_sent_at, row.tracking_error])).toEqual(
      after.content.list.map((row) => [row.order_no, clock.now().toISOString(), null]),
    );
  });

  it('pushes each connection’s waiting SKUs once when both instances run the stock push at once', async () => {
    const fakes = shops.slice(0, SHOPS);
    await run('platform.drainEvents'); // the set-up's movements are before the connections
    const connections: ShopConnection[] = [];
    for (const [index, fake] of fakes.entries()) {
      fake.products.push(
        ...STOCK_SKUS.map((sku, i) => ({ id: 100 + i, sku, manage_stock: false, stock_quantity: null })),
      );
      connections.push(await connect(fake, `Woo stock ${index + 1}`, 1));
    }
    // Each SKU moves; the first twice, drained apart: its rows reach a second revision before the push.
    clock.advance(61_000);
    const totals = [11, 12, 13, 14];
    const setStock = async (sku: string, total: number) => {
      const reply = await t.call(product.setStock, {
        ops: true,
        body: { customer_id: merchant.customerId, sku, warehouse_id: 1, total },
      });
      expect(reply.error_code, reply.msg).toBe(0);
    };
    await setStock('RACE-A', 30);
    await run('platform.drainEvents');
    for (const [i, sku] of STOCK_SKUS.entries()) await setStock(sku, totals[i] ?? 0);
    await run('platform.drainEvents');
    const waiting = await t.db
      .selectFrom('shop_stock_pending')
      .select(['connection_id', 'product_id', 'revision', 'pushed_revision'])
      .where('customer_id', '=', merchant.customerId)
      .execute();
    expect(waiting).toHaveLength(SHOPS * STOCK_SKUS.length);
    expect(waiting.filter((row) => row.product_id === merchant.ids['RACE-A']).map((row) => row.revision)).toEqual(
      connections.map(() => 2),
    );

    const gate = meetingPoint(2);
    for (const fake of fakes) {
      fake.beforeAnswer = (request) => (request.path.endsWith('/products/batch') ? gate.wait() : undefined);
    }
    const [a, b] = await Promise.all(
      instances().map((core) =>
        new ShopStockPush(core, new ShopPushRepository(core.db), new ShopCalls(core)).runDue(
          clock.now(),
          new AbortController().signal,
        ),
      ),
    );
    gate.stop();
    for (const fake of fakes) fake.beforeAnswer = undefined;
    // Both instances had a push in flight at once; between them every connection's SKUs went once. (An
    // instance may still claim a connection the other has pushed and released: it then finds nothing
    // due, the SKUs being pushed at their revision and held, and sends nothing.)
    expect(gate.state.met).toBe(true);
    expect(a?.skus).toBeGreaterThan(0);
    expect(b?.skus).toBeGreaterThan(0);
    expect((a?.skus ?? 0) + (b?.skus ?? 0)).toBe(SHOPS * STOCK_SKUS.length);
    const expected = STOCK_SKUS.map((_, i) => ({ id: 100 + i, manage_stock: true, stock_quantity: totals[i] }));
    for (const fake of fakes) {
      const batches = fake.received.filter((request) => request.path === '/wp-json/wc/v3/products/batch');
      expect(batches.map((request) => request.body)).toEqual([{ update: expected }]);
      expect(fake.products.map((row) => row.stock_quantity)).toEqual(totals);
    }
    const pushed = await t.db
      .selectFrom('shop_stock_pending')
      .select(['revision', 'pushed_revision'])
      .where('customer_id', '=', merchant.customerId)
      .execute();
    expect(pushed.filter((row) => row.pushed_revision !== row.revision)).toEqual([]);
    const leases = await t.db
      .selectFrom('shop_connections')
      .select('stock_lease_owner')
      .where('customer_id', '=', merchant.customerId)
      .execute();
    expect(leases.map((row) => row.stock_lease_owner)).toEqual(leases.map(() => null));
  });
});

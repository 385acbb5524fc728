import { apiKey, open, type ShopConnection, type ShopOrder, shop, subAccount } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WooCommerceConnector } from '../src/modules/shop/connectors/woocommerce/woocommerce-connector';
import { safeRequest } from '../src/platform/outbound/safe-request';
import { FakeWooCommerce } from './fakes/woocommerce/fake-woocommerce';
import { signedInSubAccount } from './support/grants';
import { merchantWithSkus } from './support/orders';
import { TestApp } from './support/test-app';

describe('shop connections', () => {
  let t: TestApp;
  let woo: FakeWooCommerce;
  let merchant: Awaited<ReturnType<typeof merchantWithSkus>>;
  let connection: ShopConnection;

  beforeAll(async () => {
    t = await TestApp.start({ env: { SHOP_ALLOW_LOOPBACK: '1' } });
    woo = await FakeWooCommerce.start();
    merchant = await merchantWithSkus(t, ['MUG-01', 'CAP-02']);
    // A merchant with stock in four warehouses and a wallet: slow on a loaded machine's PostgreSQL.
  }, 180_000);
  afterAll(async () => {
    await woo.close();
    await t.close();
  });

  const sync = async () => {
    const run = await t.app.core.jobs.runNow('shop.sync');
    expect(run.status, run.error ?? '').toBe('succeeded');
    return run;
  };
  const listed = async (token = merchant.token) => {
    const reply = await t.call(shop.getConnectionList, { token, query: {} });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content;
  };
  const shopOrders = async (status: 'failed' | 'imported', lang: 'en' | 'zh_CN' = 'en') => {
    const reply = await t.call(shop.getShopOrderList, {
      token: merchant.token,
      query: { connection_id: connection.id, status },
      lang,
    });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content.list;
  };
  const wooBody = (overrides: Record<string, unknown> = {}) => ({
    platform: 'woocommerce',
    name: 'Woo main',
    shop_url: `${woo.base}/`,
    warehouse_id: 1,
    credentials: { consumer_key: woo.consumerKey, consumer_secret: woo.consumerSecret },
    ...overrides,
  });

  it('adds a WooCommerce connection, keeps its secret sealed and never shows it', async () => {
    const missing = await t.call(shop.createConnection, {
      token: merchant.token,
      body: wooBody({ credentials: { consumer_key: 'ck_only' } }),
    });
    expect(missing.error_code).toBe(1001);
    expect(missing.msg).toContain('credentials.consumer_secret');
    const plainHttp = await t.call(shop.createConnection, {
      token: merchant.token,
      body: wooBody({ shop_url: 'http://shop.example.com' }),
    });
    expect([plainHttp.error_code, plainHttp.msg]).toEqual([
      1803,
      'The shop address must start with https:// and name a public host',
    ]);

    const created = await t.call(shop.createConnection, { token: merchant.token, body: wooBody() });
    expect(created.error_code, created.msg).toBe(0);
    connection = created.content;
    expect(created.content).toMatchObject({
      platform: 'woocommerce',
      name: 'Woo main',
      shop_url: woo.base,
      warehouse_id: 1,
      api_key: null,
      shipstation: null,
      status: 'active',
      import_orders: 1,
      counts: { orders_imported: 0, orders_failed: 0, skus_mapped: 0 },
    });
    expect(created.content.warehouse_name).not.toBe('');
    expect(created.raw.body).not.toContain(woo.consumerSecret);
    const { list, total } = await listed();
    expect([total, list[0]?.id]).toEqual([1, connection.id]);
    expect(JSON.stringify(list)).not.toContain(woo.consumerSecret);
    const [stored] = await t.db
      .selectFrom('shop_connections')
      .select('credentials')
      .where('id', '=', connection.id)
      .execute();
    expect(stored?.credentials).toMatch(/^v1\./);
    expect(stored?.credentials).not.toContain(woo.consumerSecret);

    const duplicate = await t.call(shop.createConnection, { token: merchant.token, body: wooBody() });
    expect(duplicate.error_code).toBe(1802);
  });

  it('tests the connection against the shop: its name when the key works, its refusal when not', async () => {
    const ok = await t.call(shop.testConnection, { token: merchant.token, body: { id: connection.id } });
    expect(ok.error_code, ok.msg).toBe(0);
    expect(ok.content).toMatchObject({ ok: true, shop_name: 'Fake Woo Shop', message: '' });
    expect(ok.content.connection.account_id).toBe('Fake Woo Shop');

    const wrong = await t.call(shop.updateConnection, {
      token: merchant.token,
      body: { ...wooBody(), id: connection.id, credentials: { consumer_secret: 'cs_wrong' } },
    });
    expect(wrong.error_code, wrong.msg).toBe(0);
    const refused = await t.call(shop.testConnection, { token: merchant.token, body: { id: connection.id } });
    expect(refused.content).toMatchObject({ ok: false, shop_name: null, message: 'Consumer key is invalid.' });
    expect(refused.content.connection).toMatchObject({
      status: 'needs_attention',
      last_error: 'Consumer key is invalid.',
    });
    expect((await t.call(shop.syncNow, { token: merchant.token, body: { id: connection.id } })).error_code).toBe(1805);

    // The right secret again (the key is kept): the connection is active again.
    const fixed = await t.call(shop.updateConnection, {
      token: merchant.token,
      body: { ...wooBody(), id: connection.id, credentials: { consumer_secret: woo.consumerSecret } },
    });
    expect(fixed.content).toMatchObject({ status: 'active', last_error: null });
  });

  it('imports the shop’s processing orders once, and keeps one with an unknown SKU failed with its reasons', async () => {
    woo.addOrder(501, [{ sku: 'MUG-01', quantity: 2 }], '2026-11-20T10:00:00');
    woo.addOrder(502, [{ sku: 'cap-02', quantity: 1 }], '2026-11-20T11:00:00');
    woo.addOrder(503, [{ sku: 'SHOP-MUG', quantity: 1 }], '2026-11-20T12:00:00');
    const completed = woo.addOrder(504, [{ sku: 'MUG-01', quantity: 1 }], '2026-11-20T13:00:00');
    completed.status = 'completed';

    await sync();
    const imported = await shopOrders('imported');
    expect(imported.map((order) => order.order_no).sort()).toEqual(['501', '502']);
    const orders = await t.db
      .selectFrom('orders')
      .select(['id', 'platform_order_no', 'status', 'system_order_id'])
      .where('customer_id', '=', merchant.customerId)
      .orderBy('platform_order_no')
      .execute();
    expect(orders.map((order) => [order.platform_order_no, order.status])).toEqual([
      ['501', 'approving'],
      ['502', 'approving'],
    ]);
    expect(imported.find((order) => order.order_no === '501')?.system_order_id).toBe(orders[0]?.system_order_id);
    const [history] = await t.db
      .selectFrom('order_transitions')
      .select('actor_label')
      .where('order_id', '=', orders[0]?.id ?? 0)
      .execute();
    expect(history?.actor_label).toBe('Shop: Woo main');
    const pulled = woo.received.find((request) => request.path === '/wp-json/wc/v3/orders' && request.query.status);
    expect(pulled?.query).toMatchObject({ status: 'processing', orderby: 'modified', order: 'asc' });

    const [failed] = await shopOrders('failed');
    expect(failed).toMatchObject({ order_no: '503', status: 'failed', order_id: null });
    expect(failed?.reasons).toEqual([
      'Shop SKU SHOP-MUG (Product SHOP-MUG) matches no SKU of the portal: add a SKU mapping',
    ]);
    expect((await shopOrders('failed', 'zh_CN'))[0]?.reasons).toEqual([
      '店铺 SKU SHOP-MUG（Product SHOP-MUG）未匹配到系统 SKU：请添加 SKU 映射',
    ]);
    const [row] = (await listed()).list;
    expect(row?.counts).toEqual({ orders_imported: 2, orders_failed: 1, skus_mapped: 0 });
    expect(row?.last_sync_at).not.toBeNull();

    // Synced again now: the shop lists nothing new and nothing is imported twice.
    const queued = await t.call(shop.syncNow, { token: merchant.token, body: { id: connection.id } });
    expect(queued.content.queued).toBe(true);
    await sync();
    const again = woo.received.filter((request) => request.path === '/wp-json/wc/v3/orders' && request.query.status);
    expect(again.at(-1)?.query.modified_after).toBe('2026-11-20T12:00:00');
    expect((await listed()).list[0]?.counts).toEqual({ orders_imported: 2, orders_failed: 1, skus_mapped: 0 });
  });

  it('shows a sub-account limited to chosen SKUs only the imported orders of its SKUs', async () => {
    const email = `shop-limited-${Date.now()}@shop.test`;
    const created = await t.call(subAccount.create, {
      token: merchant.token,
      body: {
        account_type: 'insider',
        first_name: 'Lim',
        last_name: 'Ited',
        email,
        invite: 0,
        password: 'Pallet#Route58',
        grant: { areas: { integration: 'manage', order: 'view' }, export: false, skus: 'chosen' },
        sku_ids: [merchant.ids['MUG-01'] as number],
      },
    });
    expect(created.error_code, created.msg).toBe(0);
    const token = await t.login(email, 'Pallet#Route58');
    const seen = async (status: 'failed' | 'imported') => {
      const reply = await t.call(shop.getShopOrderList, { token, query: { connection_id: connection.id, status } });
      expect(reply.error_code, reply.msg).toBe(0);
      return reply.content;
    };
    // 501 holds MUG-01 only; 502 holds CAP-02; the failed 503 names a shop SKU no grant can speak for.
    expect((await seen('imported')).list.map((order) => order.order_no)).toEqual(['501']);
    expect(await seen('failed')).toEqual({ list: [], total: 0 });
    expect((await listed(token)).list[0]?.counts).toEqual({ orders_imported: 1, orders_failed: 0, skus_mapped: 0 });
    const [failed] = await shopOrders('failed');
    const retry = await t.call(shop.retryShopOrder, { token, body: { id: failed?.id ?? 0 } });
    expect([retry.status, retry.error_code]).toEqual([404, 1808]);
  });

  it('imports a failed order once its shop SKU is mapped and it is retried', async () => {
    const unknown = await t.call(shop.saveSkuMapping, {
      token: merchant.token,
      body: { connection_id: connection.id, shop_sku: 'SHOP-MUG', sku: 'NOT-THERE' },
    });
    expect([unknown.error_code, unknown.msg]).toEqual([1806, 'SKU or package NOT-THERE does not exist']);
    const mapped = await t.call(shop.saveSkuMapping, {
      token: merchant.token,
      body: { connection_id: connection.id, shop_sku: 'SHOP-MUG', sku: 'mug-01' },
    });
    expect(mapped.content).toMatchObject({
      shop_sku: 'SHOP-MUG',
      sku: 'MUG-01',
      kind: 'sku',
      product_id: merchant.ids['MUG-01'],
      package_id: null,
    });
    const mappings = await t.call(shop.getSkuMappingList, {
      token: merchant.token,
      query: { connection_id: connection.id },
    });
    expect(mappings.content.list.map((mapping) => mapping.shop_sku)).toEqual(['SHOP-MUG']);

    const [failed] = await shopOrders('failed');
    const retried = await t.call(shop.retryShopOrder, { token: merchant.token, body: { id: failed?.id ?? 0 } });
    expect(retried.error_code, retried.msg).toBe(0);
    expect(retried.content).toMatchObject({ status: 'imported', reasons: [] });
    expect(retried.content.order_id).toBeGreaterThan(0);
    const again = await t.call(shop.retryShopOrder, { token: merchant.token, body: { id: failed?.id ?? 0 } });
    expect(again.error_code).toBe(1809);
    expect((await listed()).list[0]?.counts).toEqual({ orders_imported: 3, orders_failed: 0, skus_mapped: 1 });
  });

  it('retries a failed order with the recipient the merchant fixed, an EU house number kept', async () => {
    const berlin = woo.addOrder(505, [{ sku: 'MUG-01', quantity: 1 }], '2026-11-20T14:00:00');
    berlin.shipping = {
      ...berlin.shipping,
      address_1: 'Unter den Linden',
      city: 'Berlin',
      state: 'BE',
      postcode: '10117',
      country: 'DE',
    };
    expect((await t.call(shop.syncNow, { token: merchant.token, body: { id: connection.id } })).error_code).toBe(0);
    await sync();
    const failed = (await shopOrders('failed')).find((order) => order.order_no === '505');
    expect(failed?.reasons.join(' ')).toMatch(/house number/i);
    const recipient = { ...failed?.recipient, first_name: 'Janet', house_number: '' } as ShopOrder['recipient'];

    // A fix without the house number breaks the recipient's rule: refused, the shop order left as it was.
    const refused = await t.call(shop.retryShopOrder, {
      token: merchant.token,
      body: { id: failed?.id ?? 0, recipient },
    });
    expect([refused.error_code, refused.msg]).toEqual([
      1001,
      'Validation failure: recipient.house_number: Please enter House Number: EU destinations need one',
    ]);
    expect((await shopOrders('failed')).find((order) => order.id === failed?.id)?.recipient.first_name).toBe('Jane');

    const fixed = await t.call(shop.retryShopOrder, {
      token: merchant.token,
      body: { id: failed?.id ?? 0, recipient: { ...recipient, house_number: '7' } },
    });
    expect(fixed.error_code, fixed.msg).toBe(0);
    expect(fixed.content).toMatchObject({
      status: 'imported',
      reasons: [],
      recipient: { first_name: 'Janet', city: 'Berlin' },
    });
    expect(fixed.content.recipient).not.toHaveProperty('house_number');
    const [saved] = await t.db
      .selectFrom('orders')
      .select(['first_name', 'house_number'])
      .where('id', '=', fixed.content.order_id ?? 0)
      .execute();
    expect(saved).toEqual({ first_name: 'Janet', house_number: '7' });
  });

  it('pauses and resumes a connection; a paused one is not synced', async () => {
    const paused = await t.call(shop.setConnectionStatus, {
      token: merchant.token,
      body: { id: connection.id, status: 'paused' },
    });
    expect(paused.content.status).toBe('paused');
    expect((await t.call(shop.syncNow, { token: merchant.token, body: { id: connection.id } })).error_code).toBe(1805);
    const before = woo.received.length;
    await sync();
    expect(woo.received.length).toBe(before);
    const resumed = await t.call(shop.setConnectionStatus, {
      token: merchant.token,
      body: { id: connection.id, status: 'active' },
    });
    expect(resumed.content.status).toBe('active');
  });

  it('marks a connection whose key the shop refuses during a sync as needing attention', async () => {
    const other = await merchantWithSkus(t, ['MUG-01'], { stock: 10, balance: 0 });
    const created = await t.call(shop.createConnection, {
      token: other.token,
      body: wooBody({ name: 'Stale key', credentials: { consumer_key: 'ck_old', consumer_secret: 'cs_old' } }),
    });
    expect(created.error_code, created.msg).toBe(0);
    await sync();
    const [row] = (await listed(other.token)).list;
    expect(row).toMatchObject({ status: 'needs_attention', last_error: 'Consumer key is invalid.' });
  });

  it('gives a guide platform its own API key, shown once and revoked with the connection', async () => {
    const created = await t.call(shop.createConnection, {
      token: merchant.token,
      body: { platform: 'bigcommerce', name: 'Big store', warehouse_id: 1 },
    });
    expect(created.error_code, created.msg).toBe(0);
    const key = created.content.api_key ?? '';
    expect(key).toMatch(/^pk_[0-9a-f]{40}$/);
    expect(created.content.api_key_hint).toBe(key.slice(0, 7));
    expect(JSON.stringify((await listed()).list)).not.toContain(key);
    const keys = await t.call(apiKey.getList, { token: merchant.token });
    expect(keys.content.list.find((item) => item.name === 'Shop: Big store')?.scopes).toEqual([
      'order:manage',
      'inventory:view',
      'product:view',
    ]);
    expect((await t.call(open.getStock, { query: {}, headers: { 'x-api-key': key } })).error_code).toBe(0);
    const test = await t.call(shop.testConnection, { token: merchant.token, body: { id: created.content.id } });
    expect([test.error_code, test.msg]).toEqual([
      1804,
      'A BigCommerce shop reaches the portal itself: the portal does not call it',
    ]);

    expect(
      (await t.call(shop.deleteConnection, { token: merchant.token, body: { id: created.content.id } })).error_code,
    ).toBe(0);
    const revoked = await t.call(open.getStock, { query: {}, headers: { 'x-api-key': key } });
    expect([revoked.status, revoked.error_code]).toEqual([401, 1301]);
  });

  it('gives ShipStation a username, a password and the endpoint to paste, the password once', async () => {
    const created = await t.call(shop.createConnection, {
      token: merchant.token,
      body: { platform: 'shipstation', name: 'ShipStation', warehouse_id: 1 },
    });
    expect(created.error_code, created.msg).toBe(0);
    const login = created.content.shipstation;
    expect(login?.endpoint_url).toMatch(/\/api\/shipstation\/custom-store$/);
    expect(login?.username).toMatch(/^ss_[0-9a-f]{12}$/);
    expect(login?.password.length).toBeGreaterThanOrEqual(32);
    const row = (await listed()).list.find((item) => item.id === created.content.id);
    expect(row?.api_key_hint).toBe(login?.username);
    expect(JSON.stringify(row)).not.toContain(login?.password);
  });

  it('keeps each merchant to its own connections', async () => {
    const other = await merchantWithSkus(t, ['MUG-01'], { stock: 10, balance: 0 });
    const list = await listed(other.token);
    expect(list.list.map((row) => row.name)).not.toContain('Woo main');
    const calls = [
      t.call(shop.testConnection, { token: other.token, body: { id: connection.id } }),
      t.call(shop.syncNow, { token: other.token, body: { id: connection.id } }),
      t.call(shop.updateConnection, { token: other.token, body: { ...wooBody({ name: 'Taken' }), id: connection.id } }),
      t.call(shop.getSkuMappingList, { token: other.token, query: { connection_id: connection.id } }),
      t.call(shop.getShopOrderList, { token: other.token, query: { connection_id: connection.id } }),
      t.call(shop.deleteConnection, { token: other.token, body: { id: connection.id } }),
    ];
    for (const reply of await Promise.all(calls)) expect(reply.error_code).toBe(1800);
    expect((await listed()).list.find((row) => row.id === connection.id)?.name).toBe('Woo main');
  });

  it('refuses a sub-account without the integration right', async () => {
    const token = await signedInSubAccount(t, merchant.customerId, `shop-sub-${Date.now()}@shop.test`, ['order']);
    const reply = await t.call(shop.getConnectionList, { token, query: {} });
    expect([reply.status, reply.error_code]).toEqual([403, 1005]);
    const create = await t.call(shop.createConnection, { token, body: wooBody({ name: 'Sneaky' }) });
    expect([create.status, create.error_code]).toEqual([403, 1005]);
  });

  it('removes a connection with its mappings and keeps the orders it imported', async () => {
    const removed = await t.call(shop.deleteConnection, { token: merchant.token, body: { id: connection.id } });
    expect(removed.error_code, removed.msg).toBe(0);
    expect((await listed()).list.find((row) => row.id === connection.id)).toBeUndefined();
    const mappings = await t.db
      .selectFrom('shop_sku_mappings')
      .select('id')
      .where('connection_id', '=', connection.id)
      .execute();
    expect(mappings).toEqual([]);
    const orders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('customer_id', '=', merchant.customerId)
      .execute();
    // 501, 502, 503 after its mapping, and 505 after its recipient's fix.
    expect(orders).toHaveLength(4);
  });
});

describe('WooCommerce connector against the fake shop', () => {
  it('pages through processing orders by X-WP-TotalPages and carries the cursor over', async () => {
    const woo = await FakeWooCommerce.start();
    try {
      for (let id = 1; id <= 60; id += 1) {
        woo.addOrder(id, [{ sku: 'MUG-01', quantity: 1 }], `2026-11-21T08:${String(id % 60).padStart(2, '0')}:00`);
      }
      const connector = new WooCommerceConnector((request, signal) =>
        safeRequest(request, { allowLoopback: true, timeoutMs: 5000, maxBytes: 4 * 1024 * 1024, signal }),
      );
      const target = {
        id: 1,
        shopUrl: woo.base,
        credentials: { consumer_key: woo.consumerKey, consumer_secret: woo.consumerSecret },
        locationId: null,
      };
      const first = await connector.pullOrders(target, null);
      expect([first.orders.length, first.more]).toEqual([50, true]);
      const second = await connector.pullOrders(target, first.cursor);
      expect([second.orders.length, second.more]).toEqual([10, false]);
      expect(new Set([...first.orders, ...second.orders].map((order) => order.externalId)).size).toBe(60);
      const third = await connector.pullOrders(target, second.cursor);
      expect(third.orders).toEqual([]);
      expect(second.orders[0]).toMatchObject({
        recipient: { first_name: 'Jane', phone: '+1 212 555 0100', country: 'US', zip: '10118' },
        lines: [{ sku: 'MUG-01', quantity: 1, unitPrice: 1250 }],
      });

      await connector.sendShipment(target, {
        externalOrderId: '7',
        carrier: 'USPS',
        trackingNumber: '9400100000000000000000',
        trackingUrl: null,
        lines: [],
      });
      expect(woo.orders.find((order) => order.id === 7)?.status).toBe('completed');
      expect(woo.notes).toEqual([
        { orderId: 7, note: 'Shipped with USPS: 9400100000000000000000', customer_note: true },
      ]);

      woo.products.push({ id: 90, sku: 'MUG-01', manage_stock: false, stock_quantity: null });
      const pushed = await connector.pushStock(target, [
        { sku: 'MUG-01', available: 7 },
        { sku: 'UNKNOWN', available: 3 },
      ]);
      expect(pushed).toEqual({ updated: 1, unknownSkus: ['UNKNOWN'] });
      expect(woo.products[0]).toMatchObject({ manage_stock: true, stock_quantity: 7 });
    } finally {
      await woo.close();
    }
  });
});

import { type BodyOf, open, order, setting } from '@portal/contract';
import { US_RECIPIENT } from '@portal/contract/fixtures';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, ledgersSound, merchantWithSkus, moneyOf, stockMovesOf } from './support/orders';
import { ENGINE, TestApp } from './support/test-app';
import { touching } from './support/touched-tables';

type CreateBody = BodyOf<typeof open.createOrder>;

let numbers = 0;

/** A valid Open API create from the Los Angeles warehouse to the sample US recipient; override what a test is about. */
function openOrder(overrides: Partial<CreateBody> = {}): CreateBody {
  numbers += 1;
  return {
    platform_order_no: `SHOP-${process.pid}-${numbers}`,
    warehouse_code: 'USWE',
    shipping_method_code: 'USWE-USPS-GA',
    address_type: 'residential',
    recipient: { ...US_RECIPIENT },
    items: [{ sku: 'MUG-01', quantity: 2, unit_price: 1500 }],
    ...overrides,
  };
}

describe('Open API orders', () => {
  let t: TestApp;
  let merchant: Awaited<ReturnType<typeof merchantWithSkus>>;
  let key: string;
  let otherKey: string;
  const headers = (apiKey: string, extra: Record<string, string> = {}) => ({ 'x-api-key': apiKey, ...extra });
  const create = (body: CreateBody, apiKey = key, extra: Record<string, string> = {}, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(open.createOrder, { body, headers: headers(apiKey, extra), lang });
  const get = (id: string | number, apiKey = key) =>
    t.call(open.getOrder, { params: { id }, headers: headers(apiKey) });
  const list = (query: Record<string, unknown>, apiKey = key) =>
    t.call(open.getOrders, { query, headers: headers(apiKey) });
  const cancel = (id: string | number, apiKey = key) =>
    t.call(open.cancelOrder, { params: { id }, body: { reason: 'Shop cancelled' }, headers: headers(apiKey) });

  beforeAll(async () => {
    t = await TestApp.start({ env: { OPEN_API_BURST: '100000', OPEN_API_RATE_PER_SECOND: '100000' } });
    merchant = await merchantWithSkus(t, ['MUG-01', 'CAP-02'], { stock: 10 });
    key = (await t.call(setting.generateCustomerApiKey, { token: merchant.token })).content.apikey;
    const other = await merchantWithSkus(t, ['MUG-01'], { stock: 10 });
    otherKey = (await t.call(setting.generateCustomerApiKey, { token: other.token })).content.apikey;
  });
  afterAll(() => t.close());

  it('creates an Approving order, and with submit: true submits it at once, locking stock and holding the fee', async () => {
    const draft = await create(openOrder());
    expect(draft.error_code).toBe(0);
    expect(draft.content).toMatchObject({ status: 'approving', system_order_id: expect.stringMatching(/^SO\d{16}$/) });
    expect(draft.content.estimated_fee).toBeGreaterThan(0);
    expect(await stockMovesOf(t, draft.content.id)).toEqual([]);

    const before = await balanceOf(t, merchant.customerId, merchant.ids['MUG-01'] as number, 1);
    const submitted = await create(
      openOrder({ submit: true, items: [{ sku: 'mug-01', quantity: 3, unit_price: 900 }] }),
    );
    expect(submitted.error_code).toBe(0);
    expect(submitted.content.status).toBe('verifying');
    const after = await balanceOf(t, merchant.customerId, merchant.ids['MUG-01'] as number, 1);
    expect(after.locked - before.locked).toBe(3);
    expect(await stockMovesOf(t, submitted.content.id)).toEqual(['lock:api_key']);
    const money = await moneyOf(t, submitted.content.id);
    expect(money.holds).toEqual([{ amount: submitted.content.estimated_fee, status: 'held' }]);

    // The history names the API key as who created and submitted it.
    const shown = await get(submitted.content.system_order_id);
    expect(shown.error_code).toBe(0);
    expect(
      shown.content.transitions.map((tr) => `${tr.from_status}>${tr.to_status}:${tr.actor.kind}:${tr.actor.label}`),
    ).toEqual(['null>approving:api_key:API key', 'approving>verifying:api_key:API key']);
    expect(shown.content.items.map((line) => [line.sku, line.quantity, line.unit_price, line.name])).toEqual([
      ['MUG-01', 3, 900, expect.any(String)],
    ]);
    expect(shown.content.estimated_fee?.total).toBe(submitted.content.estimated_fee);
    expect(await ledgersSound(t, merchant.customerId)).toEqual([]);
  });

  it('picks the cheapest method that fits when none is named', async () => {
    const body = openOrder({ shipping_method_code: undefined });
    const rates = await t.call(open.getRates, {
      headers: headers(key),
      body: { warehouse_code: 'uswe', country: 'US', zip: '90001', items: [{ sku: 'MUG-01', quantity: 2 }] },
    });
    expect(rates.error_code).toBe(0);
    const created = await create(body);
    expect(created.error_code).toBe(0);
    const shown = await get(created.content.id);
    expect(shown.content.shipping_method_code).toBe(rates.content.list[0]?.shipping_method_code);
    expect(created.content.estimated_fee).toBe(shown.content.estimated_fee?.total);
  });

  it('refuses what the portal refuses, with its messages, and creates nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('customer_id', '=', merchant.customerId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const start = await count();
    const taken = openOrder();
    expect((await create(taken)).error_code).toBe(0);

    const duplicate = await create({ ...openOrder(), platform_order_no: taken.platform_order_no });
    expect(duplicate.msg).toBe(`Platform Order No. ${taken.platform_order_no} already exists`);

    const zh = await create({ ...openOrder(), platform_order_no: taken.platform_order_no }, key, {}, 'zh_CN');
    expect(zh.msg).toBe(`平台订单号 ${taken.platform_order_no} 已存在`);

    const invalid = await create({
      ...openOrder(),
      recipient: { ...openOrder().recipient, first_name: '', zip: '' },
      items: [],
    });
    expect(invalid.error_code).toBe(1001);
    expect(invalid.msg).toContain('recipient.first_name');
    expect(invalid.msg).toContain('items');

    const unknownSku = await create(openOrder({ items: [{ sku: 'NOPE-1', quantity: 1, unit_price: 100 }] }));
    expect(unknownSku.error_code).toBe(1001);
    expect(unknownSku.msg).toBe('Validation failure: items.0.sku: SKU code does not exist');

    const unknownWarehouse = await create(openOrder({ warehouse_code: 'XXXX' }));
    expect(unknownWarehouse.msg).toBe('Validation failure: warehouse_code: This option does not exist, choose another');

    // A DHL Paket method of Frankfurt does not leave Los Angeles; nothing carries a US parcel to Germany from there by ground.
    const wrongMethod = await create(openOrder({ shipping_method_code: 'DEFR-DHL-PAKET' }));
    expect(wrongMethod.error_code).toBe(1201);

    const nothingFits = await create(
      openOrder({
        shipping_method_code: undefined,
        items: [{ sku: 'MUG-01', quantity: 100_000, unit_price: 100 }],
      }),
    );
    expect(nothingFits.msg).toBe(
      'There are no shipping options available for this order, please contact customer service if you have any questions!',
    );

    // Stock not covered: the stock message naming the SKU, and no order left behind (create and submit are one transaction).
    const short = await create(openOrder({ submit: true, items: [{ sku: 'CAP-02', quantity: 11, unit_price: 100 }] }));
    expect(short.error_code).toBe(1250);
    expect(short.msg).toBe('Insufficient stock for SKU CAP-02: 10 available, 11 requested');
    expect(await count()).toBe(start + 1);
    expect(await ledgersSound(t, merchant.customerId)).toEqual([]);
  });

  it('refuses a submit the wallet cannot cover, leaving no order, lock or hold', async () => {
    const poor = await merchantWithSkus(t, ['MUG-01'], { stock: 10, balance: 0 });
    const poorKey = (await t.call(setting.generateCustomerApiKey, { token: poor.token })).content.apikey;
    const refused = await create(openOrder({ submit: true }), poorKey);
    expect(refused.error_code).toBe(1280);
    expect(refused.msg).toMatch(
      /^Insufficient balance: the estimated fees of these orders \(.+\) exceed your available balance/,
    );
    const left = await t.db.selectFrom('orders').select('id').where('customer_id', '=', poor.customerId).execute();
    expect(left).toEqual([]);
    expect(await balanceOf(t, poor.customerId, poor.ids['MUG-01'] as number, 1)).toEqual({ on_hand: 10, locked: 0 });
    expect(await ledgersSound(t, poor.customerId)).toEqual([]);
  });

  it('lists newest first by cursor, stable while orders are created, filtered by status and updated_since', async () => {
    const since = new Date().toISOString();
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await create(openOrder())).content.id);
    const first = await list({ updated_since: since, limit: 2 });
    expect(first.error_code).toBe(0);
    expect(first.content.list.map((o) => o.id)).toEqual([made[4], made[3]]);
    expect(first.content.next_cursor).toBe(String(made[3]));
    // An order created between pages does not shift the next one.
    const late = (await create(openOrder())).content.id;
    const second = await list({ updated_since: since, limit: 2, cursor: first.content.next_cursor });
    expect(second.content.list.map((o) => o.id)).toEqual([made[2], made[1]]);
    const third = await list({ updated_since: since, limit: 2, cursor: second.content.next_cursor });
    expect(third.content.list.map((o) => o.id)).toEqual([made[0]]);
    expect(third.content.next_cursor).toBeNull();
    // The next poll from the start sees it.
    expect((await list({ updated_since: since, limit: 1 })).content.list.map((o) => o.id)).toEqual([late]);

    // Only orders changed since: cancel one, and a later `updated_since` finds it alone.
    const mark = new Date(Date.now() + 1).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await cancel(made[2] as number)).content).toEqual({ status: 'canceled', interception_requested: false });
    const changed = await list({ updated_since: mark });
    expect(changed.content.list.map((o) => [o.id, o.status])).toEqual([[made[2], 'canceled']]);
    const canceled = await list({ status: 'canceled', updated_since: since });
    expect(canceled.content.list.map((o) => o.id)).toEqual([made[2]]);
    if (ENGINE === 'sqlite') {
      // The window is read through migration 0040's index, not by walking every order of the merchant.
      const { touched } = await touching(() => list({ updated_since: mark }));
      const windowed = (touched.statements ?? []).filter((s) => /from "orders"/.test(s) && s.includes('updated_at'));
      expect(windowed.length).toBeGreaterThan(0);
      for (const statement of windowed) {
        const params = Array.from(statement.matchAll(/\?/g), () => null);
        const plan = await t.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${statement}`, params),
        );
        expect(plan.rows.map((row) => row.detail).join('; '), statement).toContain('orders_customer_updated_idx');
      }
    }

    const bad = await list({ cursor: 'abc', updated_since: 'yesterday', limit: 0 });
    expect(bad.error_code).toBe(1001);
    expect(bad.msg).toContain('cursor');
    expect(bad.msg).toContain('updated_since');
    expect(bad.msg).toContain('limit');
  });

  it('cancels by the portal rules: Approving is canceled, a submitted order gets an interception request', async () => {
    const approving = (await create(openOrder())).content;
    const canceled = await cancel(approving.system_order_id);
    expect(canceled.content).toEqual({ status: 'canceled', interception_requested: false });
    const history = (await get(approving.id)).content.transitions.at(-1);
    expect(history).toMatchObject({
      to_status: 'canceled',
      actor: { kind: 'api_key', label: 'API key' },
      reason: 'Shop cancelled',
    });
    const again = await cancel(approving.id);
    expect(again.error_code).not.toBe(0);

    const submitted = (await create(openOrder({ submit: true }))).content;
    const intercepted = await cancel(submitted.system_order_id);
    expect(intercepted.content).toEqual({ status: 'verifying', interception_requested: true });
    const row = await t.db
      .selectFrom('orders')
      .select(['status', 'interception_requested', 'interception_reason'])
      .where('id', '=', submitted.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'verifying', interception_requested: 1, interception_reason: 'Shop cancelled' });
    const twice = await cancel(submitted.system_order_id);
    expect(twice.error_code).not.toBe(0);
    expect(await ledgersSound(t, merchant.customerId)).toEqual([]);
  });

  it("never shows or cancels another merchant's order", async () => {
    const mine = (await create(openOrder())).content;
    for (const id of [mine.id, mine.system_order_id]) {
      const seen = await get(id, otherKey);
      expect([seen.status, seen.error_code, seen.msg, seen.content]).toEqual([
        404,
        1100,
        'The order does not exist',
        null,
      ]);
      const canceled = await cancel(id, otherKey);
      expect(canceled.error_code).toBe(1100);
    }
    const theirs = await list({ limit: 100 }, otherKey);
    expect(theirs.content.list.map((o) => o.id)).not.toContain(mine.id);
    expect((await get(mine.id)).content.status).toBe('approving');
    // An order no. the other merchant uses is no duplicate here.
    const same = await create(openOrder({ platform_order_no: 'SHARED-NO-1' }), otherKey);
    expect(same.error_code).toBe(0);
    expect((await create(openOrder({ platform_order_no: 'SHARED-NO-1' }))).error_code).toBe(0);
  });

  it('answers unknown ids with the not-found message, and a path the router cannot read in the envelope', async () => {
    for (const id of ['SO2026010199999999', '99999999', '9999999999', '0']) {
      expect((await get(id)).error_code).toBe(1100);
    }
    for (const url of ['/api/open/v1/orders/%E0%A4%A', `/api/open/v1/orders/${'9'.repeat(300)}`]) {
      const reply = await t.request({ method: 'GET', url, headers: headers(key) });
      expect([reply.status, reply.error_code, reply.msg]).toEqual([404, 1004, 'The data does not exist']);
    }
  });

  it('quotes rates with the working, cheapest first, and refuses what cannot be quoted', async () => {
    const rates = await t.call(open.getRates, {
      headers: headers(key),
      body: { warehouse_code: 'USWE', country: 'US', zip: '10001', items: [{ sku: 'MUG-01', quantity: 2 }] },
    });
    expect(rates.error_code).toBe(0);
    expect(rates.content.list.length).toBeGreaterThan(0);
    const totals = rates.content.list.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const rate of rates.content.list) {
      expect(rate.total).toBe(rate.charges.reduce((sum, c) => sum + c.amount, 0));
      expect(rate.chargeable_weight_g).toBeGreaterThanOrEqual(rate.actual_weight_g);
      expect(Object.keys(rate).sort()).toEqual(
        [
          'shipping_method_code',
          'courier',
          'delivery_time',
          'billing_method',
          'volume_factor',
          'actual_weight_g',
          'volumetric_weight_g',
          'chargeable_weight_g',
          'charges',
          'total',
        ].sort(),
      );
    }
    const unknown = await t.call(open.getRates, {
      headers: headers(key),
      body: { warehouse_code: 'USWE', country: 'ZZ', zip: '1', items: [{ sku: 'NOPE', quantity: 1 }] },
    });
    expect(unknown.error_code).toBe(1001);
    expect(unknown.msg).toContain('items.0.sku');
    const none = await t.call(open.getRates, {
      headers: headers(key),
      body: { warehouse_code: 'USWE', country: 'US', zip: '10001', items: [{ sku: 'MUG-01', quantity: 100_000 }] },
    });
    expect(none.error_code).toBe(1200);
  });

  it('replays a create sent again with the same Idempotency-Key, and refuses the key on another body', async () => {
    const body = openOrder();
    const first = await create(body, key, { 'idempotency-key': 'create-once-1' });
    const again = await create(body, key, { 'idempotency-key': 'create-once-1' });
    expect(again.content).toEqual(first.content);
    expect(again.raw.headers['idempotent-replayed']).toBe('true');
    const rows = await t.db
      .selectFrom('orders')
      .select('id')
      .where('platform_order_no', '=', body.platform_order_no)
      .execute();
    expect(rows).toHaveLength(1);
    const other = await create(openOrder(), key, { 'idempotency-key': 'create-once-1' });
    expect([other.status, other.error_code]).toEqual([422, 1303]);
    // Cancel is idempotent per order: the same key on another order's path is another request.
    const a = (await create(openOrder())).content;
    const b = (await create(openOrder())).content;
    const cancelWith = (id: number) =>
      t.call(open.cancelOrder, { params: { id }, body: {}, headers: headers(key, { 'idempotency-key': 'cancel-1' }) });
    expect((await cancelWith(a.id)).content.status).toBe('canceled');
    expect((await cancelWith(a.id)).content.status).toBe('canceled');
    expect((await cancelWith(b.id)).error_code).toBe(1303);
  });

  it('is not reachable with a session token, and the portal list shows what the API created', async () => {
    const refused = await t.call(open.getOrders, { token: merchant.token, query: {} });
    expect(refused.error_code).toBe(1300);
    const created = (await create(openOrder())).content;
    const portal = await t.call(order.getOrderList, {
      token: merchant.token,
      query: { order_nos: created.system_order_id },
    });
    expect(portal.content.list.map((o) => o.id)).toEqual([created.id]);
  });
});

import { dashboard, opsOrder, order, statistics } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildStatisticsRollups } from '../src/db/migrations/0024-delivery-rollup';
import { grantJson } from './support/grants';
import { createOrder, merchantWithSkus, sampleOrder, staffSteps, startOrderApp } from './support/orders';
import { registerMerchant } from './support/products';
import { DEMO_LOGINS, type TestApp } from './support/test-app';
import { download, readXlsx } from './support/xlsx';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Statistics and dashboards: every figure is compared with sums the test makes itself over the
 * merchant's rows (orders, lines, wallet transactions, balances), read straight from the tables.
 */
describe('statistics and dashboards', () => {
  let t: TestApp;
  let m: Merchant;
  const now = Date.now();
  const today = dayOf(now);
  const yearAgo = dayOf(now - 364 * DAY);

  /** Copies of a real order (and its lines) made through SQL, spread over 14 months, countries and warehouses. */
  async function cloneOrders(sourceId: number) {
    const source = await t.db.selectFrom('orders').selectAll().where('id', '=', sourceId).executeTakeFirstOrThrow();
    const lines = await t.db.selectFrom('order_lines').selectAll().where('order_id', '=', sourceId).execute();
    const countries = ['US', 'DE', 'GB', 'FR'];
    for (let i = 0; i < 40; i += 1) {
      const { id: _id, ...row } = source;
      const warehouse = i % 3 === 0 ? 2 : 1;
      const created = new Date(now - i * 11 * DAY - 3_600_000).toISOString();
      const inserted = await t.db
        .insertInto('orders')
        .values({
          ...row,
          system_order_id: `SOSTAT${String(i).padStart(6, '0')}${m.customerId}`,
          platform_order_no: `STAT-${i}`,
          country: countries[i % 4] as string,
          warehouse_id: warehouse,
          warehouse_code: warehouse === 2 ? 'USEA' : 'USWE',
          shipping_method_code: i % 2 ? 'USWE-USPS-GA' : 'USEA-USPS-GA',
          shipping_method_name: i % 2 ? 'USPS Ground Advantage (W)' : 'USPS Ground Advantage (E)',
          status: i % 7 === 0 ? 'canceled' : i % 5 === 0 ? 'approving' : 'shipped',
          final_fee_total: i % 5 === 0 ? null : 500 + i * 37,
          shipped_at: i % 5 === 0 ? null : created,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const line of lines) {
        const { id: _lineId, ...lineRow } = line;
        await t.db
          .insertInto('order_lines')
          .values({ ...lineRow, order_id: inserted.id, quantity: 1 + (i % 4), sku: i % 2 ? 'MUG-01' : 'CAP-02' })
          .execute();
      }
      if (i % 5 !== 0) {
        await t.db
          .insertInto('wallet_transactions')
          .values({
            customer_id: m.customerId,
            type: i % 3 === 1 ? 'fee_adjustment' : 'fulfilment_fee',
            amount: -(500 + i * 37),
            balance_after: 0,
            reference_type: 'order',
            reference_id: inserted.id,
            actor_kind: 'system',
            actor_id: 0,
            actor_label: 'test',
            remark: '',
            created_at: created,
          })
          .execute();
      }
    }
    // Bill types that name no order: a refund, a storage fee and a top-up (not an expense).
    for (const [type, amount] of [
      ['refund', 1200],
      ['storage_fee', -345],
      ['top_up', 99_000],
    ] as const) {
      await t.db
        .insertInto('wallet_transactions')
        .values({
          customer_id: m.customerId,
          type,
          amount,
          balance_after: 0,
          reference_type: null,
          reference_id: null,
          actor_kind: 'staff',
          actor_id: 0,
          actor_label: 'test',
          remark: '',
          created_at: new Date(now - 40 * DAY).toISOString(),
        })
        .execute();
    }
  }

  beforeAll(async () => {
    t = await startOrderApp();
    m = await merchantWithSkus(t);
    // One real order through the flow, charged at packing and delivered: its fee is a real ledger row.
    const saved = await createOrder(t, m.token, sampleOrder());
    expect((await t.call(order.submitOrders, { token: m.token, body: { ids: [saved.id] } })).error_code).toBe(0);
    const { system_order_id } = await t.db
      .selectFrom('orders')
      .select('system_order_id')
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    await staffSteps(t, system_order_id, 'ship');
    const delivered = await t.call(opsOrder.addTrackingEvent, {
      ops: true,
      body: { system_order_id, status_text: 'Delivered', occurred_at: new Date().toISOString(), moves_to: 'delivered' },
    });
    expect(delivered.error_code, delivered.msg).toBe(0);
    await cloneOrders(saved.id);
    // The test merchant's opening credit (a staff adjustment) dates from long before the spend window.
    await t.db
      .updateTable('wallet_transactions')
      .set({ created_at: new Date(now - 200 * DAY).toISOString() })
      .where('customer_id', '=', m.customerId)
      .where('type', '=', 'adjustment')
      .execute();
    // Rows written with SQL bypass the writes that keep the rollups: rebuilt as the migration back-fills.
    await rebuildStatisticsRollups(t.db);
  }, 120_000);
  afterAll(() => t.close());

  const ask = <O extends (typeof statistics)[keyof typeof statistics]>(
    operation: O,
    query: Record<string, unknown> = {},
    token = m.token,
  ) =>
    t.call(operation as never, { token, query } as never) as Promise<{
      error_code: number;
      msg: string;
      content: never;
    }>;

  /** The merchant's orders that count in a range: created in it (UTC days), not cancelled. */
  async function countedOrders(from = yearAgo, to = today, warehouseId?: number) {
    const rows = await t.db.selectFrom('orders').selectAll().where('customer_id', '=', m.customerId).execute();
    return rows.filter(
      (r) =>
        r.status !== 'canceled' &&
        r.created_at.slice(0, 10) >= from &&
        r.created_at.slice(0, 10) <= to &&
        (warehouseId === undefined || r.warehouse_id === warehouseId),
    );
  }

  function tally<K extends string>(rows: { key: K; add: Record<string, number> }[]) {
    const out = new Map<K, Record<string, number>>();
    for (const { key, add } of rows) {
      const sum = out.get(key) ?? {};
      for (const [name, value] of Object.entries(add)) sum[name] = (sum[name] ?? 0) + value;
      out.set(key, sum);
    }
    return out;
  }

  it('country data: orders and spend per country equal the sums of the orders, with range and warehouse', async () => {
    for (const [query, from, to, warehouse] of [
      [{}, yearAgo, today, undefined],
      [{ warehouse_id: 2 }, yearAgo, today, 2],
      [
        { start_date: dayOf(now - 100 * DAY), end_date: dayOf(now - 20 * DAY) },
        dayOf(now - 100 * DAY),
        dayOf(now - 20 * DAY),
        undefined,
      ],
    ] as const) {
      const reply = await t.call(statistics.getCountryData, { token: m.token, query });
      expect(reply.error_code, reply.msg).toBe(0);
      const expected = tally(
        (await countedOrders(from, to, warehouse)).map((r) => ({
          key: r.country,
          add: { orders: 1, spend: Number(r.final_fee_total ?? 0) },
        })),
      );
      expect(new Map(reply.content.rows.map((r) => [r.country, { orders: r.orders, spend: r.spend }]))).toEqual(
        expected,
      );
      expect(reply.content).toMatchObject({ start_date: from, end_date: to });
    }
  });

  it('monthly shipping and SKU shipment equal the sums of the orders and their lines', async () => {
    const shipping = await t.call(statistics.getMonthlyShipping, { token: m.token });
    const counted = await countedOrders();
    const expected = tally(
      counted.map((r) => ({
        key: `${r.created_at.slice(0, 7)} ${r.shipping_method_code}`,
        add: { orders: 1, parcels: r.shipped_at ? 1 : 0 },
      })),
    );
    expect(
      new Map(
        shipping.content.rows.map((r) => [
          `${r.month} ${r.shipping_method_code}`,
          { orders: r.orders, parcels: r.parcels },
        ]),
      ),
    ).toEqual(expected);

    const skus = await t.call(statistics.getSkuShipment, { token: m.token, query: { warehouse_id: 1 } });
    const ids = new Map((await countedOrders(yearAgo, today, 1)).map((r) => [r.id, r.created_at.slice(0, 7)]));
    const lines = await t.db.selectFrom('order_lines').selectAll().where('customer_id', '=', m.customerId).execute();
    const expectedSkus = tally(
      lines
        .filter((l) => ids.has(l.order_id))
        .map((l) => ({ key: `${ids.get(l.order_id)} ${l.sku}`, add: { quantity: l.quantity } })),
    );
    expect(new Map(skus.content.rows.map((r) => [`${r.month} ${r.sku}`, { quantity: r.quantity }]))).toEqual(
      expectedSkus,
    );
  });

  it('monthly expenses per bill type equal the wallet transactions; a warehouse keeps its orders only', async () => {
    const transactions = await t.db
      .selectFrom('wallet_transactions')
      .selectAll()
      .where('customer_id', '=', m.customerId)
      .execute();
    const inRange = transactions.filter(
      (r) => r.created_at.slice(0, 10) >= yearAgo && !['top_up', 'opening'].includes(r.type),
    );
    const all = await t.call(statistics.getMonthlyExpenses, { token: m.token });
    expect(new Map(all.content.rows.map((r) => [`${r.month} ${r.type}`, r.expense]))).toEqual(
      new Map(
        [...tally(inRange.map((r) => ({ key: `${r.created_at.slice(0, 7)} ${r.type}`, add: { e: -r.amount } })))].map(
          ([k, v]) => [k, v.e],
        ),
      ),
    );
    expect(all.content.rows.some((r) => r.type === 'refund' && r.expense === -1200)).toBe(true);

    const east = new Set(
      (await t.db.selectFrom('orders').select('id').where('warehouse_id', '=', 2).execute()).map((r) => r.id),
    );
    const filtered = await t.call(statistics.getMonthlyExpenses, { token: m.token, query: { warehouse_id: 2 } });
    const expectedEast = inRange.filter((r) => r.reference_type === 'order' && east.has(Number(r.reference_id)));
    expect(filtered.content.rows.reduce((s, r) => s + r.expense, 0)).toBe(
      expectedEast.reduce((s, r) => s - r.amount, 0),
    );
    expect(filtered.content.rows.every((r) => r.type !== 'refund')).toBe(true);
  });

  it('monthly volume: this month per warehouse equals what is on hand × the SKU sizes', async () => {
    const reply = await t.call(statistics.getMonthlyVolume, {
      token: m.token,
      query: { start_date: dayOf(now - 40 * DAY) },
    });
    expect(reply.error_code, reply.msg).toBe(0);
    const balances = await t.db
      .selectFrom('stock_balances')
      .innerJoin('products', 'products.id', 'stock_balances.product_id')
      .select(['stock_balances.warehouse_id', 'on_hand', 'length_cm', 'width_cm', 'height_cm'])
      .where('stock_balances.customer_id', '=', m.customerId)
      .execute();
    const month = today.slice(0, 7);
    for (const warehouse of [1, 2, 3, 4]) {
      const mine = balances.filter((b) => b.warehouse_id === warehouse);
      const row = reply.content.rows.find((r) => r.month === month && r.warehouse_id === warehouse);
      expect(row?.units).toBe(mine.reduce((s, b) => s + Number(b.on_hand), 0));
      const cm3 = mine.reduce((s, b) => s + Number(b.on_hand) * b.length_cm * b.width_cm * b.height_cm, 0);
      expect(row?.volume_m3).toBe(Math.round(cm3) / 1_000_000);
      expect(row?.storage_fee).toBeNull();
    }
  });

  it("monthly volume: the storage fee and m³·days are the sums of the month's daily charges", async () => {
    const day = (offset: number) => dayOf(now - offset * DAY);
    const charges = [
      { warehouse_id: 1, charge_date: day(0), stored: 1.25, net: 410 },
      { warehouse_id: 1, charge_date: day(1), stored: 1.5, net: 390 },
      { warehouse_id: 2, charge_date: day(0), stored: 0.5, net: 120 },
    ].filter((c) => c.charge_date.slice(0, 7) === today.slice(0, 7));
    for (const c of charges) {
      await t.db
        .insertInto('storage_charges')
        .values({
          customer_id: m.customerId,
          warehouse_id: c.warehouse_id,
          charge_date: c.charge_date,
          stored_volume_m3: c.stored,
          charged_volume_m3: c.stored,
          currency: 'USD',
          receivable: c.net,
          discount_bp: 0,
          discount: 0,
          net: c.net,
          settled: 1,
          wallet_transaction_id: null,
          created_at: new Date(now).toISOString(),
        })
        .execute();
    }
    const reply = await t.call(statistics.getMonthlyVolume, {
      token: m.token,
      query: { start_date: dayOf(now - 40 * DAY) },
    });
    for (const warehouse of [1, 2]) {
      const mine = charges.filter((c) => c.warehouse_id === warehouse);
      const row = reply.content.rows.find((r) => r.month === today.slice(0, 7) && r.warehouse_id === warehouse);
      expect(row?.storage_fee).toBe(mine.length ? mine.reduce((s, c) => s + c.net, 0) : null);
      if (mine.length)
        expect(row?.volume_m3_days).toBeCloseTo(
          mine.reduce((s, c) => s + c.stored, 0),
          9,
        );
    }
    const other = await registerMerchant(t);
    const theirs = await t.call(statistics.getMonthlyVolume, { token: other.token });
    expect(theirs.content.rows).toEqual([]);
  });

  it('exports a chart table as xlsx with the rows the chart shows', async () => {
    const file = await download(t, statistics.exportStatistics, { token: m.token, query: { chart: 'country' } });
    expect(file.file).toBeDefined();
    const [sheet] = await readXlsx(file.file as Buffer);
    const chart = await t.call(statistics.getCountryData, { token: m.token });
    expect(sheet?.rows.length).toBe(chart.content.rows.length + 1);
    const stranger = await registerMerchant(t);
    const none = await download(t, statistics.exportStatistics, { token: stranger.token, query: { chart: 'country' } });
    expect(none.envelope).toMatchObject({ error_code: 1025 });
  });

  it('refuses a reversed or over-long range in the user language', async () => {
    const reversed = await t.call(statistics.getCountryData, {
      token: m.token,
      query: { start_date: '2026-05-02', end_date: '2026-05-01' },
      lang: 'zh_CN',
    });
    expect(reversed.error_code).not.toBe(0);
    expect(reversed.msg).toContain('结束日期不能早于开始日期');
    const long = await t.call(statistics.getSkuShipment, {
      token: m.token,
      query: { start_date: '2025-01-01', end_date: '2026-01-02' },
    });
    expect(long.msg).toContain('at most 366 days');
    const bad = await t.call(statistics.getMonthlyShipping, { token: m.token, query: { start_date: '2026-02-30' } });
    expect(bad.msg).toContain('YYYY-MM-DD');
  });

  it("never shows another merchant's figures", async () => {
    const stranger = await registerMerchant(t);
    for (const operation of [
      statistics.getCountryData,
      statistics.getMonthlyExpenses,
      statistics.getMonthlyShipping,
      statistics.getMonthlyVolume,
      statistics.getSkuShipment,
    ]) {
      const reply = await ask(operation, {}, stranger.token);
      expect(reply.error_code).toBe(0);
      expect((reply.content as { rows: unknown[] }).rows).toEqual([]);
    }
    const analysis = await t.call(dashboard.getAnalysis, { token: stranger.token });
    expect(analysis.content.orders).toEqual({ value: 0, previous: 0 });
    expect(analysis.content.stock_value.value).toBe(0);
  });

  it('analysis: KPIs of the range and of the period before it equal the orders', async () => {
    const start = dayOf(now - 59 * DAY);
    const reply = await t.call(dashboard.getAnalysis, {
      token: m.token,
      query: { start_date: start, end_date: today },
    });
    expect(reply.error_code, reply.msg).toBe(0);
    const current = await countedOrders(start, today);
    const previous = await countedOrders(dayOf(now - 119 * DAY), dayOf(now - 60 * DAY));
    const spend = (rows: typeof current) => rows.reduce((s, r) => s + Number(r.final_fee_total ?? 0), 0);
    const packed = (rows: typeof current) => rows.filter((r) => r.final_fee_total !== null).length;
    expect(reply.content.orders).toEqual({ value: current.length, previous: previous.length });
    expect(reply.content.spend).toEqual({ value: spend(current), previous: spend(previous) });
    expect(reply.content.average_fee.value).toBe(Math.round(spend(current) / packed(current)));
    expect(reply.content.previous_start_date).toBe(dayOf(now - 119 * DAY));
    expect(reply.content.series).toHaveLength(60);
    expect(reply.content.series.reduce((s, p) => s + p.orders, 0)).toBe(current.length);
    // The one real order was delivered right after shipping: on time.
    expect(reply.content.on_time_rate.value).toBe(100);
    const onHand = await t.db
      .selectFrom('stock_balances')
      .innerJoin('products', 'products.id', 'stock_balances.product_id')
      .select(['on_hand', 'declared_value'])
      .where('stock_balances.customer_id', '=', m.customerId)
      .execute();
    expect(reply.content.stock_value.value).toBe(
      onHand.reduce((s, r) => s + Number(r.on_hand) * Number(r.declared_value), 0),
    );
  });

  it('monitor: orders per status, arrivals, stock alerts and the balance with its days left', async () => {
    const reply = await t.call(dashboard.getMonitor, { token: m.token });
    expect(reply.error_code, reply.msg).toBe(0);
    const counts = await t.db
      .selectFrom('order_status_counts')
      .select(['status', 'count'])
      .where('customer_id', '=', m.customerId)
      .execute();
    for (const { status, count } of counts) {
      expect(reply.content.orders_by_status.find((s) => s.status === status)?.count).toBe(Number(count));
    }
    const account = await t.db
      .selectFrom('wallet_accounts')
      .select('balance')
      .where('customer_id', '=', m.customerId)
      .executeTakeFirstOrThrow();
    expect(reply.content.balance).toBe(Number(account.balance));
    const since = new Date(now - 31 * DAY).toISOString().slice(0, 10);
    const spent = (
      await t.db.selectFrom('wallet_transactions').selectAll().where('customer_id', '=', m.customerId).execute()
    ).filter((r) => r.created_at.slice(0, 10) >= since && !['top_up', 'opening'].includes(r.type));
    expect(reply.content.average_daily_spend).toBe(Math.round(spent.reduce((s, r) => s - r.amount, 0) / 30));
    expect(reply.content.days_of_balance).toBeGreaterThan(0);
  });

  it('a sub-account needs the statistics right, and sees no money without the billing right', async () => {
    const sub = await t.login(DEMO_LOGINS.sub);
    const main = await t.login(DEMO_LOGINS.main);
    const setRights = (rights: string[]) =>
      t.db
        .updateTable('accounts')
        .set({ permissions: grantJson(rights) })
        .where('email', '=', DEMO_LOGINS.sub)
        .execute();
    await setRights(['order']);
    expect(await t.call(statistics.getCountryData, { token: sub })).toMatchObject({ status: 403, error_code: 1005 });
    expect(await t.call(dashboard.getMonitor, { token: sub })).toMatchObject({ error_code: 1005 });
    await setRights(['statistics']);
    const [subAnalysis, mainAnalysis] = await Promise.all([
      t.call(dashboard.getAnalysis, { token: sub }),
      t.call(dashboard.getAnalysis, { token: main }),
    ]);
    expect(subAnalysis.content.orders).toEqual(mainAnalysis.content.orders);
    expect(subAnalysis.content.spend).toEqual({ value: null, previous: null });
    expect(subAnalysis.content.stock_value.value).toBeNull();
    expect(subAnalysis.content.series.every((p) => p.spend === null)).toBe(true);
    expect(mainAnalysis.content.stock_value.value).toEqual(expect.any(Number));
    const subMonitor = await t.call(dashboard.getMonitor, { token: sub });
    expect(subMonitor.content).toMatchObject({ balance: null, average_daily_spend: null, days_of_balance: null });
    expect((await t.call(dashboard.getMonitor, { token: main })).content.balance).toEqual(expect.any(Number));
    await setRights(['statistics', 'billing']);
    expect((await t.call(dashboard.getMonitor, { token: sub })).content.balance).toEqual(expect.any(Number));
  });
});

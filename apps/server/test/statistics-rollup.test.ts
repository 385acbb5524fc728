import { dashboard, opsBilling, opsOrder, opsTopUp, order, statistics } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildStatisticsRollups } from '../src/db/migrations/0024-delivery-rollup';
import { createOrder, merchantWithSkus, sampleOrder, staffSteps, startOrderApp } from './support/orders';
import type { TestApp } from './support/test-app';
import { configureAccounts, submitTopUp, today, uniquePng } from './support/top-ups';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

const BERLIN = {
  ...sampleOrder().recipient,
  country: 'DE',
  city: 'Berlin',
  zip: '10115',
  state: 'BE',
  house_number: '3',
};

/**
 * The statistics rollups (migrations 0022 and 0024) are kept by the writes themselves: after each kind of write
 * that changes a counted figure, the rollup rows and every chart equal what a fresh aggregation of the
 * order, line and wallet rows (the migration's back-fill) gives.
 */
describe('statistics rollups follow every counted write', () => {
  let t: TestApp;
  let m: Merchant;

  beforeAll(async () => {
    t = await startOrderApp();
    await configureAccounts(t);
    m = await merchantWithSkus(t);
  }, 60_000);
  afterAll(() => t.close());

  /** The merchant's rollup rows with a figure (a row every order left stays, at zero). */
  async function rollupRows() {
    const days = await t.db
      .selectFrom('order_day_figures')
      .selectAll()
      .where('customer_id', '=', m.customerId)
      .execute();
    const skus = await t.db
      .selectFrom('order_sku_day_figures')
      .selectAll()
      .where('customer_id', '=', m.customerId)
      .execute();
    const skuMonths = await t.db
      .selectFrom('order_sku_month_figures')
      .selectAll()
      .where('customer_id', '=', m.customerId)
      .execute();
    const deliveries = await t.db
      .selectFrom('order_delivery_day_figures')
      .selectAll()
      .where('customer_id', '=', m.customerId)
      .execute();
    const expenses = await t.db
      .selectFrom('wallet_expense_days')
      .selectAll()
      .where('customer_id', '=', m.customerId)
      .execute();
    const text = (rows: object[]) =>
      rows
        .map((row) =>
          JSON.stringify(
            Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v]),
          ),
        )
        .sort();
    return {
      days: text(days.filter((r) => Number(r.orders) !== 0 || Number(r.spend) !== 0)),
      skus: text(skus.filter((r) => Number(r.orders) !== 0 || Number(r.units) !== 0)),
      skuMonths: text(skuMonths.filter((r) => Number(r.orders) !== 0 || Number(r.units) !== 0)),
      deliveries: text(deliveries.filter((r) => Number(r.delivered) !== 0)),
      expenses: text(expenses.filter((r) => Number(r.transactions) !== 0)),
    };
  }

  async function charts() {
    const out: Record<string, unknown> = {};
    for (const query of [{}, { warehouse_id: 1 }, { warehouse_id: 2 }, { warehouse_id: 4 }]) {
      const key = JSON.stringify(query);
      for (const [name, operation] of [
        ['country', statistics.getCountryData],
        ['expenses', statistics.getMonthlyExpenses],
        ['shipping', statistics.getMonthlyShipping],
        ['skus', statistics.getSkuShipment],
      ] as const) {
        const reply = await t.call(operation as typeof statistics.getCountryData, { token: m.token, query });
        expect(reply.error_code, reply.msg).toBe(0);
        out[`${name} ${key}`] = reply.content;
      }
      const analysis = await t.call(dashboard.getAnalysis, { token: m.token, query });
      out[`analysis ${key}`] = analysis.content;
    }
    const monitor = await t.call(dashboard.getMonitor, { token: m.token });
    out.monitor = monitor.content;
    return out;
  }

  /** Rollup = recount: the rows and the charts before and after rebuilding the rollups from the rows. */
  async function expectRollupEqualsRecount(step: string) {
    const kept = await rollupRows();
    const shown = await charts();
    await rebuildStatisticsRollups(t.db);
    expect(kept, step).toEqual(await rollupRows());
    expect(shown, step).toEqual(await charts());
    return shown;
  }

  const countryOrders = async (country: string) =>
    (await t.call(statistics.getCountryData, { token: m.token })).content.rows.find((r) => r.country === country)
      ?.orders ?? 0;
  const systemIdOf = async (id: number) =>
    (await t.db.selectFrom('orders').select('system_order_id').where('id', '=', id).executeTakeFirstOrThrow())
      .system_order_id;

  it('creation, edit, copy, cancellation, deletion, packing, shipping, delivery, a top-up and fees', async () => {
    await expectRollupEqualsRecount('the opening adjustment');

    const a = await createOrder(t, m.token, sampleOrder({}, [{ sku: 'MUG-01', quantity: 2 }]));
    const b = await createOrder(
      t,
      m.token,
      sampleOrder({}, [
        { sku: 'CAP-02', quantity: 1 },
        { sku: 'MUG-01', quantity: 3 },
      ]),
    );
    const c = await createOrder(t, m.token, sampleOrder({ warehouse_id: 2 }, [{ sku: 'CAP-02', quantity: 4 }]));
    expect(await countryOrders('US')).toBe(3);
    await expectRollupEqualsRecount('created');

    // An edit moves A to another warehouse, country, method and lines.
    const edited = await t.call(order.saveOrder, {
      token: m.token,
      body: {
        ...sampleOrder({ warehouse_id: 4, shipping_method_code: 'DEFR-DHL-PAKET', recipient: BERLIN }, [
          { sku: 'CAP-02', quantity: 5 },
        ]),
        id: a.id,
      },
    });
    expect(edited.error_code, edited.msg).toBe(0);
    expect([await countryOrders('US'), await countryOrders('DE')]).toEqual([2, 1]);
    await expectRollupEqualsRecount('edited');

    const copied = await t.call(order.copyOrder, { token: m.token, body: { id: b.id } });
    expect(copied.error_code, copied.msg).toBe(0);
    await expectRollupEqualsRecount('copied');

    expect((await t.call(order.cancelOrder, { token: m.token, body: { id: b.id } })).error_code).toBe(0);
    expect(await countryOrders('US')).toBe(2);
    await expectRollupEqualsRecount('cancelled');

    expect(
      (await t.call(order.deleteOrder, { token: m.token, body: { ids: [b.id, copied.content.id] } })).content,
    ).toEqual({
      deleted: 2,
    });
    expect(await countryOrders('US')).toBe(1);
    await expectRollupEqualsRecount('deleted');

    // A and C go through the warehouse: C is packed (its fee charged), A packed and shipped.
    for (const id of [a.id, c.id]) {
      const submittedOrder = await t.call(order.submitOrders, { token: m.token, body: { ids: [id] } });
      expect(submittedOrder.error_code, submittedOrder.msg).toBe(0);
    }
    await staffSteps(t, await systemIdOf(c.id), 'pack');
    const packed = await expectRollupEqualsRecount('packed');
    const analysis = packed['analysis {}'] as { spend: { value: number } };
    expect(analysis.spend.value).toBeGreaterThan(0);
    // The carrier weighs A heavier at shipping: its final fee and the fee adjustment move the figures.
    const shippedId = await systemIdOf(a.id);
    await staffSteps(t, shippedId, 'handOver');
    const ship = await t.call(opsOrder.ship, {
      ops: true,
      body: {
        system_order_id: shippedId,
        tracking_number: `1Z${shippedId}`,
        parcel: { weight_g: 4200, length_cm: 40, width_cm: 30, height_cm: 20 },
      },
    });
    expect(ship.error_code, ship.msg).toBe(0);
    expect(ship.content.fee_adjustment).toBeGreaterThan(0);
    const shipped = await expectRollupEqualsRecount('shipped');
    const shipping = shipped['shipping {"warehouse_id":4}'] as { rows: { parcels: number }[] };
    expect(shipping.rows.reduce((s, r) => s + r.parcels, 0)).toBe(1);
    expect((shipped['analysis {}'] as { on_time_rate: { value: number | null } }).on_time_rate.value).toBeNull();

    // The carrier delivers A the same day: on time, in warehouse 4 only.
    const delivered = await t.call(opsOrder.addTrackingEvent, {
      ops: true,
      body: {
        system_order_id: shippedId,
        status_text: 'Delivered',
        occurred_at: new Date().toISOString(),
        moves_to: 'delivered',
      },
    });
    expect(delivered.error_code, delivered.msg).toBe(0);
    const arrived = await expectRollupEqualsRecount('delivered');
    const onTime = (query: string) =>
      (arrived[`analysis ${query}`] as { on_time_rate: { value: number | null } }).on_time_rate.value;
    expect([onTime('{}'), onTime('{"warehouse_id":4}'), onTime('{"warehouse_id":1}')]).toEqual([100, 100, null]);

    // Money in (a top-up) and out (a manual fee, and a refund tied to A, which counts for warehouse 4).
    const submitted = await submitTopUp(t, m.token, {
      platform: 'paypal',
      currency: 'USD',
      amount: 2500,
      payment_date: today(),
      voucher: { name: 'voucher.png', data: uniquePng(`rollup-${m.customerId}`) },
    });
    expect(submitted.error_code, submitted.msg).toBe(0);
    const confirmed = await t.call(opsTopUp.confirmTopUp, {
      ops: true,
      body: { top_up_no: (submitted.content as { top_up_no: string }).top_up_no, received_amount: 2500 },
    });
    expect(confirmed.error_code, confirmed.msg).toBe(0);
    await expectRollupEqualsRecount('topped up');
    const fee = await t.call(opsBilling.adjustBalance, {
      ops: true,
      body: { customer_id: m.customerId, amount: -1234, remark: 'Relabelling fee' },
    });
    expect(fee.error_code, fee.msg).toBe(0);
    const refund = await t.call(opsBilling.refund, {
      ops: true,
      body: { customer_id: m.customerId, amount: 300, remark: 'Goodwill', order_no: await systemIdOf(a.id) },
    });
    expect(refund.error_code, refund.msg).toBe(0);
    const paid = await expectRollupEqualsRecount('fees');
    const german = paid['expenses {"warehouse_id":4}'] as { rows: { type: string; expense: number }[] };
    expect(german.rows.find((r) => r.type === 'refund')?.expense).toBe(-300);
  }, 120_000);
});

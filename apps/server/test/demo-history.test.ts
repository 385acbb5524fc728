import { billing, statistics } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/demo';
import { ledgersSound } from './support/orders';
import { DEMO_LOGINS, TestApp } from './support/test-app';

/** The demo merchant's year (issue 23): what the statistics and the statements show on a new install. */
describe('demo history', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // The history a new install gets (the other tests' demo data has none: it costs seconds per seed).
    t = await TestApp.start({ env: { DEMO_HISTORY_MONTHS: '12' } });
    token = await t.login(DEMO_LOGINS.main);
  }, 240_000);
  afterAll(() => t.close());

  it('fills the statistics with twelve months of orders to five countries by several shipping methods', async () => {
    const shipping = await t.call(statistics.getMonthlyShipping, { token });
    expect(shipping.error_code, shipping.msg).toBe(0);
    const months = [...new Set(shipping.content.rows.filter((row) => row.orders > 0).map((row) => row.month))];
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toBe(new Date().toISOString().slice(0, 7));
    expect(new Set(shipping.content.rows.map((row) => row.shipping_method_code)).size).toBeGreaterThanOrEqual(4);
    // A growing shop: the last closed month has more orders than the first.
    const perMonth = months.map((month) =>
      shipping.content.rows.filter((row) => row.month === month).reduce((sum, row) => sum + row.orders, 0),
    );
    expect(perMonth.at(-2)).toBeGreaterThan(perMonth[0] ?? 0);
    const countries = await t.call(statistics.getCountryData, { token });
    expect(countries.content.rows.map((row) => row.country).sort()).toEqual(['AU', 'CA', 'DE', 'GB', 'US']);
    const expenses = await t.call(statistics.getMonthlyExpenses, { token });
    const types = new Set(expenses.content.rows.map((row) => row.type));
    for (const type of ['fulfilment_fee', 'inbound_fee', 'storage_fee']) expect(types).toContain(type);
  });

  it('gives every closed month a statement whose opening is the month before’s closing', async () => {
    const months = (await t.call(billing.getStatementMonths, { token })).content.months;
    expect(months).toHaveLength(11);
    const oldestFirst = [...months].reverse();
    let closingBefore: number | undefined;
    for (const [index, month] of oldestFirst.entries()) {
      const { content } = await t.call(billing.getStatement, { token, query: { month } });
      if (closingBefore !== undefined) expect(content.opening_balance, month).toBe(closingBefore);
      expect(content.opening_balance + content.groups.reduce((sum, g) => sum + g.subtotal, 0), month).toBe(
        content.closing_balance,
      );
      const types = content.groups.map((group) => group.type);
      // The first month opens the wallet; its restock is still within the 30 free days.
      const wanted =
        index === 0 ? ['opening', 'top_up', 'fulfilment_fee'] : ['top_up', 'fulfilment_fee', 'storage_fee'];
      for (const type of wanted) expect(types, month).toContain(type);
      closingBefore = content.closing_balance;
    }
    expect(await ledgersSound(t, 10001)).toEqual([]);
  });

  it('adds nothing when the seed runs again', async () => {
    const count = async () =>
      Promise.all(
        (['orders', 'inbound_bookings', 'top_ups', 'wallet_transactions', 'storage_charges'] as const).map(
          async (table) =>
            (
              await t.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('customer_id', '=', 10001)
                .executeTakeFirstOrThrow()
            ).n,
        ),
      );
    const before = await count();
    await seedDemoData(t.app.core);
    expect(await count()).toEqual(before);
  });
});

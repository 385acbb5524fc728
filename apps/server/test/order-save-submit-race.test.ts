import { order } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, createOrder, ledgersSound, merchantWithSkus, sampleOrder } from './support/orders';
import { ENGINE, TestApp } from './support/test-app';

/**
 * "Ship the order" straight from the form (a save with `submit: true`) racing submits of saved
 * orders for the same SKU. Both lock the SKU's stock, hold the fee and move the status counts; taken
 * in different orders, PostgreSQL once broke the tie with "deadlock detected" and a 500. Every order
 * transaction now takes stock, then wallet, then the counts and statistics rows
 * (docs/server/orders.md, "Row locks").
 */
describe(`saves that submit racing submits of the same SKU on ${ENGINE}`, () => {
  let t: TestApp;
  let merchant: Awaited<ReturnType<typeof merchantWithSkus>>;
  const EACH = 30;

  beforeAll(async () => {
    t = await TestApp.start();
    merchant = await merchantWithSkus(t, ['MUG-01'], { stock: 40, balance: 10_000_000 });
  });
  afterAll(() => t.close());

  it('answers every request with an order or the stock message, and locks what the passed orders ask', async () => {
    const one = [{ sku: 'MUG-01', quantity: 1 }];
    const saved = [];
    for (let i = 0; i < EACH; i += 1) saved.push(await createOrder(t, merchant.token, sampleOrder({}, one)));
    const requests = saved.flatMap((o) => [
      () => t.call(order.submitOrders, { token: merchant.token, body: { ids: [o.id] } }),
      () => t.call(order.saveOrder, { token: merchant.token, body: { ...sampleOrder({}, one), submit: true } }),
    ]);
    const replies = await Promise.all(requests.map((request) => request()));
    const refused = replies.filter((reply) => reply.error_code !== 0);
    for (const reply of refused)
      expect(reply.msg).toMatch(/^Insufficient stock for SKU MUG-01: 0 available, 1 requested$/);
    expect(replies.length - refused.length).toBe(40);
    const balance = await balanceOf(t, merchant.customerId, merchant.ids['MUG-01'] as number, 1);
    expect(balance.locked).toBe(40);
    // The tabs' counts (order_status_counts) agree with the orders themselves.
    const rows = await t.db
      .selectFrom('orders')
      .select('status')
      .where('customer_id', '=', merchant.customerId)
      .execute();
    expect(rows.filter((row) => row.status === 'verifying')).toHaveLength(40);
    const counts = await t.call(order.getStatusCount, { token: merchant.token, query: {} });
    expect([counts.content.counts.all, counts.content.counts.approving]).toEqual([
      rows.length,
      rows.filter((row) => row.status === 'approving').length,
    ]);
    expect(await ledgersSound(t, merchant.customerId)).toEqual([]);
  }, 60_000);
});

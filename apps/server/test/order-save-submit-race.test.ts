import { order } from '@portal/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllTables } from './support/all-tables';
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

  // PostgreSQL only: the test holds the SKU's stock row so that both requests are inside their
  // transactions when it lets go (SQLite runs one write transaction at a time and cannot interleave).
  // The test server's pool has four connections: one pair a round. When the submit took the stock
  // row first and the edit held the order, the pair deadlocked, until every order transaction took
  // the order rows before the stock (OrderSubmitter.submitIn).
  it.runIf(ENGINE === 'postgres')(
    'answers an edit that submits an order and a submit of that order, queued on the same stock row, with one success and a conflict',
    async () => {
      const other = await merchantWithSkus(t, ['CUP-01'], { stock: 100, balance: 10_000_000 });
      const cup = (quantity: number) => [{ sku: 'CUP-01', quantity }];
      const answers = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const saved = await createOrder(t, other.token, sampleOrder({}, cup(1)));
        const sent = await t.db.transaction().execute(async (held) => {
          await held
            .selectFrom('stock_balances')
            .select('id')
            .where('customer_id', '=', other.customerId)
            .forUpdate()
            .execute();
          const edit = () =>
            t.call(order.saveOrder, {
              token: other.token,
              body: { ...sampleOrder({}, cup(2)), id: saved.id, submit: true },
            });
          const submit = () => t.call(order.submitOrders, { token: other.token, body: { ids: [saved.id] } });
          const pending = round % 2 ? [edit(), submit()] : [submit(), edit()];
          await waitForLockWaiters(held, 2);
          return pending;
        });
        answers.push(...(await Promise.all(sent)));
      }
      const refused = answers.filter((reply) => reply.error_code !== 0);
      for (const reply of refused) {
        expect(reply.msg).toMatch(/^(The data has been changed|Only orders in Approving status can be edited)/);
      }
      expect(answers.length - refused.length).toBe(ROUNDS);
      const rows = await t.db
        .selectFrom('orders')
        .select('status')
        .where('customer_id', '=', other.customerId)
        .execute();
      expect(rows.filter((row) => row.status === 'verifying')).toHaveLength(ROUNDS);
      expect(await ledgersSound(t, other.customerId)).toEqual([]);
    },
    60_000,
  );
});

const ROUNDS = 6;

/** Waits until `count` sessions of this database wait on a lock (the requests are inside their transactions). */
async function waitForLockWaiters(held: Kysely<AllTables>, count: number) {
  for (let tries = 0; tries < 400; tries += 1) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(held);
    if ((rows[0]?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} requests reached the held stock row`);
}

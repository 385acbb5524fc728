import { open, order, setting } from '@portal/contract';
import { US_RECIPIENT } from '@portal/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fire, post } from './support/concurrent-requests';
import { balanceOf, ledgersSound, merchantWithSkus, sampleOrder } from './support/orders';
import { ServerProcess } from './support/server-process';
import { ENGINE, TestApp } from './support/test-app';

/**
 * Orders racing for STOCK units, one unit each, 16 at a time on each of two servers: four times more
 * than there is, so most submits meet a row another transaction holds or has just emptied. (With 500
 * for 100 the file took 21–37 s for the same outcome; the race is in the 32 requests in flight.)
 */
const STOCK = 40;
const SUBMITS = 160;

describe(`two server processes on one ${ENGINE} database`, () => {
  let t: TestApp;
  let servers: ServerProcess[] = [];
  let merchant: Awaited<ReturnType<typeof merchantWithSkus>>;
  let apiKey: string;

  beforeAll(async () => {
    t = await TestApp.start();
    merchant = await merchantWithSkus(t, ['RACE-1'], { stock: STOCK, balance: 10_000_000 });
    apiKey = (await t.call(setting.generateCustomerApiKey, { token: merchant.token })).content.apikey;
    const env = { OPEN_API_BURST: '100000', OPEN_API_RATE_PER_SECOND: '100000' };
    servers = await Promise.all([ServerProcess.start(t.config, env), ServerProcess.start(t.config, env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await t.close();
  });

  it(`${SUBMITS} submits of one unit each racing for ${STOCK} units: exactly ${STOCK} go through, the rest are refused with the stock message`, async () => {
    const ids: number[] = [];
    for (let i = 0; i < SUBMITS; i += 25) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(25, SUBMITS - i) }, () =>
          t.call(order.saveOrder, {
            token: merchant.token,
            body: sampleOrder({}, [{ sku: 'RACE-1', quantity: 1 }]),
          }),
        ),
      );
      for (const saved of batch) {
        if (saved.error_code !== 0) throw new Error(saved.msg);
        ids.push(saved.content.id);
      }
    }
    const submit = (server: ServerProcess, id: number) => () =>
      post(`${server.url}${order.submitOrders.path}`, { token: merchant.token }, { ids: [id] });
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const results = await Promise.all([
      fire(
        ids.filter((_, i) => i % 2 === 0).map((id) => submit(a, id)),
        16,
      ),
      fire(
        ids.filter((_, i) => i % 2 === 1).map((id) => submit(b, id)),
        16,
      ),
    ]);
    const [first, second] = results as [Awaited<ReturnType<typeof fire>>, Awaited<ReturnType<typeof fire>>];
    // The two processes really served at the same time.
    expect(first.began < second.ended && second.began < first.ended).toBe(true);
    const replies = [...first.replies, ...second.replies];
    const passed = replies.filter((r) => r.body.error_code === 0);
    const refused = replies.filter((r) => r.body.error_code !== 0);
    expect(passed).toHaveLength(STOCK);
    expect(new Set(refused.map((r) => `${r.status} ${r.body.error_code} ${r.body.msg}`))).toEqual(
      new Set(['200 1250 Insufficient stock for SKU RACE-1: 0 available, 1 requested']),
    );
    expect(refused).toHaveLength(SUBMITS - STOCK);

    const productId = merchant.ids['RACE-1'] as number;
    expect(await balanceOf(t, merchant.customerId, productId, 1)).toEqual({ on_hand: STOCK, locked: STOCK });
    const statuses = await t.db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('customer_id', '=', merchant.customerId)
      .groupBy('status')
      .orderBy('status')
      .execute();
    expect(statuses.map((row) => [row.status, Number(row.n)])).toEqual([
      ['approving', SUBMITS - STOCK],
      ['verifying', STOCK],
    ]);
    const locks = await t.db.selectFrom('stock_locks').select('quantity').where('product_id', '=', productId).execute();
    expect(locks.map((lock) => lock.quantity)).toEqual(Array(STOCK).fill(1));
    // On hand = Σ movements, locked = Σ locks, no balance below zero; the wallet holds add up too.
    expect(await ledgersSound(t, merchant.customerId)).toEqual([]);
  }, 60_000);

  it('50 creates with one Idempotency-Key at once over both servers: one order, one reply for all', async () => {
    const body = {
      platform_order_no: `IDEM-${process.pid}`,
      warehouse_code: 'USWE',
      address_type: 'residential',
      recipient: { ...US_RECIPIENT },
      items: [{ sku: 'RACE-1', quantity: 1, unit_price: 1500 }],
    };
    const headers = { 'x-api-key': apiKey, 'idempotency-key': `race-${process.pid}` };
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(`${(servers[i % 2] as ServerProcess).url}${open.createOrder.path}`, headers, body),
      ),
    );
    const rows = await t.db
      .selectFrom('orders')
      .select(['id', 'system_order_id'])
      .where('customer_id', '=', merchant.customerId)
      .where('platform_order_no', '=', body.platform_order_no)
      .execute();
    expect(rows).toHaveLength(1);
    const created = { status: 200, body: { error_code: 0, msg: 'Success', content: expect.anything() } };
    // What the store guarantees: every reply is the first one's, or (had it run past the 5 s a repeat waits) 409 "in progress".
    const contents = new Set<string>();
    for (const reply of replies) {
      if (reply.body.error_code === 1304) {
        expect(reply.status).toBe(409);
        continue;
      }
      expect(reply).toEqual(created);
      contents.add(JSON.stringify(reply.body.content));
    }
    expect([...contents]).toEqual([
      JSON.stringify({
        id: rows[0]?.id,
        system_order_id: rows[0]?.system_order_id,
        platform_order_no: body.platform_order_no,
        status: 'approving',
        estimated_fee: (JSON.parse([...contents][0] ?? '{}') as { estimated_fee: number }).estimated_fee,
      }),
    ]);
  }, 60_000);
});

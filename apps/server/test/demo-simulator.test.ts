import { opsJobs, order } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './support/manual-clock';
import { createOrder, ledgersSound, merchantWithSkus, moneyOf, sampleOrder } from './support/orders';
import { DEMO_LOGINS, TestApp } from './support/test-app';

const JOB = 'demo.simulateOrders';
const STEP = 61_000;

describe('the demo simulator', () => {
  const clock = manualClock();
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await TestApp.start({ clock });
    demo = await t.login(DEMO_LOGINS.main);
  });
  afterAll(() => t.close());

  const run = async () => {
    const reply = await t.call(opsJobs.runJob, { ops: true, body: { name: JOB } });
    expect(reply.error_code, reply.msg).toBe(0);
  };
  const rowOf = (id: number) =>
    t.db
      .selectFrom('orders')
      .select(['status', 'tracking_number', 'final_fee_total', 'needs_reply'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const submitted = async (token: string, platformNo: string) => {
    const saved = await createOrder(
      t,
      token,
      sampleOrder({ platform_order_no: platformNo }, [{ sku: 'DRS-FLR-S', quantity: 1 }]),
    );
    const reply = await t.call(order.submitOrders, { token, body: { ids: [saved.id] } });
    expect(reply.error_code, reply.msg).toBe(0);
    return saved.id;
  };

  it('walks the demo merchant’s submitted orders to Delivered one step a minute, with the occasional exception', async () => {
    const other = await merchantWithSkus(t, ['DRS-FLR-S']);
    const foreign = await submitted(other.token, 'NOT-DEMO-1');
    const seeded = await t.db
      .selectFrom('orders')
      .select(['id', 'status', 'updated_at'])
      .where('platform_order_no', 'like', 'DEMO-%')
      .orderBy('id')
      .execute();
    const ids: number[] = [];
    for (let n = 1; n <= 5; n += 1) ids.push(await submitted(demo, `SIM-${n}`));
    // Ids are consecutive: exactly one of the five is the every-fifth order that meets an exception.
    const unlucky = ids.find((id) => id % 5 === 0) as number;
    const first = ids.find((id) => id !== unlucky) as number;

    await run();
    expect((await rowOf(first)).status).toBe('verifying');

    const seen: string[] = [];
    for (let step = 0; step < 7; step += 1) {
      clock.advance(STEP);
      await run();
      seen.push((await rowOf(first)).status);
      await run(); // a second run in the same minute takes no further step
      expect((await rowOf(first)).status).toBe(seen.at(-1));
    }
    expect(seen).toEqual([
      'awaiting_packing',
      'packaged',
      'awaiting_shipping',
      'shipped',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    const done = await rowOf(first);
    expect(done.tracking_number).toMatch(/^SIM\d{10}$/);
    expect(done.final_fee_total).toBeGreaterThan(0);
    expect((await moneyOf(t, first)).fee?.amount).toBe(-(done.final_fee_total ?? 0));
    const events = await t.db
      .selectFrom('order_tracking_events')
      .select(['status_text', 'location'])
      .where('order_id', '=', first)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { status_text: 'Departed facility', location: 'Ontario, CA, US' },
      { status_text: 'Out for delivery', location: 'Los Angeles, US' },
      { status_text: 'Delivered, front door/porch', location: 'Los Angeles, US' },
    ]);

    expect(await rowOf(unlucky)).toMatchObject({ status: 'alert', needs_reply: 1 });
    const exceptions = await t.db
      .selectFrom('order_exceptions')
      .select(['state'])
      .where('order_id', '=', unlucky)
      .execute();
    expect(exceptions).toEqual([{ state: 'open' }]);

    expect((await rowOf(foreign)).status).toBe('verifying');
    expect(
      await t.db
        .selectFrom('orders')
        .select(['id', 'status', 'updated_at'])
        .where('platform_order_no', 'like', 'DEMO-%')
        .orderBy('id')
        .execute(),
    ).toEqual(seeded);
    expect(await ledgersSound(t, 10001)).toEqual([]);
  });
});

describe('without the demo', () => {
  const settings: Record<string, string>[] = [{ DEMO_DATA: '0' }, { DEMO_SIMULATOR: '0' }];
  for (const env of settings) {
    it(`has no simulator job with ${JSON.stringify(env)}`, async () => {
      const t = await TestApp.start({ env });
      try {
        const jobs = await t.call(opsJobs.getJobList, { ops: true });
        expect(jobs.content.map((job) => job.name)).not.toContain(JOB);
        expect(jobs.content.map((job) => job.name)).toContain('order.clearRecipients');
        const reply = await t.call(opsJobs.runJob, { ops: true, body: { name: JOB } });
        expect(reply.error_code).not.toBe(0);
      } finally {
        await t.close();
      }
    });
  }
});

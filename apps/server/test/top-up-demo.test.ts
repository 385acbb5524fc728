import { opsJobs, topUp } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/demo';
import { walletProblems } from './support/ledger-invariants';
import { manualClock } from './support/manual-clock';
import { DEMO_LOGINS, TestApp } from './support/test-app';
import { submitTopUp, uniquePng } from './support/top-ups';

const JOB = 'demo.simulateTopUps';
const STEP = 61_000;

describe('demo top-ups and their simulator', () => {
  const clock = manualClock();
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await TestApp.start({ clock });
    demo = await t.login(DEMO_LOGINS.main);
  });
  afterAll(() => t.close());

  it('gives the demo merchant a top-up in each status through the real steps, the credits in its wallet, once', async () => {
    const list = (await t.call(topUp.getList, { token: demo })).content.list;
    expect(list.map((row) => row.status).sort()).toEqual(['pending', 'received', 'received', 'rejected']);
    const jpy = list.find((row) => row.currency === 'JPY');
    // 150 000 JPY × 0.0067 = 1005.00 USD
    expect(jpy).toMatchObject({
      status: 'received',
      received_amount: 150_000,
      usd_rate: '0.0067',
      credited_usd: 100_500,
    });
    const credits = await t.db
      .selectFrom('wallet_transactions')
      .select(['amount', 'reference_id'])
      .where('customer_id', '=', 10001)
      .where('type', '=', 'top_up')
      .execute();
    expect(credits).toEqual(
      expect.arrayContaining([
        { amount: 100_500, reference_id: jpy?.id },
        { amount: 41_430, reference_id: expect.any(Number) },
      ]),
    );
    expect(await walletProblems(t, 10001)).toEqual([]);
    const accounts = (await t.call(topUp.getReceivingAccounts, { token: demo, query: { platform: 'bank_transfer' } }))
      .content.accounts;
    expect(accounts).toHaveLength(14);
    await seedDemoData(t.app.core);
    expect((await t.call(topUp.getList, { token: demo })).content.total).toBe(4);
  });

  it('confirms what a demo merchant submits once it has waited a step, and leaves the seeded pending one', async () => {
    const submitted = await submitTopUp(t, demo, {
      platform: 'wechat_pay',
      currency: 'CNY',
      amount: 10_000,
      payment_date: '2026-11-23',
      voucher: { name: 'wechat.png', data: uniquePng('demo-sim') },
    });
    expect(submitted.error_code, submitted.msg).toBe(0);
    const run = async () => {
      const reply = await t.call(opsJobs.runJob, { ops: true, body: { name: JOB } });
      expect(reply.error_code, reply.msg).toBe(0);
    };
    const statusOf = async (status: 'pending' | 'received') =>
      (await t.call(topUp.getList, { token: demo, query: { status } })).content.list;
    await run();
    expect(await statusOf('pending')).toHaveLength(2);
    clock.advance(STEP);
    await run();
    const pending = await statusOf('pending');
    expect(pending.map((row) => row.remark)).toEqual(['Demo top-up 4']);
    // 100.00 CNY × 0.1381 = 13.81 USD
    expect((await statusOf('received')).find((row) => row.platform === 'wechat_pay')).toMatchObject({
      credited_usd: 1381,
    });
  });
});

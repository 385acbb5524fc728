import { WEBHOOK_EVENT_DATA, wallet, webhook } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../src/db/transaction';
import { walletApi } from '../src/modules/wallet';
import { merchantWithSkus } from './support/orders';
import { TestApp } from './support/test-app';
import { WebhookReceiver } from './support/webhook-receiver';

/**
 * The low-balance warning (docs/server/wallet.md, "Low balance"): `wallet.low_balance` is raised once
 * when the available balance falls below the merchant's threshold, in the transaction of the change,
 * and again only after it has risen back to the threshold; an endpoint taking it receives each once.
 */
describe('the wallet’s low-balance warning', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await TestApp.start({ env: { WEBHOOK_ALLOW_LOOPBACK: '1', WEBHOOK_SEND_WINDOW_MS: '0' } });
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  async function merchant(balance: number) {
    const m = await merchantWithSkus(t, [], { balance });
    const created = await t.call(webhook.create, {
      token: m.token,
      body: { url: `${receiver.base}/ok`, event_types: ['wallet.low_balance'] },
    });
    expect(created.error_code, created.msg).toBe(0);
    // The subscriber's place starts at the newest event on its first run: what comes next is delivered.
    await t.app.core.jobs.runNow('platform.drainEvents');
    const adjust = async (amount: number) => {
      const reply = await t.call(wallet.adjustBalance, {
        ops: true,
        body: { customer_id: m.customerId, amount, remark: 'test' },
      });
      expect(reply.error_code, reply.msg).toBe(0);
      return reply.content.account.available;
    };
    /** The warnings this merchant's endpoint received, after the outbox and the send job ran. */
    const received = async () => {
      expect((await t.app.core.jobs.runNow('platform.drainEvents')).status).toBe('succeeded');
      expect((await t.app.core.jobs.runNow('webhook.send')).status).toBe('succeeded');
      await log();
      return receiver
        .at('/ok')
        .map((request) => ({ id: String(request.headers['webhook-id']), body: JSON.parse(request.body) }))
        .filter((request) => request.body.type === 'wallet.low_balance' && mine.has(request.id));
    };
    // The merchant's own message ids, from the log of its endpoint.
    const mine = new Set<string>();
    const log = async () => {
      const reply = await t.call(webhook.deliveries, { token: m.token, query: { endpoint_id: created.content.id } });
      for (const delivery of reply.content.list) mine.add(delivery.message_id);
      return reply.content.list;
    };
    return { ...m, adjust, received, log };
  }

  it('is raised once when the available balance falls below the threshold, and again only after it rose back', async () => {
    const m = await merchant(5_000);
    const set = await t.call(wallet.setLowBalanceThreshold, { token: m.token, body: { threshold: 3_000 } });
    expect(set.error_code, set.msg).toBe(0);
    expect(set.content).toMatchObject({ available: 5_000, low_balance_threshold: 3_000 });
    expect((await t.call(wallet.getBalance, { token: m.token })).content.low_balance_threshold).toBe(3_000);

    expect(await m.adjust(-1_500)).toBe(3_500); // still above: nothing
    expect(await m.adjust(-1_000)).toBe(2_500); // crosses down: the warning
    expect(await m.adjust(-500)).toBe(2_000); // lower still: nothing more
    let warnings = await m.received();
    expect(warnings.map((w) => w.body.data)).toEqual([
      { available: 2_500, threshold: 3_000, balance: 2_500, held: 0, credit_limit: 0, currency: 'USD' },
    ]);
    expect(WEBHOOK_EVENT_DATA['wallet.low_balance'].safeParse(warnings[0]?.body.data).success).toBe(true);

    expect(await m.adjust(1_000)).toBe(3_000); // back at the threshold: armed again, nothing sent
    expect(await m.adjust(-1)).toBe(2_999); // the second fall
    warnings = await m.received();
    expect(warnings.map((w) => w.body.data.available)).toEqual([2_500, 2_999]);
    expect(new Set(warnings.map((w) => w.id)).size).toBe(2);
    expect((await m.log()).map((d) => [d.event_type, d.status, d.attempts])).toEqual([
      ['wallet.low_balance', 'succeeded', 1],
      ['wallet.low_balance', 'succeeded', 1],
    ]);
  });

  it('counts what orders hold and the credit limit, and a threshold set above the balance warns at once', async () => {
    const m = await merchant(10_000);
    const scope = { customerId: m.customerId };
    const ledger = walletApi(t.app.core);
    const actor = { kind: 'merchant' as const, id: 1, label: 'owner' };
    await transaction(t.app.core.db, (tx) =>
      ledger.hold(tx, scope, { reference: { type: 'order', id: 1 }, amount: 6_000, actor }),
    );
    // 4,000 available; a threshold of 5,000 finds it below already.
    await t.call(wallet.setLowBalanceThreshold, { token: m.token, body: { threshold: 5_000 } });
    expect((await m.received()).map((w) => w.body.data)).toEqual([
      { available: 4_000, threshold: 5_000, balance: 10_000, held: 6_000, credit_limit: 0, currency: 'USD' },
    ]);
    // Staff raise the credit limit: 6,000 available, armed again; the next hold takes it below.
    await t.call(wallet.setCreditLimit, { ops: true, body: { customer_id: m.customerId, credit_limit: 2_000 } });
    await transaction(t.app.core.db, (tx) =>
      ledger.hold(tx, scope, { reference: { type: 'order', id: 2 }, amount: 1_500, actor }),
    );
    expect((await m.received()).map((w) => w.body.data)).toEqual([
      expect.objectContaining({ available: 4_000 }),
      { available: 4_500, threshold: 5_000, balance: 10_000, held: 7_500, credit_limit: 2_000, currency: 'USD' },
    ]);
  });

  it('raises nothing at threshold 0, nor when a change is rolled back', async () => {
    const m = await merchant(1_000);
    await m.adjust(-900);
    const ledger = walletApi(t.app.core);
    await t.call(wallet.setLowBalanceThreshold, { token: m.token, body: { threshold: 500 } });
    // 100 available: below 500 at once, warned; back up, then a fall inside a transaction that fails.
    await m.adjust(900);
    await transaction(t.app.core.db, async (tx) => {
      await ledger.debit(
        tx,
        { customerId: m.customerId },
        { amount: 800, actor: { kind: 'system', id: 0, label: 't' }, remark: 'x' },
      );
      throw new Error('rolled back');
    }).catch(() => undefined);
    await t.call(wallet.setLowBalanceThreshold, { token: m.token, body: { threshold: 0 } });
    await m.adjust(-999);
    expect((await m.received()).map((w) => w.body.data.available)).toEqual([100]);
    const events = await t.db
      .selectFrom('events')
      .select('payload')
      .where('customer_id', '=', m.customerId)
      .where('type', '=', 'wallet.lowBalance')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('refuses a threshold that is not whole cents from 0 to a million dollars, and changes nothing', async () => {
    const m = await merchant(1_000);
    for (const threshold of [-1, 1.5, 100_000_001, '100']) {
      const reply = await t.call(wallet.setLowBalanceThreshold, {
        token: m.token,
        body: { threshold } as unknown as { threshold: number },
        lang: 'zh_CN',
      });
      expect(reply.error_code, String(threshold)).not.toBe(0);
      expect(reply.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await t.call(wallet.getBalance, { token: m.token })).content.low_balance_threshold).toBe(0);
  });
});

import { opsTopUp, order, type TopUpDetail } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../src/db/transaction';
import { type DeliveredEvent, EventOutbox } from '../src/platform/events/event-outbox';
import { createBooking } from './support/inbound';
import { createOrder, merchantWithSkus, sampleOrder, startOrderApp } from './support/orders';
import type { TestApp } from './support/test-app';
import { configureAccounts, submitTopUp, today, uniquePng } from './support/top-ups';

describe('the events outbox', () => {
  let t: TestApp;
  const received: DeliveredEvent[] = [];
  let failNext = false;

  beforeAll(async () => {
    t = await startOrderApp();
    t.app.core.events.subscribe('test.listener', async (events) => {
      if (failNext) {
        failNext = false;
        throw new Error('listener is down');
      }
      received.push(...events);
    });
  });
  afterAll(() => t.close());

  const drain = () => t.app.core.jobs.runNow('platform.drainEvents');

  it('appends an order’s transitions in their transaction and hands them to a subscriber in order', async () => {
    await drain(); // the listener's place starts at the newest event
    const m = await merchantWithSkus(t);
    const saved = await createOrder(t, m.token, sampleOrder());
    expect(
      (await t.call(order.cancelOrder, { token: m.token, body: { id: saved.id, reason: 'no longer' } })).error_code,
    ).toBe(0);
    const run = await drain();
    expect(run.status).toBe('succeeded');
    const mine = received.filter((event) => event.subject === String(saved.id));
    expect(mine.map((event) => [event.type, event.payload.from, event.payload.to])).toEqual([
      ['order.statusChanged', null, 'approving'],
      ['order.statusChanged', 'approving', 'canceled'],
    ]);
    expect(mine[1]).toMatchObject({ customerId: m.customerId, payload: { reason: 'no longer', actor: 'merchant' } });
  });

  it('appends stock movements, wallet movements, booking transitions and top-up decisions', async () => {
    await drain();
    const from = received.length;
    const m = await merchantWithSkus(t, ['MUG-01', 'CAP-02'], { stock: 7, balance: 5_000 });
    const booking = await createBooking(t, m.token);
    await configureAccounts(t);
    const submitted = await submitTopUp(t, m.token, {
      platform: 'paypal',
      currency: 'USD',
      amount: 2500,
      payment_date: today(),
      voucher: { name: 'voucher.png', data: uniquePng('events') },
    });
    expect(submitted.error_code, submitted.msg).toBe(0);
    const topUpNo = (submitted.content as TopUpDetail).top_up_no;
    const confirmed = await t.call(opsTopUp.confirmTopUp, {
      ops: true,
      body: { top_up_no: topUpNo, received_amount: 2500, operator: 'Fay' },
    });
    expect(confirmed.error_code, confirmed.msg).toBe(0);
    await drain();
    const mine = received.slice(from).filter((event) => event.customerId === m.customerId);
    const stock = mine.filter((event) => event.type === 'stock.moved');
    // Each SKU was set to 7 in four warehouses: an adjustment each, with the balance after it.
    expect(stock).toHaveLength(8);
    expect(stock[0]?.payload).toMatchObject({ type: 'adjustment', on_hand_delta: 7, on_hand: 7, available: 7 });
    const wallet = mine.filter((event) => event.type === 'wallet.moved').map((event) => event.payload);
    expect(wallet).toEqual([
      expect.objectContaining({ type: 'adjustment', amount: 5_000, balance_after: 5_000 }),
      expect.objectContaining({ type: 'top_up', amount: 2_500, balance_after: 7_500 }),
    ]);
    const booked = mine.find((event) => event.type === 'inbound.statusChanged');
    expect(booked?.payload).toMatchObject({ receiving_no: booking.receiving_no, from: null, to: 'draft' });
    const decided = mine.find((event) => event.type === 'topUp.decided');
    expect(decided?.payload).toMatchObject({ top_up_no: topUpNo, status: 'received', credited_usd: 2500 });
  });

  it('a refused change appends nothing', async () => {
    const m = await merchantWithSkus(t);
    await drain();
    const before = received.length;
    const refused = await t.call(order.cancelOrder, { token: m.token, body: { id: 999_999, reason: '' } });
    expect(refused.error_code).not.toBe(0);
    await drain();
    expect(received.length).toBe(before);
  });

  it('hands a batch again after the subscriber failed, and moves on once it took it', async () => {
    const m = await merchantWithSkus(t);
    const saved = await createOrder(t, m.token, sampleOrder());
    failNext = true;
    const failed = await drain();
    expect(failed.result).toMatchObject({ 'test.listener': 'failed after 0' });
    expect(received.some((event) => event.subject === String(saved.id))).toBe(false);
    const cursor = await t.db
      .selectFrom('event_cursors')
      .selectAll()
      .where('subscriber', '=', 'test.listener')
      .executeTakeFirst();
    expect(cursor).toMatchObject({ failures: 1, last_error: 'listener is down' });
    await drain();
    expect(received.filter((event) => event.subject === String(saved.id))).toHaveLength(1);
    const after = await t.db
      .selectFrom('event_cursors')
      .selectAll()
      .where('subscriber', '=', 'test.listener')
      .executeTakeFirst();
    expect(after).toMatchObject({ failures: 0, last_error: null });
  });

  it('a subscriber new to the database takes the events appended between the server’s start and its first drain', async () => {
    const m = await merchantWithSkus(t);
    // A second outbox on the same tables stands for a server starting with a module new to this database.
    const outbox = new EventOutbox(t.app.core.db, t.app.core.clock);
    const name = `test.new-${m.customerId}`;
    const taken: DeliveredEvent[] = [];
    outbox.subscribe(name, async (events) => {
      taken.push(...events);
    });
    await outbox.open(t.app.core.clock.now().toISOString());
    const saved = await createOrder(t, m.token, sampleOrder());
    const run = await outbox.drainJob().run(t.app.core.clock.now(), new AbortController().signal, { byHand: true });
    expect(run).toMatchObject({ [name]: expect.any(Number) });
    expect(taken.filter((event) => event.subject === String(saved.id)).map((event) => event.payload.to)).toEqual([
      'approving',
    ]);
  });

  it('on PostgreSQL waits for an earlier id still in a running transaction instead of passing it', async (context) => {
    if (t.app.core.db.engine !== 'postgres') context.skip();
    const m = await merchantWithSkus(t);
    await drain();
    const events = t.app.core.events;
    const gap = (subject: string) => ({ customerId: m.customerId, type: 'test.gap', subject, payload: {} });
    let appended!: () => void;
    let release!: () => void;
    const earlierAppended = new Promise<void>((resolve) => (appended = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // The earlier id is taken first but its transaction commits last.
    const earlier = transaction(t.app.core.db, async (tx) => {
      await events.append(tx, [gap('earlier')]);
      appended();
      await released;
    });
    await earlierAppended;
    await transaction(t.app.core.db, (tx) => events.append(tx, [gap('later')]));
    await drain();
    const seen = () => received.filter((event) => event.type === 'test.gap').map((event) => event.subject);
    expect(seen()).toEqual([]);
    release();
    await earlier;
    await drain();
    expect(seen()).toEqual(['earlier', 'later']);
  });
});

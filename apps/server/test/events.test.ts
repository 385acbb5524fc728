import { order } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveredEvent } from '../src/platform/events/event-outbox';
import { createOrder, merchantWithSkus, sampleOrder, startOrderApp } from './support/orders';
import type { TestApp } from './support/test-app';

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

  it('a refused change appends nothing', async () => {
    const before = received.length;
    const m = await merchantWithSkus(t);
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
});

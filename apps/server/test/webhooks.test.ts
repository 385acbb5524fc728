import { open, setting, type WebhookDelivery, webhook } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../src/platform/standard-webhooks/signing';
import { manualClock } from './support/manual-clock';
import { createOrder, merchantWithSkus, sampleOrder } from './support/orders';
import { TestApp } from './support/test-app';
import { WebhookReceiver } from './support/webhook-receiver';

/** Seconds between attempts after each failure (the Standard Webhooks schedule after the first try). */
const SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400];

describe('merchant webhooks', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  const clock = manualClock();

  beforeAll(async () => {
    // One pass per run of the send job: the test moves the clock between runs itself.
    t = await TestApp.start({
      clock,
      // Sessions outlive the days the retry schedule moves the clock by.
      env: {
        WEBHOOK_ALLOW_LOOPBACK: '1',
        WEBHOOK_SEND_WINDOW_MS: '0',
        SESSION_IDLE_MINUTES: String(60 * 24 * 30),
        SESSION_MAX_DAYS: '60',
      },
    });
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const drain = () => t.app.core.jobs.runNow('platform.drainEvents');
  const send = async () => {
    const run = await t.app.core.jobs.runNow('webhook.send');
    expect(run.status).toBe('succeeded');
    return run;
  };

  async function merchantWithEndpoint(path: string, eventTypes: string[] = ['order.created']) {
    const m = await merchantWithSkus(t, ['MUG-01']);
    await drain(); // the stock and wallet set-up is before the endpoint
    const created = await t.call(webhook.create, {
      token: m.token,
      body: { url: `${receiver.base}${path}`, event_types: eventTypes, description: 'shop sync' },
    });
    expect(created.error_code, created.msg).toBe(0);
    return { ...m, endpoint: created.content };
  }

  async function deliveriesOf(token: string, endpointId: number): Promise<WebhookDelivery[]> {
    const reply = await t.call(webhook.deliveries, { token, query: { endpoint_id: endpointId } });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content.list;
  }

  it('registers an endpoint, lists it with a hint of its secret, and refuses URLs that are not https to a public host', async () => {
    const m = await merchantWithEndpoint('/ok');
    expect(m.endpoint.secret).toMatch(/^whsec_/);
    const listed = await t.call(webhook.list, { token: m.token });
    expect(listed.content.list).toEqual([
      expect.objectContaining({
        url: `${receiver.base}/ok`,
        event_types: ['order.created'],
        enabled: 1,
        secret_hint: `…${m.endpoint.secret.slice(-4)}`,
      }),
    ]);
    expect(JSON.stringify(listed.content)).not.toContain(m.endpoint.secret);
    for (const url of [
      'http://shop.example.com/hook',
      'https://10.0.0.8/hook',
      'https://0.0.0.0/hook',
      'https://169.254.169.254/latest',
      'https://[fe80::1]/hook',
      'https://[fd00::1]/hook',
    ]) {
      const refused = await t.call(webhook.create, { token: m.token, body: { url, event_types: ['order.created'] } });
      expect([url, refused.error_code, refused.msg]).toEqual([
        url,
        1781,
        'The endpoint URL must start with https:// and name a public host',
      ]);
    }
  });

  it('delivers an order’s creation signed by the Standard Webhooks rules, once, and logs the attempt', async () => {
    const m = await merchantWithEndpoint('/ok', ['order.created', 'inventory.changed']);
    const saved = await createOrder(t, m.token, sampleOrder());
    await drain();
    await drain(); // the outbox hands nothing twice, and a repeat would enqueue nothing
    const before = receiver.at('/ok').length;
    await send();
    const mine = receiver.at('/ok').slice(before);
    const created = mine.filter((request) => JSON.parse(request.body).type === 'order.created');
    expect(created).toHaveLength(1);
    const request = created[0] as (typeof created)[number];
    const body = JSON.parse(request.body);
    expect(body).toEqual({
      type: 'order.created',
      timestamp: expect.any(String),
      data: { order_id: saved.id, to: 'approving' },
    });
    const id = String(request.headers['webhook-id']);
    const timestamp = Number(request.headers['webhook-timestamp']);
    expect(id).toMatch(/^msg_\d+_order_created$/);
    expect(timestamp).toBe(Math.floor(clock.now().getTime() / 1000));
    expect(
      verifyWebhookSignature(m.endpoint.secret, String(request.headers['webhook-signature']), {
        id,
        timestamp,
        body: request.body,
      }),
    ).toBe(true);
    const log = (await deliveriesOf(m.token, m.endpoint.id)).find((d) => d.message_id === id);
    expect(log).toMatchObject({ status: 'succeeded', attempts: 1, next_attempt_at: null, event_type: 'order.created' });
    expect(log?.log).toEqual([expect.objectContaining({ status_code: 200, response_excerpt: 'thanks' })]);
    // Sent once: another run finds nothing due.
    await send();
    expect(receiver.at('/ok').filter((r) => r.headers['webhook-id'] === id)).toHaveLength(1);
  });

  it('sends only the types an endpoint takes', async () => {
    const m = await merchantWithEndpoint('/ok', ['order.shipped']);
    await createOrder(t, m.token, sampleOrder());
    await drain();
    await send();
    expect(await deliveriesOf(m.token, m.endpoint.id)).toEqual([]);
  });

  it('retries on the schedule as the clock moves, logs every attempt, and gives up after the tenth', async () => {
    const m = await merchantWithEndpoint('/fail');
    await createOrder(t, m.token, sampleOrder());
    await drain();
    const attemptsAt = () => receiver.at('/fail').filter((r) => r.headers['webhook-id']?.includes('order_created'));
    const start = attemptsAt().length;
    await send();
    expect(attemptsAt().length - start).toBe(1);
    for (const [index, seconds] of SCHEDULE.entries()) {
      const [delivery] = await deliveriesOf(m.token, m.endpoint.id);
      expect(delivery).toMatchObject({ status: 'pending', attempts: index + 1 });
      expect(Date.parse(String(delivery?.next_attempt_at)) - clock.now().getTime()).toBe(seconds * 1000);
      clock.advance(seconds * 1000 - 1000);
      await send(); // a second early: not due
      expect(attemptsAt().length - start).toBe(index + 1);
      clock.advance(1000);
      await send();
      expect(attemptsAt().length - start).toBe(index + 2);
    }
    const [failed] = await deliveriesOf(m.token, m.endpoint.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 10, next_attempt_at: null });
    expect(failed?.log).toHaveLength(10);
    expect(failed?.log[0]).toMatchObject({ status_code: 500, response_excerpt: 'receiver is down' });
    clock.advance(7 * 86_400_000);
    await send();
    expect(attemptsAt().length - start).toBe(10);

    // Replay: the same webhook-id again, now, with retries afresh.
    const replayed = await t.call(webhook.replay, { token: m.token, body: { id: failed?.id } });
    expect(replayed.error_code, replayed.msg).toBe(0);
    await send();
    expect(attemptsAt().length - start).toBe(11);
    const [again] = await deliveriesOf(m.token, m.endpoint.id);
    expect(again).toMatchObject({ status: 'pending', attempts: 1, message_id: failed?.message_id });
    expect(again?.log).toHaveLength(11);
  });

  it('switches an endpoint off when it answers 410 Gone', async () => {
    const m = await merchantWithEndpoint('/gone');
    await createOrder(t, m.token, sampleOrder());
    await drain();
    await send();
    const [delivery] = await deliveriesOf(m.token, m.endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
    const listed = await t.call(webhook.list, { token: m.token });
    expect(listed.content.list[0]).toMatchObject({ enabled: 0, disabled_reason: 'gone' });
    // Switched off, it gets no more deliveries.
    await createOrder(t, m.token, sampleOrder());
    await drain();
    expect(await deliveriesOf(m.token, m.endpoint.id)).toHaveLength(1);
  });

  it('signs with the old and the new secret for a day after a rotation', async () => {
    const m = await merchantWithEndpoint('/ok');
    const rotated = await t.call(webhook.rotateSecret, { token: m.token, body: { id: m.endpoint.id } });
    expect(rotated.error_code, rotated.msg).toBe(0);
    const fresh = rotated.content.secret;
    expect(fresh).not.toBe(m.endpoint.secret);
    const signaturesOfNext = async () => {
      const saved = await createOrder(t, m.token, sampleOrder());
      await drain();
      await send();
      const request = receiver.at('/ok').find((r) => JSON.parse(r.body).data.order_id === saved.id);
      if (!request) throw new Error('no delivery');
      const message = {
        id: String(request.headers['webhook-id']),
        timestamp: Number(request.headers['webhook-timestamp']),
        body: request.body,
      };
      const header = String(request.headers['webhook-signature']);
      return {
        count: header.split(' ').length,
        fresh: verifyWebhookSignature(fresh, header, message),
        old: verifyWebhookSignature(m.endpoint.secret, header, message),
      };
    };
    expect(await signaturesOfNext()).toEqual({ count: 2, fresh: true, old: true });
    clock.advance(24 * 3600_000 + 1000);
    expect(await signaturesOfNext()).toEqual({ count: 1, fresh: true, old: false });
  });

  describe('outgoing requests are refused or cut short, each logged', () => {
    /** An endpoint whose URL was stored as given, as if registered before a rule changed. */
    async function storedEndpoint(url: string) {
      const m = await merchantWithEndpoint('/ok');
      await t.db.updateTable('webhook_endpoints').set({ url }).where('id', '=', m.endpoint.id).execute();
      await createOrder(t, m.token, sampleOrder());
      await drain();
      await send();
      const [delivery] = await deliveriesOf(m.token, m.endpoint.id);
      return delivery as WebhookDelivery;
    }

    it('refuses plain http to anything but 127.0.0.1', async () => {
      const delivery = await storedEndpoint('http://localhost:1/hook');
      expect(delivery.log[0]).toMatchObject({ status_code: null });
      expect(delivery.log[0]?.response_excerpt).toContain('must be https');
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    });

    it('refuses a host that resolves to a private address', async () => {
      const delivery = await storedEndpoint('https://10.1.2.3/hook');
      expect(delivery.log[0]).toMatchObject({
        status_code: null,
        response_excerpt: 'refused: 10.1.2.3 is not a public address',
      });
    });

    it('does not follow a redirect', async () => {
      const m = await merchantWithEndpoint('/redirect');
      const okBefore = receiver.at('/ok').length;
      await createOrder(t, m.token, sampleOrder());
      await drain();
      await send();
      const [delivery] = await deliveriesOf(m.token, m.endpoint.id);
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
      expect(delivery?.log[0]).toMatchObject({ status_code: 302, response_excerpt: 'redirect not followed' });
      expect(receiver.at('/ok').length).toBe(okBefore);
    });

    it('reads a reply up to 64 KB, logs its first 1 KB, and does not wait for the rest', async () => {
      const m = await merchantWithEndpoint('/endless');
      await createOrder(t, m.token, sampleOrder());
      await drain();
      await send();
      const [delivery] = await deliveriesOf(m.token, m.endpoint.id);
      expect(delivery).toMatchObject({ status: 'succeeded' });
      expect(delivery?.log[0]?.response_excerpt).toBe('x'.repeat(1024));
      expect(delivery?.log[0]?.duration_ms).toBeLessThan(15_000);
    });
  });

  it('keeps each merchant to its own endpoints', async () => {
    const owner = await merchantWithEndpoint('/ok');
    const other = await merchantWithSkus(t, ['MUG-01']);
    expect((await t.call(webhook.list, { token: other.token })).content.list).toEqual([]);
    for (const call of [
      t.call(webhook.rotateSecret, { token: other.token, body: { id: owner.endpoint.id } }),
      t.call(webhook.remove, { token: other.token, body: { id: owner.endpoint.id } }),
      t.call(webhook.deliveries, { token: other.token, query: { endpoint_id: owner.endpoint.id } }),
    ]) {
      expect((await call).error_code).toBe(1004);
    }
    const removed = await t.call(webhook.remove, { token: owner.token, body: { id: owner.endpoint.id } });
    expect(removed.error_code, removed.msg).toBe(0);
    expect((await t.call(webhook.list, { token: owner.token })).content.list).toEqual([]);
  });

  it('switches off an endpoint failing for 5 days and mails the main account, once', async () => {
    const m = await merchantWithEndpoint('/fail');
    const main = await t.db
      .selectFrom('accounts')
      .select('email')
      .where('customer_id', '=', m.customerId)
      .where('is_main', '=', 1)
      .executeTakeFirstOrThrow();
    const mails = () =>
      t.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', main.email).execute();
    const orderAndSend = async () => {
      await createOrder(t, m.token, sampleOrder());
      await drain();
      await send();
    };
    await orderAndSend();
    clock.advance(5 * 86_400_000 - 60_000);
    await orderAndSend(); // four days and 23 hours 59 minutes of failing: still on
    expect((await t.call(webhook.list, { token: m.token })).content.list[0]).toMatchObject({ enabled: 1 });
    clock.advance(60_000);
    await orderAndSend();
    expect((await t.call(webhook.list, { token: m.token })).content.list[0]).toMatchObject({
      enabled: 0,
      disabled_reason: 'failing',
    });
    expect(await mails()).toEqual([
      {
        subject: 'A webhook endpoint was switched off after failing for 5 days',
        text_body: expect.stringContaining(`${receiver.base}/fail`),
      },
    ]);
    await orderAndSend();
    expect(await mails()).toHaveLength(1);
  });

  it('serves the events feed of the last 30 days by keyset, in the webhooks’ shape (the last test: it moves the clock a month)', async () => {
    const m = await merchantWithSkus(t, ['MUG-01']);
    const key = (await t.call(setting.generateCustomerApiKey, { token: m.token })).content.apikey;
    const feed = (query: Record<string, unknown>) => t.call(open.listEvents, { query, headers: { 'x-api-key': key } });
    const everything = await feed({ limit: 200 });
    expect(everything.error_code, everything.msg).toBe(0);
    const after = everything.content.next_after;
    expect(everything.content.list.every((event) => event.type === 'inventory.changed')).toBe(true);
    const saved = await createOrder(t, m.token, sampleOrder());
    const created = await feed({ after, type: 'order.created' });
    expect(created.content.list).toEqual([
      {
        event_id: expect.any(Number),
        message_id: expect.stringMatching(/^msg_\d+_order_created$/),
        type: 'order.created',
        timestamp: clock.now().toISOString(),
        data: { order_id: saved.id, to: 'approving' },
      },
    ]);
    expect(created.content.has_more).toBe(false);
    const onwards = await feed({ after: created.content.next_after });
    expect(onwards.content).toEqual({ list: [], next_after: created.content.next_after, has_more: false });
    // Another merchant's key reads none of these.
    const other = await merchantWithSkus(t, ['MUG-01']);
    const otherKey = (await t.call(setting.generateCustomerApiKey, { token: other.token })).content.apikey;
    const theirs = await t.call(open.listEvents, {
      query: { after, type: 'order.created' },
      headers: { 'x-api-key': otherKey },
    });
    expect(theirs.content.list).toEqual([]);
    clock.advance(31 * 86_400_000);
    expect((await feed({ after: 0, limit: 200 })).content.list).toEqual([]);
  });
});

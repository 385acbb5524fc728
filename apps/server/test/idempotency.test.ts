import { defineOperation, setting } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../src/http/route';
import { AppError } from '../src/kernel/app-error';
import { IdempotencyRepository } from '../src/platform/idempotency/idempotency-repository';
import { IDEMPOTENCY_DEFAULTS, IdempotencyStore } from '../src/platform/idempotency/idempotency-store';
import { manualClock } from './support/manual-clock';
import { DEMO_LOGINS, TestApp } from './support/test-app';

/** A test-only Open API operation (registered only in this file's app) that counts how often it runs. */
const createThing = defineOperation({
  id: 'test.createThing',
  method: 'POST',
  path: '/api/open/v1/test/things',
  summary: 'test only',
  auth: 'apiKey',
  idempotent: true,
  body: z.object({ name: z.string().min(1), outcome: z.enum(['ok', 'refuse', 'crash']).default('ok') }),
  response: z.object({ id: z.number().int(), name: z.string(), customer_id: z.number().int() }),
  examples: { body: { name: 'x' }, response: { id: 1, name: 'x', customer_id: 10001 } },
});

const HOUR = 60 * 60_000;

describe('Idempotency-Key on idempotent operations', () => {
  const clock = manualClock();
  let t: TestApp;
  let key: string;
  let otherKey: string;
  const executions: string[] = [];

  beforeAll(async () => {
    t = await TestApp.start({
      clock,
      // The clock stands still here: the per-key bucket would never fill again.
      env: { OPEN_API_BURST: '100000' },
      extraRoutes: () => [
        route(createThing, async ({ body, viewer }) => {
          executions.push(body.name);
          // Long enough for concurrent repeats to arrive while it runs.
          await new Promise((resolve) => setTimeout(resolve, 150));
          if (body.outcome === 'refuse') throw new AppError('CONFLICT');
          if (body.outcome === 'crash') throw new Error('boom');
          return { id: executions.length, name: body.name, customer_id: viewer.customerId };
        }),
      ],
    });
    key = (await t.call(setting.generateCustomerApiKey, { token: await t.login() })).content.apikey;
    otherKey = (await t.call(setting.generateCustomerApiKey, { token: await t.login(DEMO_LOGINS.other) })).content
      .apikey;
  });
  afterAll(() => t.close());

  const send = (body: unknown, idempotencyKey?: string, options: { apiKey?: string; lang?: 'en' | 'zh_CN' } = {}) =>
    t.call(createThing, {
      body,
      lang: options.lang,
      headers: {
        'x-api-key': options.apiKey ?? key,
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
    });
  const runs = (name: string) => executions.filter((n) => n === name).length;

  it('runs 50 concurrent requests with one key exactly once, and answers them all with its reply', async () => {
    const replies = await Promise.all(Array.from({ length: 50 }, () => send({ name: 'fifty' }, 'key-fifty')));
    expect(runs('fifty')).toBe(1);
    const first = replies.find((r) => r.raw.headers['idempotent-replayed'] === undefined);
    expect(first?.content).toMatchObject({ name: 'fifty', customer_id: 10001 });
    for (const reply of replies) {
      expect([reply.status, reply.error_code, reply.content]).toEqual([200, 0, first?.content]);
    }
    expect(replies.filter((r) => r.raw.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    const rows = await t.db.selectFrom('idempotency_keys').selectAll().where('idem_key', '=', 'key-fifty').execute();
    expect(rows.map((r) => [r.customer_id, r.state, r.status_code])).toEqual([[10001, 'done', 200]]);
  });

  it('replays the first reply to a repeat, the same status and envelope, and runs nothing', async () => {
    const first = await send({ name: 'replay' }, 'key-replay', { lang: 'zh_CN' });
    const again = await send({ outcome: 'ok', name: 'replay' }, 'key-replay');
    expect(runs('replay')).toBe(1);
    expect(first.raw.headers['idempotent-replayed']).toBeUndefined();
    expect(again.raw.headers['idempotent-replayed']).toBe('true');
    // The kept envelope is sent as it was, in the first request's language.
    expect(again.raw.body).toBe(first.raw.body);
    expect(again.status).toBe(first.status);
  });

  it('refuses the key reused with a different body, with 422, and runs nothing', async () => {
    await send({ name: 'body-a' }, 'key-body');
    const other = await send({ name: 'body-b' }, 'key-body', { lang: 'zh_CN' });
    expect([other.status, other.error_code]).toEqual([422, 1303]);
    expect(other.msg).toBe('该 Idempotency-Key 已用于另一个不同的请求：新的请求请使用新的 Idempotency-Key');
    expect(runs('body-b')).toBe(0);
  });

  it('keeps keys per merchant: the same key of another merchant is its own', async () => {
    await send({ name: 'shared' }, 'key-shared');
    const theirs = await send({ name: 'shared' }, 'key-shared', { apiKey: otherKey });
    expect(runs('shared')).toBe(2);
    expect(theirs.content.customer_id).toBe(10002);
    expect(theirs.raw.headers['idempotent-replayed']).toBeUndefined();
  });

  it('runs every request without a key', async () => {
    await send({ name: 'no-key' });
    await send({ name: 'no-key' });
    expect(runs('no-key')).toBe(2);
  });

  it('refuses a key that is empty, too long or not printable, and runs nothing', async () => {
    for (const bad of ['x'.repeat(256), 'tab\there', 'ключ']) {
      const reply = await send({ name: 'bad-key' }, bad);
      expect([reply.status, reply.error_code, reply.msg]).toEqual([
        200,
        1302,
        'The Idempotency-Key header must be 1-255 printable characters',
      ]);
    }
    const empty = await t.app.server.inject({
      method: 'POST',
      url: createThing.path,
      headers: { 'x-api-key': key, 'idempotency-key': '', 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'bad-key' }),
    });
    expect(empty.json().error_code).toBe(1302);
    expect(runs('bad-key')).toBe(0);
    expect((await send({ name: 'bad-key' }, 'x'.repeat(255))).error_code).toBe(0);
  });

  it('keeps a business refusal like a success, and replays it', async () => {
    const refused = await send({ name: 'refused', outcome: 'refuse' }, 'key-refused');
    expect([refused.status, refused.error_code]).toEqual([200, 1018]);
    const again = await send({ name: 'refused', outcome: 'refuse' }, 'key-refused');
    expect(again.raw.headers['idempotent-replayed']).toBe('true');
    expect(again.raw.body).toBe(refused.raw.body);
    expect(runs('refused')).toBe(1);
  });

  it('keeps no reply of a request that failed on the server: a retry runs again', async () => {
    const crashed = await send({ name: 'crash', outcome: 'crash' }, 'key-crash');
    expect([crashed.status, crashed.error_code]).toEqual([500, 1500]);
    const retry = await send({ name: 'crash', outcome: 'crash' }, 'key-crash');
    expect(retry.raw.headers['idempotent-replayed']).toBeUndefined();
    expect(runs('crash')).toBe(2);
    expect(
      await t.db.selectFrom('idempotency_keys').select('idem_key').where('idem_key', '=', 'key-crash').execute(),
    ).toEqual([]);
  });

  it('keeps nothing of a request refused before it ran (bad input): the key stays free', async () => {
    const invalid = await send({ name: '' }, 'key-invalid');
    expect(invalid.error_code).toBe(1001);
    const valid = await send({ name: 'after-invalid' }, 'key-invalid');
    expect([valid.error_code, runs('after-invalid')]).toEqual([0, 1]);
  });

  it('forgets a key after 24 hours, and the pruning job deletes it', async () => {
    await send({ name: 'expiry' }, 'key-expiry');
    clock.advance(24 * HOUR - 1);
    expect((await send({ name: 'expiry' }, 'key-expiry')).raw.headers['idempotent-replayed']).toBe('true');
    clock.advance(1);
    const fresh = await send({ name: 'expiry' }, 'key-expiry');
    expect(fresh.raw.headers['idempotent-replayed']).toBeUndefined();
    expect(runs('expiry')).toBe(2);

    // Every key sent before the expiry one is now a day old.
    const before = await t.db.selectFrom('idempotency_keys').select('idem_key').execute();
    const run = await t.app.core.jobs.runNow('platform.pruneExpired');
    expect(run.status).toBe('succeeded');
    const after = await t.db.selectFrom('idempotency_keys').select('idem_key').execute();
    expect(after.map((r) => r.idem_key)).toEqual(['key-expiry']);
    expect(run.result?.idempotency_keys).toBe(before.length - 1);
  });
});

describe('the idempotency store', () => {
  const clock = manualClock();
  let t: TestApp;
  let store: IdempotencyStore;
  beforeAll(async () => {
    t = await TestApp.start({ clock, seedOnRealTime: true });
    store = new IdempotencyStore(new IdempotencyRepository(t.app.core.db), clock, {
      ...IDEMPOTENCY_DEFAULTS,
      waitMs: 300,
    });
  });
  afterAll(() => t.close());

  const ok = (n: number) => async () => ({
    reply: { status: 200, body: { error_code: 0, msg: 'Success', content: n } },
    keep: true,
  });

  it('tells a repeat that the first request is still running (409) once it has waited', async () => {
    let finish: () => void = () => undefined;
    const first = store.execute(10001, 'slow', 'hash', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return ok(1)();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    await expect(store.execute(10001, 'slow', 'hash', ok(2))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
      retryAfterSeconds: 1,
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    finish();
    expect((await first).replayed).toBe(false);
    expect(await store.execute(10001, 'slow', 'hash', ok(3))).toEqual({ reply: (await ok(1)()).reply, replayed: true });
  });

  it('takes over the key of a request whose instance died, once its lease has run out', async () => {
    // A claim nobody renews: the request that made it is gone.
    await t.db
      .insertInto('idempotency_keys')
      .values({
        customer_id: 10001,
        idem_key: 'orphan',
        request_hash: 'hash',
        state: 'running',
        holder: 'dead-instance',
        lease_until: clock.now().getTime() + IDEMPOTENCY_DEFAULTS.leaseMs,
        status_code: null,
        reply: null,
        created_at: clock.now().toISOString(),
        expires_at: clock.now().getTime() + IDEMPOTENCY_DEFAULTS.ttlMs,
      })
      .execute();
    await expect(store.execute(10001, 'orphan', 'hash', ok(1))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
    });
    // Another request cannot take it over even then.
    clock.advance(IDEMPOTENCY_DEFAULTS.leaseMs);
    await expect(store.execute(10001, 'orphan', 'other-hash', ok(1))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await store.execute(10001, 'orphan', 'hash', ok(7))).toEqual({
      reply: (await ok(7)()).reply,
      replayed: false,
    });
  });
});

import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sampleOrderDraft } from '@portal/contract/fixtures';
import Database from 'better-sqlite3';
import { percentile, ServerProcess } from './support/server-process';
import { webhookSendersRunning } from './support/webhook-senders';
import { WebhookSink } from './support/webhook-sink';

/**
 * Webhook delivery (issue 26, docs/PERFORMANCE.md "Webhook delivery"), against the compiled server
 * pinned to one core (SQLite, demo data) and a receiver in this process:
 * - lag: EVENTS stock movements appended to the outbox at RATE a second (in slices every 100 ms,
 *   straight into the `events` table, as a change's transaction would), each fanned out to 3 endpoints;
 *   the lag of a delivery is its first arrival at the receiver less its event's commit. Goal p95 ≤ 2 s.
 * - save: SAVES order saves by one client with no endpoint, then with 3 endpoints taking every event
 *   type, in turns (ROUNDS each); prints each p50. Goal: ≤ 5 % slower with webhooks on.
 * `npm run build -w apps/server && npm run bench:webhooks -w bench` (MODE=lag or save for one part).
 */
const EVENTS = Number(process.env.EVENTS ?? 10_000);
const RATE = Number(process.env.RATE ?? 250);
const ENDPOINTS = 3;
const SAVES = Number(process.env.SAVES ?? 300);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const MODE = process.env.MODE ?? 'both';
const ALL_TYPES = [
  'order.created',
  'order.status_changed',
  'order.shipped',
  'order.delivered',
  'order.exception',
  'inventory.changed',
  'inbound.status_changed',
  'loss_order.created',
  'top_up.received',
  'wallet.low_balance',
];

interface Reply<T> {
  error_code: number;
  msg: string;
  content: T;
}

async function call<T>(server: ServerProcess, token: string, pathname: string, body: unknown): Promise<T> {
  const reply = (await (
    await fetch(`${server.baseUrl}${pathname}`, {
      method: 'POST',
      headers: { token, 'accept-language': 'en', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as Reply<T>;
  if (reply.error_code !== 0) throw new Error(`${pathname}: ${reply.msg}`);
  return reply.content;
}

async function createEndpoints(server: ServerProcess, token: string, sink: WebhookSink, types: string[]) {
  const ids: number[] = [];
  for (let n = 0; n < ENDPOINTS; n++) {
    const made = await call<{ id: number }>(server, token, '/api/ucenter/webhook/create', {
      url: `${sink.base}/e${n}`,
      event_types: types,
    });
    ids.push(made.id);
  }
  return ids;
}

async function lag(): Promise<void> {
  const sink = await WebhookSink.start();
  const server = new ServerProcess({
    port: Number(process.env.BENCH_PORT ?? 8296),
    cpus: process.env.SERVER_CPUS ?? '0',
    env: { WEBHOOK_ALLOW_LOOPBACK: '1', DEMO_SIMULATOR: '0' },
  });
  try {
    await server.start();
    const token = await server.login('demo@portal.test', 'Demo#2026');
    await createEndpoints(server, token, sink, ['inventory.changed']);
    const db = new Database(path.join(server.dataDir, 'portal.sqlite'));
    db.pragma('busy_timeout = 5000');
    await webhookSendersRunning(async (text) => db.prepare(text).all() as Record<string, unknown>[], 90_000);
    const insert = db.prepare(
      "insert into events (customer_id, type, subject, payload, created_at) values (10001, 'stock.moved', ?, ?, ?)",
    );
    const committedAt = new Map<string, number>();
    const slice = Math.max(1, Math.round(RATE / 10));
    const cpuBefore = server.cpuMs();
    const started = performance.now();
    for (let sent = 0; sent < EVENTS; sent += slice) {
      const due = started + (sent / RATE) * 1000;
      if (due > performance.now()) await sleep(due - performance.now());
      const ids: number[] = [];
      db.transaction(() => {
        for (let i = sent; i < Math.min(EVENTS, sent + slice); i++) {
          const payload = JSON.stringify({
            movement_id: i,
            product_id: 1,
            warehouse_id: 1,
            type: 'adjustment',
            on_hand_delta: 1,
            locked_delta: 0,
            on_hand: i,
            available: i,
            reference_type: null,
            reference_id: null,
          });
          ids.push(Number(insert.run(String(i), payload, new Date().toISOString()).lastInsertRowid));
        }
      })();
      const at = Date.now();
      for (const id of ids) committedAt.set(`msg_${id}_inventory_changed`, at);
    }
    const appendedMs = performance.now() - started;
    const deadline = Date.now() + 10 * 60_000;
    const total = () => [...sink.seen.keys()].reduce((sum, key) => sum + sink.count(key), 0);
    while (total() < EVENTS * ENDPOINTS && Date.now() < deadline) await sleep(100);
    const doneMs = performance.now() - started;
    const lags: number[] = [];
    for (const ids of sink.seen.values()) {
      for (const [id, times] of ids) {
        const at = committedAt.get(id);
        if (at !== undefined) lags.push((times[0] as number) - at);
      }
    }
    lags.sort((a, b) => a - b);
    const cpu = server.cpuMs() - cpuBefore;
    console.log(
      `webhook lag (${EVENTS} events at ${RATE}/s to ${ENDPOINTS} endpoints, appended in ${(appendedMs / 1000).toFixed(1)} s, all delivered after ${(doneMs / 1000).toFixed(1)} s): ` +
        `delivered ${lags.length}/${EVENTS * ENDPOINTS}, duplicates ${sink.duplicates()}, ` +
        `lag p50 ${percentile(lags, 50).toFixed(0)} ms, p95 ${percentile(lags, 95).toFixed(0)} ms, max ${(lags.at(-1) ?? Number.NaN).toFixed(0)} ms; ` +
        `server CPU ${(cpu / 1000).toFixed(1)} s (${((cpu * 1000) / Math.max(1, lags.length)).toFixed(0)} µs a delivery)`,
    );
    db.close();
    if (lags.length < EVENTS * ENDPOINTS || percentile(lags, 95) > 2000) process.exitCode = 1;
  } finally {
    await server.stop();
    server.dispose();
    await sink.close();
  }
}

async function saves(): Promise<void> {
  const sink = await WebhookSink.start();
  const server = new ServerProcess({
    port: Number(process.env.BENCH_PORT ?? 8296),
    cpus: process.env.SERVER_CPUS ?? '0',
    env: { WEBHOOK_ALLOW_LOOPBACK: '1', DEMO_SIMULATOR: '0' },
  });
  try {
    await server.start();
    const token = await server.login('demo@portal.test', 'Demo#2026');
    const endpoints = await createEndpoints(server, token, sink, ALL_TYPES);
    // With the sender not yet running, "on" would measure saves with nothing sent beside them.
    const db = new Database(path.join(server.dataDir, 'portal.sqlite'), { readonly: true });
    await webhookSendersRunning(async (text) => db.prepare(text).all() as Record<string, unknown>[], 90_000);
    db.close();
    const toggle = async (enabled: 0 | 1) => {
      for (const [n, id] of endpoints.entries()) {
        await call(server, token, '/api/ucenter/webhook/update', {
          id,
          url: `${sink.base}/e${n}`,
          event_types: ALL_TYPES,
          enabled,
        });
      }
    };
    const round = async (): Promise<number> => {
      const times: number[] = [];
      for (let i = 0; i < SAVES + 20; i++) {
        const body = {
          ...sampleOrderDraft(1, [{ sku: 'TS-CTN-WHT-M', quantity: 1 }]),
          shipping_method_code: 'USWE-USPS-GA',
        };
        const began = performance.now();
        await call(server, token, '/api/ucenter/order/saveOrder', body);
        if (i >= 20) times.push(performance.now() - began);
      }
      times.sort((a, b) => a - b);
      return percentile(times, 50);
    };
    const off: number[] = [];
    const on: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      await toggle(0);
      off.push(await round());
      await toggle(1);
      on.push(await round());
    }
    await sleep(3000); // the last deliveries
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const slower = (median(on) / median(off) - 1) * 100;
    console.log(
      `order save p50 (${SAVES} saves a round, one client, ${ROUNDS} rounds each in turns): webhooks off ${off.map((v) => v.toFixed(2)).join(' / ')} ms, ` +
        `on (3 endpoints, every type) ${on.map((v) => v.toFixed(2)).join(' / ')} ms: ${slower >= 0 ? '+' : ''}${slower.toFixed(1)} %; ` +
        `${sink.count('/e0')} deliveries at the first endpoint`,
    );
    // Every save appends order.created to all 3 endpoints: the "on" rounds sent (SAVES + 20) × ROUNDS to each.
    if (slower > 5 || sink.count('/e0') < (SAVES + 20) * ROUNDS) process.exitCode = 1;
  } finally {
    await server.stop();
    server.dispose();
    await sink.close();
  }
}

if (MODE !== 'save') await lag();
if (MODE !== 'lag') await saves();

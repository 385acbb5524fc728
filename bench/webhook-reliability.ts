import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import pg from 'pg';
import { postgresCluster } from './support/postgres-cluster';
import { ServerProcess } from './support/server-process';
import { type Query, webhookSendersRunning } from './support/webhook-senders';
import { WebhookSink } from './support/webhook-sink';

/**
 * Webhook reliability (issue 26, docs/server/webhooks.md "What is guaranteed"), with compiled
 * servers started here on data of their own and a receiver in this process that answers after
 * REPLY_MS and counts each `webhook-id` per endpoint:
 * 1. crash: 200 stock movements pending for 2 endpoints; the server is killed (SIGKILL) mid-delivery
 *    and started again on the same SQLite file. Every event must reach each endpoint (none missing),
 *    and the portal's log must show each delivery succeeded, with one 2xx attempt. Resends (an event
 *    the killed process sent but had not recorded) are counted and printed: at least once.
 * 2. two instances on one PostgreSQL (DATABASE_URL, else a throw-away cluster started here), both
 *    appending events (200, in turns) and both ticking jobs: each event reaches each endpoint exactly once.
 * `npm run build -w apps/server && npm run bench:webhook-reliability -w bench`; exits non-zero on a miss.
 */
const EVENTS = Number(process.env.EVENTS ?? 200);
const REPLY_MS = Number(process.env.REPLY_MS ?? 50);
const ENDPOINTS = 2;
const OPS_KEY = 'demo-ops-key';
const SERVER_ENV = {
  WEBHOOK_ALLOW_LOOPBACK: '1',
  DEMO_SIMULATOR: '0',
  // A restarted instance takes the dead one's job leases as soon as they run out (30 s).
  JOBS_TICK_MS: '1000',
  OPS_KEY,
};

async function post(server: ServerProcess, pathname: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  if (token) headers.token = token;
  else headers['ops-key'] = OPS_KEY;
  const reply = (await (
    await fetch(`${server.baseUrl}${pathname}`, { method: 'POST', headers, body: JSON.stringify(body) })
  ).json()) as { error_code: number; msg: string; content: { id: number } };
  if (reply.error_code !== 0) throw new Error(`${pathname}: ${reply.msg}`);
  return reply.content;
}

async function endpoints(server: ServerProcess, sink: WebhookSink): Promise<void> {
  const token = await server.login('demo@portal.test', 'Demo#2026');
  for (let n = 0; n < ENDPOINTS; n++) {
    await post(
      server,
      '/api/ucenter/webhook/create',
      { url: `${sink.base}/e${n}`, event_types: ['inventory.changed'] },
      token,
    );
  }
}

/** One stock movement (a `stock.moved` event) per call, through the ops API of `servers` in turns. */
async function moveStock(servers: ServerProcess[], count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await post(servers[i % servers.length] as ServerProcess, '/api/ops/stock/setStock', {
      customer_id: 10001,
      sku: 'TS-CTN-WHT-M',
      warehouse_id: 1,
      total: 10_000 + i + 1,
    });
  }
}

async function waitFor(what: string, done: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** What the receiver and the portal's log say of the events after `afterId`; problems listed. */
async function verdict(
  query: Query,
  sink: WebhookSink,
  afterId: number,
): Promise<{ problems: string[]; line: string }> {
  const events = await query(`select id from events where type = 'stock.moved' and id > ${afterId} order by id`);
  const ids = events.map((row) => `msg_${row.id}_inventory_changed`);
  const problems: string[] = [];
  if (ids.length < EVENTS) problems.push(`${ids.length} events appended, not ${EVENTS}`);
  let missing = 0;
  for (let n = 0; n < ENDPOINTS; n++) {
    const seen = sink.seen.get(`/e${n}`) ?? new Map();
    missing += ids.filter((id) => !seen.has(id)).length;
  }
  if (missing) problems.push(`${missing} deliveries never arrived`);
  const rows = await query(
    `select d.message_id, d.status, (select count(*) from webhook_attempts a where a.delivery_id = d.id and a.status_code between 200 and 299) as ok
       from webhook_deliveries d where d.event_id > ${afterId} and d.event_type = 'inventory.changed'`,
  );
  const notOnce = rows.filter((row) => row.status !== 'succeeded' || Number(row.ok) !== 1).length;
  if (rows.length !== ids.length * ENDPOINTS)
    problems.push(`${rows.length} deliveries logged, not ${ids.length * ENDPOINTS}`);
  if (notOnce) problems.push(`${notOnce} deliveries not logged as succeeded once`);
  return {
    problems,
    line: `${ids.length} events × ${ENDPOINTS} endpoints: missing ${missing}, resent ${sink.duplicates()}, log: ${rows.length - notOnce}/${rows.length} succeeded once`,
  };
}

async function crash(): Promise<string[]> {
  const sink = await WebhookSink.start(REPLY_MS);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-webhook-crash-'));
  const port = Number(process.env.BENCH_PORT ?? 8295);
  const first = new ServerProcess({ port, dataDir, env: SERVER_ENV });
  let second: ServerProcess | undefined;
  try {
    await first.start();
    await endpoints(first, sink);
    const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true });
    const query: Query = async (text) => db.prepare(text).all() as Record<string, unknown>[];
    await webhookSendersRunning(query, 90_000);
    const afterId = Number((await query('select coalesce(max(id), 0) as id from events'))[0]?.id);
    await moveStock([first], EVENTS);
    const total = () => sink.count('/e0') + sink.count('/e1');
    await waitFor('deliveries to start', () => total() >= 40, 60_000);
    await first.kill();
    const before = total();
    second = new ServerProcess({ port, dataDir, env: SERVER_ENV });
    const restartedAt = performance.now();
    await second.start();
    await waitFor('every delivery after the restart', () => total() >= EVENTS * ENDPOINTS, 120_000);
    const resumedS = ((performance.now() - restartedAt) / 1000).toFixed(1);
    await sleep(1000); // what the log of the last attempts holds
    const { problems, line } = await verdict(query, sink, afterId);
    db.close();
    console.log(`crash (SQLite): killed after ${before} deliveries, all in ${resumedS} s after the restart; ${line}`);
    return problems.map((problem) => `crash: ${problem}`);
  } finally {
    await first.kill();
    await second?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await sink.close();
  }
}

async function twoInstances(): Promise<string[]> {
  const sink = await WebhookSink.start(REPLY_MS);
  const cluster = postgresCluster('webhook');
  const client = new pg.Client({ connectionString: cluster.url });
  const servers = [8293, 8294].map(
    (port) => new ServerProcess({ port, env: { ...SERVER_ENV, DATABASE_URL: cluster.url } }),
  );
  try {
    await (servers[0] as ServerProcess).start(); // migrates and seeds
    await (servers[1] as ServerProcess).start();
    await client.connect();
    const query: Query = async (text) => (await client.query(text)).rows;
    await endpoints(servers[0] as ServerProcess, sink);
    await webhookSendersRunning(query, 90_000);
    const afterId = Number((await query('select coalesce(max(id), 0) as id from events'))[0]?.id);
    // Both append, in turns, while both tick the drain and send jobs.
    await moveStock(servers, EVENTS);
    await waitFor('every delivery', () => sink.count('/e0') + sink.count('/e1') >= EVENTS * ENDPOINTS, 120_000);
    await sleep(2000); // a second sender, were there one, would have sent by now
    const { problems, line } = await verdict(query, sink, afterId);
    if (sink.duplicates()) problems.push(`${sink.duplicates()} deliveries sent twice`);
    const senders = await query(
      "select name, lease_owner from scheduled_jobs where name in ('webhook.send', 'platform.drainEvents')",
    );
    console.log(
      `two instances (PostgreSQL): ${line}; job leases: ${senders.map((row) => `${row.name} ${row.lease_owner ? 'held' : 'free'}`).join(', ')}`,
    );
    return problems.map((problem) => `two instances: ${problem}`);
  } finally {
    await client.end().catch(() => undefined);
    for (const server of servers) {
      await server.stop();
      server.dispose();
    }
    cluster.stop();
    await sink.close();
  }
}

const problems = [...(await crash()), ...(await twoInstances())];
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}

import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedOrders } from './support/seed-orders';
import { benchOrdersIn, seedOrdersPostgres } from './support/seed-orders-postgres';
import { percentile, ServerProcess } from './support/server-process';

/**
 * The order list at a million orders (issue 10 goals, one core: a status tab's first page and a deep
 * page p95 ≤ 20 ms and ≥ 2,000 req/s; the tabs' counts ≤ 20 ms; a batch search of 5,000 numbers
 * ≤ 200 ms). Starts the compiled server once to migrate and seed the demo data, writes ORDERS orders
 * (default 1,000,000; nine in ten the demo merchant's) straight into its SQLite file, then serves
 * each target to the server pinned to one core (`taskset -c 0`) and prints req/s, p50/p95/p99 and
 * the server's CPU time per request. `npm run bench:orders` (builds first). With DATA_DIR the seeded
 * folder is kept, and a later run with the same DATA_DIR reuses it. With DATABASE_URL the server
 * runs on that PostgreSQL database instead, seeded the same way once (a run finding the orders there
 * reuses them). ONLY=<words> runs the targets whose name contains them.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const GOALS = { pageP95: 20, pageRps: 2000, countsP95: 20, batchP95: 200 };

interface Target {
  name: string;
  path: string;
  connections: number;
  goal: { p95: number; rps?: number };
}

const DEEP_OFFSET = '/api/ucenter/order/getOrderList?status=delivered&page=1000&page_size=20';
/** Filled in once signed in: after_id is one above the first order of page 1,000. */
const DEEP_KEYSET = `${DEEP_OFFSET}&after_id=`;
const batch = Array.from({ length: 5000 }, (_, i) => `BENCH-${1 + i * 13}`).join('\n');
const TARGETS: Target[] = [
  {
    name: 'In Transit tab, page 1 of 20',
    path: '/api/ucenter/order/getOrderList?status=in_transit&page=1&page_size=20',
    connections: 10,
    goal: { p95: GOALS.pageP95, rps: GOALS.pageRps },
  },
  {
    name: 'Delivered tab, page 1,000 of 20 by keyset (after_id, as Next sends it)',
    path: DEEP_KEYSET,
    connections: 10,
    goal: { p95: GOALS.pageP95, rps: GOALS.pageRps },
  },
  {
    name: 'Delivered tab, page 1,000 of 20 by offset (a jump to page 1,000)',
    path: DEEP_OFFSET,
    connections: 10,
    goal: { p95: GOALS.pageP95 },
  },
  {
    name: 'All orders, page 1 of 20',
    path: '/api/ucenter/order/getOrderList?status=all&page=1&page_size=20',
    connections: 10,
    goal: { p95: GOALS.pageP95, rps: GOALS.pageRps },
  },
  {
    name: 'tab counts (no filter)',
    path: '/api/ucenter/order/getStatusCount',
    connections: 10,
    goal: { p95: GOALS.countsP95 },
  },
  {
    name: 'batch search of 5,000 numbers, page 1 (one client)',
    path: `/api/ucenter/order/getOrderList?status=all&page=1&page_size=20&order_nos=${encodeURIComponent(batch)}`,
    connections: 1,
    goal: { p95: GOALS.batchP95 },
  },
  {
    name: 'batch search of 5,000 numbers, tab counts (one client)',
    path: `/api/ucenter/order/getStatusCount?order_nos=${encodeURIComponent(batch)}`,
    connections: 1,
    goal: { p95: GOALS.batchP95 },
  },
  {
    name: 'Delivered tab, middle page (worst offset, informative)',
    path: `/api/ucenter/order/getOrderList?status=delivered&page=${Math.round((ORDERS * 0.54) / 40)}&page_size=20`,
    connections: 10,
    goal: { p95: Number.POSITIVE_INFINITY },
  },
];

const server = new ServerProcess({
  port: Number(process.env.BENCH_PORT ?? 8294),
  cpus: process.env.SERVER_CPUS ?? '0',
  dataDir: process.env.DATA_DIR,
  env: { LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'info' },
});

async function load(target: Target, headers: Record<string, string>, seconds: number) {
  const times: number[] = [];
  const cpuBefore = server.cpuMs();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${server.baseUrl}${target.path}`, connections: target.connections, duration: seconds, headers },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const cpuMs = server.cpuMs() - cpuBefore;
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} time-outs`);
  }
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(times.length / seconds),
    cpuUs: (cpuMs / times.length) * 1000,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

/** A fast wrong answer is no figure: the first reply must succeed with rows or counts. */
async function checkFirstAnswer(target: Target, headers: Record<string, string>): Promise<void> {
  const body = (await (await fetch(`${server.baseUrl}${target.path}`, { headers })).json()) as {
    error_code: number;
    msg: string;
    content: { list?: unknown[]; counts?: Record<string, number> };
  };
  const answered = body.content?.list?.length || body.content?.counts?.all;
  if (body.error_code !== 0 || !answered) throw new Error(`${target.name}: ${body.msg || 'empty answer'}`);
}

let missed = 0;
try {
  const seeded = DATABASE_URL
    ? (await benchOrdersIn(DATABASE_URL).catch(() => 0)) > 0
    : fs.existsSync(path.join(server.dataDir, 'portal.sqlite'));
  if (!seeded) {
    // Started once so that it migrates and seeds the demo merchants.
    await server.start();
    await server.stop();
    const seeding = performance.now();
    if (DATABASE_URL) await seedOrdersPostgres(DATABASE_URL, ORDERS);
    else seedOrders(server.dataDir, ORDERS);
    console.log(`${ORDERS.toLocaleString('en')} orders written in ${Math.round(performance.now() - seeding)} ms`);
  }
  console.log(`engine: ${DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`);
  await server.start();
  const token = await server.login('demo@portal.test', 'Demo#2026');
  const headers = { token, 'accept-language': 'en' };
  const deep = (await (await fetch(`${server.baseUrl}${DEEP_OFFSET}`, { headers })).json()) as {
    content: { list: { id: number }[] };
  };
  const keyset = TARGETS.find((target) => target.path === DEEP_KEYSET);
  if (keyset) keyset.path = `${DEEP_KEYSET}${(deep.content.list[0]?.id ?? 0) + 1}`;
  console.log(`server on CPU ${process.env.SERVER_CPUS ?? '0'}, ${DURATION} s each`);
  const only = process.env.ONLY?.toLowerCase();
  for (const target of TARGETS.filter((t) => !only || t.name.toLowerCase().includes(only))) {
    await checkFirstAnswer(target, headers);
    await load(target, headers, WARMUP);
    const f = await load(target, headers, DURATION);
    const met = f.p95 <= target.goal.p95 && (!target.goal.rps || f.rps >= target.goal.rps);
    if (!met) missed += 1;
    console.log(
      `${met ? 'ok  ' : 'MISS'} ${target.name} (${target.connections} conn): ${f.rps} req/s, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms; ${f.cpuUs.toFixed(0)} µs CPU per request`,
    );
  }
} finally {
  await server.stop();
  if (!process.env.DATA_DIR) server.dispose();
}
process.exitCode = missed ? 1 : 0;

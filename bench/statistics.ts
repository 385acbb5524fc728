import fs from 'node:fs';
import path from 'node:path';
import { seedStatistics } from './support/seed-statistics';
import { median, percentile, ServerProcess } from './support/server-process';

/**
 * The statistics charts and the analysis dashboard over a year of ORDERS orders (default 1,000,000)
 * of one merchant (issue 12 goal: each statistics query ≤ 300 ms). Starts the compiled server once
 * to migrate and seed the demo, writes the orders, their lines and their fee transactions straight
 * into its SQLite file and rebuilds the statistics rollups from them (migrations 0022 and 0024's back-fills),
 * then asks each chart RUNS times one after another (after one warm-up) with
 * the server pinned to one core and prints the median and the slowest. `npm run bench:statistics`
 * (builds first). DATA_DIR keeps (and later reuses) the seeded folder.
 */
const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 7);
const GOAL_MS = 300;

/** A UTC day `days` before today, `YYYY-MM-DD`. */
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const TARGETS: { name: string; path: string }[] = [
  { name: 'country data, 12 months', path: '/api/ucenter/statistics/getCountryData' },
  { name: 'country data, one warehouse', path: '/api/ucenter/statistics/getCountryData?warehouse_id=2' },
  { name: 'monthly expenses, 12 months', path: '/api/ucenter/statistics/getMonthlyExpenses' },
  { name: 'monthly expenses, one warehouse', path: '/api/ucenter/statistics/getMonthlyExpenses?warehouse_id=2' },
  { name: 'monthly shipping, 12 months', path: '/api/ucenter/statistics/getMonthlyShipping' },
  { name: 'monthly volume, 12 months', path: '/api/ucenter/statistics/getMonthlyVolume' },
  { name: 'SKU shipment, 12 months', path: '/api/ucenter/statistics/getSkuShipment' },
  { name: 'analysis dashboard, last 30 days', path: '/api/ucenter/dashboard/getAnalysis' },
  {
    name: 'analysis, last 12 months',
    path: `/api/ucenter/dashboard/getAnalysis?start_date=${dayBefore(364)}&end_date=${dayBefore(0)}`,
  },
  { name: 'monitor dashboard', path: '/api/ucenter/dashboard/getMonitor' },
];

const server = new ServerProcess({
  port: Number(process.env.BENCH_PORT ?? 8297),
  cpus: process.env.SERVER_CPUS ?? '0',
  dataDir: process.env.DATA_DIR,
  env: { LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'warn' },
});

async function ask(url: string, headers: Record<string, string>): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  const body = (await (await fetch(url, { headers })).json()) as {
    error_code: number;
    msg: string;
    content: { rows?: unknown[]; series?: unknown[]; orders_by_status?: unknown[] };
  };
  const ms = performance.now() - started;
  if (body.error_code !== 0) throw new Error(`${url}: ${body.msg}`);
  const rows = body.content.rows?.length ?? body.content.series?.length ?? body.content.orders_by_status?.length ?? 0;
  return { ms, rows };
}

let missed = 0;
try {
  if (!fs.existsSync(path.join(server.dataDir, 'portal.sqlite'))) {
    await server.start();
    await server.stop();
    const seeding = performance.now();
    seedStatistics(server.dataDir, ORDERS, new Date());
    console.log(`${ORDERS.toLocaleString('en')} orders written in ${Math.round(performance.now() - seeding)} ms`);
  }
  await server.start();
  const token = await server.login('demo@portal.test', 'Demo#2026');
  const headers = { token, 'accept-language': 'en' };
  console.log(`| query | rows | median ms | slowest ms | goal |`);
  console.log(`|---|---|---|---|---|`);
  for (const target of TARGETS) {
    const url = `${server.baseUrl}${target.path}`;
    const first = await ask(url, headers);
    if (!first.rows) throw new Error(`${target.name}: empty answer`);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push((await ask(url, headers)).ms);
    times.sort((a, b) => a - b);
    const slowest = percentile(times, 100);
    if (slowest > GOAL_MS) missed += 1;
    console.log(
      `| ${target.name} | ${first.rows} | ${median(times).toFixed(0)} | ${slowest.toFixed(0)} | ${slowest <= GOAL_MS ? 'met' : 'MISSED'} |`,
    );
  }
} finally {
  await server.stop();
}
if (missed) {
  console.error(`${missed} queries missed the ${GOAL_MS} ms goal`);
  process.exitCode = 1;
}

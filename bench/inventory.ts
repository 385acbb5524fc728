import fs from 'node:fs';
import path from 'node:path';
import { loadTarget } from './support/load-target';
import { seedInventory } from './support/seed-inventory';
import { ServerProcess } from './support/server-process';

/**
 * The inventory list and the stock log at 100,000 SKUs and 5,000,000 movements (issue 11 goal: a
 * page p95 ≤ 30 ms). Starts the compiled server once to migrate and seed the demo, writes SKUS SKUs
 * with a balance each and MOVEMENTS movements for the demo merchant straight into its SQLite file,
 * then loads each target with the server pinned to one core and prints req/s and p50/p95/p99.
 * `npm run bench:inventory` (builds first). DATA_DIR keeps (and later reuses) the seeded folder;
 * ONLY=<words> runs the targets whose name contains them.
 */
const SKUS = Number(process.env.SKUS ?? 100_000);
const MOVEMENTS = Number(process.env.MOVEMENTS ?? 5_000_000);
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const GOAL_P95 = 30;

const TARGETS: { name: string; path: string }[] = [
  { name: 'inventory, page 1 by SKU', path: '/api/ucenter/inventory/getList?page=1&page_size=20' },
  {
    name: 'inventory, page 1 by available (desc)',
    path: '/api/ucenter/inventory/getList?page=1&page_size=20&sort_by=available&sort_order=desc',
  },
  { name: 'inventory, page 2,000 by SKU', path: '/api/ucenter/inventory/getList?page=2000&page_size=20' },
  {
    name: 'inventory, page 2,000 by keyset',
    path: '/api/ucenter/inventory/getList?page=2000&page_size=20&after_sku=INVB-50000&after_warehouse_id=1',
  },
  { name: 'inventory, alerts only, page 1', path: '/api/ucenter/inventory/getList?page=1&page_size=20&alert_only=1' },
  {
    name: 'inventory, one warehouse, page 1',
    path: '/api/ucenter/inventory/getList?page=1&page_size=20&warehouse_id=2',
  },
  { name: 'stock log, page 1', path: '/api/ucenter/inventory/getStockLog?page=1&page_size=20' },
  { name: 'stock log, one SKU, page 1', path: '/api/ucenter/inventory/getStockLog?page=1&page_size=20&sku=INVB-4242' },
  {
    name: 'stock log, deductions, page 1',
    path: '/api/ucenter/inventory/getStockLog?page=1&page_size=20&type=deduction',
  },
  {
    name: 'stock log, page 50 by keyset',
    path: '/api/ucenter/inventory/getStockLog?page=50&page_size=20&after_id=4000000',
  },
];

const server = new ServerProcess({
  port: Number(process.env.BENCH_PORT ?? 8295),
  cpus: process.env.SERVER_CPUS ?? '0',
  dataDir: process.env.DATA_DIR,
  env: { LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'warn' },
});

let missed = 0;
try {
  if (!fs.existsSync(path.join(server.dataDir, 'portal.sqlite'))) {
    await server.start();
    await server.stop();
    const seeding = performance.now();
    seedInventory(server.dataDir, SKUS, MOVEMENTS);
    console.log(`${SKUS} SKUs and ${MOVEMENTS} movements written in ${Math.round(performance.now() - seeding)} ms`);
  }
  await server.start();
  const token = await server.login('demo@portal.test', 'Demo#2026');
  const headers = { token, 'accept-language': 'en' };
  const only = process.env.ONLY?.toLowerCase();
  for (const target of TARGETS.filter((t) => !only || t.name.toLowerCase().includes(only))) {
    const url = `${server.baseUrl}${target.path}`;
    // A fast wrong answer is no figure: the first reply must succeed with rows.
    const first = (await (await fetch(url, { headers })).json()) as {
      error_code: number;
      msg: string;
      content: { list: unknown[] };
    };
    if (first.error_code !== 0 || !first.content.list.length)
      throw new Error(`${target.name}: ${first.msg || 'no rows'}`);
    await loadTarget(url, headers, WARMUP);
    const f = await loadTarget(url, headers, DURATION);
    const met = f.p95 <= GOAL_P95;
    if (!met) missed += 1;
    console.log(
      `${met ? 'ok  ' : 'MISS'} ${target.name}: ${f.rps} req/s, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms`,
    );
  }
} finally {
  await server.stop();
  if (!process.env.DATA_DIR) server.dispose();
}
process.exitCode = missed ? 1 : 0;

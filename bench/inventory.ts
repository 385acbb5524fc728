import fs from 'node:fs';
import path from 'node:path';
import { benchSkusIn } from './support/postgres-seed';
import { type BenchTarget, runTargets } from './support/run-targets';
import { seedInventory, seedInventoryPostgres } from './support/seed-inventory';
import { ServerProcess } from './support/server-process';

/**
 * The inventory list and the stock log at 100,000 SKUs and 5,000,000 movements (issue 11 goal: a
 * page p95 ≤ 30 ms). Starts the compiled server once to migrate and seed the demo, writes SKUS SKUs
 * with a balance each and MOVEMENTS movements for the demo merchant straight into its SQLite file
 * (or the empty PostgreSQL database of DATABASE_URL, which a later run reuses), then loads each target with the server pinned to one core and prints req/s and p50/p95/p99.
 * `npm run bench:inventory` (builds first). DATA_DIR keeps (and later reuses) the seeded folder;
 * ONLY=<words> runs the targets whose name contains them.
 */
const SKUS = Number(process.env.SKUS ?? 100_000);
const MOVEMENTS = Number(process.env.MOVEMENTS ?? 5_000_000);
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const DATABASE_URL = process.env.DATABASE_URL;
const GOAL_P95 = 30;

const TARGETS: BenchTarget[] = [
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
  const seeded = DATABASE_URL
    ? (await benchSkusIn(DATABASE_URL, 'INVB')) > 0
    : fs.existsSync(path.join(server.dataDir, 'portal.sqlite'));
  if (!seeded) {
    await server.start();
    await server.stop();
    const seeding = performance.now();
    if (DATABASE_URL) await seedInventoryPostgres(DATABASE_URL, SKUS, MOVEMENTS);
    else seedInventory(server.dataDir, SKUS, MOVEMENTS);
    console.log(`${SKUS} SKUs and ${MOVEMENTS} movements written in ${Math.round(performance.now() - seeding)} ms`);
  }
  console.log(`engine: ${DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`);
  await server.start();
  missed = await runTargets(server, TARGETS, {
    goalP95: GOAL_P95,
    seconds: DURATION,
    warmup: WARMUP,
    refuse: (reply) =>
      reply.error_code !== 0 || !(reply.content as { list: unknown[] }).list.length
        ? reply.msg || 'no rows'
        : undefined,
  });
} finally {
  await server.stop();
  if (!process.env.DATA_DIR) server.dispose();
}
process.exitCode = missed ? 1 : 0;

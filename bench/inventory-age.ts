import fs from 'node:fs';
import path from 'node:path';
import { benchSkusIn } from './support/postgres-seed';
import { type BenchTarget, runTargets } from './support/run-targets';
import { seedInventoryAge, seedInventoryAgePostgres } from './support/seed-inventory-age';
import { ServerProcess } from './support/server-process';

/**
 * The inventory age screen (inventory.getInventoryAge) of a merchant with SKUS SKUs, LAYERS age
 * layers each (issue 11 goal: a page p95 ≤ 100 ms). Starts the compiled server once to migrate and
 * seed the demo, writes the SKUs, their layers and balances for the demo merchant (SQLite file, or
 * the PostgreSQL database of DATABASE_URL), then loads each target with the server pinned to one
 * core and prints req/s and p50/p95/p99. `npm run bench:inventory-age` (builds first). DATA_DIR keeps
 * (and later reuses) the seeded folder; ONLY=<words> runs the targets whose name contains them.
 */
const SKUS = Number(process.env.SKUS ?? 10_000);
const LAYERS = Number(process.env.LAYERS ?? 5);
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const DATABASE_URL = process.env.DATABASE_URL;
const GOAL_P95 = 100;
const AGE = '/api/ucenter/inventory/getInventoryAge';

const fiftySkus = encodeURIComponent(Array.from({ length: 50 }, (_, i) => `AGEB-${i * 197 + 1}`).join('\n'));
const TARGETS: BenchTarget[] = [
  { name: 'inventory age, page 1 (oldest first)', path: `${AGE}?page=1&page_size=20` },
  { name: 'inventory age, page 250 (offset)', path: `${AGE}?page=250&page_size=20` },
  { name: 'inventory age, page 1 of 200 rows', path: `${AGE}?page=1&page_size=200` },
  { name: 'inventory age, one warehouse, page 1', path: `${AGE}?page=1&page_size=20&warehouse_id=2` },
  { name: 'inventory age, 50 SKU lines', path: `${AGE}?page=1&page_size=50&sku=${fiftySkus}` },
];

const server = new ServerProcess({
  port: Number(process.env.BENCH_PORT ?? 8296),
  cpus: process.env.SERVER_CPUS ?? '0',
  dataDir: process.env.DATA_DIR,
  env: { LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'warn' },
});

let missed = 0;
try {
  const seeded = DATABASE_URL
    ? (await benchSkusIn(DATABASE_URL, 'AGEB')) > 0
    : fs.existsSync(path.join(server.dataDir, 'portal.sqlite'));
  if (!seeded) {
    await server.start();
    await server.stop();
    const seeding = performance.now();
    if (DATABASE_URL) await seedInventoryAgePostgres(DATABASE_URL, SKUS, LAYERS);
    else seedInventoryAge(server.dataDir, SKUS, LAYERS);
    console.log(`${SKUS} SKUs with ${LAYERS} layers each written in ${Math.round(performance.now() - seeding)} ms`);
  }
  console.log(`engine: ${DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`);
  await server.start();
  missed = await runTargets(server, TARGETS, {
    goalP95: GOAL_P95,
    seconds: DURATION,
    warmup: WARMUP,
    refuse: (reply) => {
      const rows = (reply.content as { list: { oldest_age_days: number | null }[] } | null)?.list ?? [];
      return reply.error_code !== 0 || !rows.some((row) => row.oldest_age_days !== null)
        ? reply.msg || 'no aged rows'
        : undefined;
    },
  });
} finally {
  await server.stop();
  if (!process.env.DATA_DIR) server.dispose();
}
process.exitCode = missed ? 1 : 0;

import { ServerProcess } from './support/server-process';
import { seedThenStart, timeListTargets } from './support/single-client';
import { seedSqlite } from './support/sqlite-seed';

/**
 * The serial-number list at scale (issue 11): SERIALS serial numbers (default 500,000) of the demo
 * merchant 10001 over its SKUs, one in four bound to an order, written straight into the compiled
 * server's SQLite file; then each search of the page is served to the server pinned to one core and
 * timed by one client (req/s, p50/p95/p99). `npm run bench:serials` (builds first). Goal: p95 ≤ 30 ms
 * for a page with its total under every filter.
 */
const SERIALS = Number(process.env.SERIALS ?? 500_000);
const DURATION = Number(process.env.DURATION ?? 5);
const GOAL_P95 = 30;

function seed(dataDir: string): void {
  seedSqlite(dataDir, (db) => {
    const skus = db
      .prepare('SELECT id, sku, upper(sku) AS sku_key FROM products WHERE customer_id = 10001 ORDER BY id')
      .all() as { id: number; sku: string; sku_key: string }[];
    if (!skus.length) throw new Error('the demo merchant has no SKUs');
    db.exec(`CREATE TEMP TABLE bench_skus (n INTEGER PRIMARY KEY, id INTEGER, sku TEXT, sku_key TEXT)`);
    const insert = db.prepare('INSERT INTO bench_skus (n, id, sku, sku_key) VALUES (?, ?, ?, ?)');
    for (const [n, s] of skus.entries()) insert.run(n, s.id, s.sku, s.sku_key);
    db.exec(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${SERIALS})
      INSERT INTO serial_numbers (customer_id, serial_number, serial_key, alias, alias_key, product_id, sku, sku_key,
        barcode, receiving_no, box_number, is_bind, bind_order_id, bind_sys_order_id, bind_customer_order_id,
        bind_time, created_at)
      SELECT 10001, 'BSN-' || printf('%08d', i), 'BSN-' || printf('%08d', i), '', NULL, s.id, s.sku, s.sku_key,
        '', 'RK-' || (i / 500), 'BOX-' || (i / 50),
        CASE WHEN i % 4 = 0 THEN 1 ELSE 0 END, CASE WHEN i % 4 = 0 THEN i ELSE NULL END,
        CASE WHEN i % 4 = 0 THEN 'SO20240101' || printf('%08d', i / 2) ELSE '' END,
        CASE WHEN i % 4 = 0 THEN 'BENCH-' || (i / 2) ELSE '' END,
        CASE WHEN i % 4 = 0 THEN strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || (i * 60) || ' seconds') END,
        strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || (i * 30) || ' seconds')
      FROM n JOIN bench_skus s ON s.n = i % ${skus.length}`);
  });
}

const batch = Array.from({ length: 1000 }, (_, i) => `BSN-${String(1 + i * 397).padStart(8, '0')}`).join('\n');
const LIST = '/api/ucenter/serialNumber/getList?page_size=20';
const TARGETS = [
  { name: 'no filter, page 1', path: `${LIST}&page=1` },
  { name: 'no filter, page 1,000 by after_id', path: `${LIST}&page=1000&after_id=${SERIALS - 19_980}` },
  { name: 'SKU (exact)', path: `${LIST}&page=1&sku=ts-ctn-wht-m` },
  { name: 'bound only', path: `${LIST}&page=1&bind_status=bound` },
  { name: 'system order id', path: `${LIST}&page=1&sys_order_id=SO2024010100001000` },
  { name: 'receiving no.', path: `${LIST}&page=1&receiving_no=RK-300` },
  { name: 'start of a serial number', path: `${LIST}&page=1&serial_number=bsn-0049` },
  { name: '1,000 serial numbers (batch)', path: `${LIST}&page=1&serial_number=${encodeURIComponent(batch)}` },
  {
    name: 'created in one day',
    path: `${LIST}&page=1&created_from=2024-02-01T00:00:00.000Z&created_to=2024-02-01T23:59:59.999Z`,
  },
];

const server = new ServerProcess({
  port: Number(process.env.BENCH_PORT ?? 8295),
  cpus: process.env.SERVER_CPUS ?? '0',
});
let missed = 0;
try {
  await seedThenStart(server, `${SERIALS.toLocaleString('en')} serial numbers`, seed);
  missed = await timeListTargets(server, TARGETS, { goalP95: GOAL_P95, seconds: DURATION });
} finally {
  await server.stop();
  server.dispose();
}
process.exitCode = missed ? 1 : 0;

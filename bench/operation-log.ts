import { ServerProcess } from './support/server-process';
import { seedThenStart, timeListTargets } from './support/single-client';
import { seedSqlite } from './support/sqlite-seed';

/**
 * The operation log at scale (issue 25): ENTRIES entries (default 1,000,000) of the demo merchant
 * 10001 over one month (November 2026), by its main account, its sub-account, the API key and the
 * staff, across the menus, one in twenty refused, written straight into the compiled server's SQLite
 * file; then each filter of the page is served to the server pinned to one core and timed by one
 * client (req/s, p50/p95/p99). `npm run bench:operation-log` (builds first). Goal: p95 ≤ 50 ms for a
 * filtered page with its total (counted up to 10,000).
 */
const ENTRIES = Number(process.env.ENTRIES ?? 1_000_000);
const DURATION = Number(process.env.DURATION ?? 5);
const GOAL_P95 = 50;
const MONTH_SECONDS = 30 * 24 * 3600;

const OPERATIONS = [
  ['order', 'order.saveOrder', '/api/ucenter/order/saveOrder'],
  ['order', 'order.submitOrders', '/api/ucenter/order/submitOrders'],
  ['product', 'product.addProduct', '/api/ucenter/product/addProduct'],
  ['product', 'product.editProduct', '/api/ucenter/product/editProduct'],
  ['inbound', 'inbound.save', '/api/ucenter/inbound/save'],
  ['inventory', 'lossOrder.addComment', '/api/ucenter/lossOrder/addComment'],
  ['topup', 'topUp.create', '/api/ucenter/topUp/create'],
  ['account', 'auth.login', '/api/ucenter/login'],
] as const;

let subAccountId = 0;

function seed(dataDir: string): void {
  seedSqlite(dataDir, (db) => {
    const accounts = db
      .prepare('SELECT id, email, is_main FROM accounts WHERE customer_id = 10001 ORDER BY is_main DESC, id')
      .all() as { id: number; email: string; is_main: number }[];
    const main = accounts[0];
    const sub = accounts.find((account) => !account.is_main) ?? main;
    if (!main || !sub) throw new Error('the demo merchant has no accounts');
    subAccountId = sub.id;
    db.exec('CREATE TEMP TABLE bench_ops (n INTEGER PRIMARY KEY, menu TEXT, operation TEXT, url TEXT)');
    const insert = db.prepare('INSERT INTO bench_ops (n, menu, operation, url) VALUES (?, ?, ?, ?)');
    for (const [n, [menu, operation, url]] of OPERATIONS.entries()) insert.run(n, menu, operation, url);
    db.exec(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ENTRIES})
      INSERT INTO operation_logs (customer_id, account_id, account_email, account_kind, source, menu, operation,
        method, url, params, result_code, result_msg, duration_ms, ip, user_agent, created_at)
      SELECT 10001,
        CASE i % 4 WHEN 0 THEN ${main.id} WHEN 1 THEN ${sub.id} ELSE 0 END,
        CASE i % 4 WHEN 0 THEN '${main.email}' WHEN 1 THEN '${sub.email}' WHEN 2 THEN 'API key' ELSE 'Warehouse staff' END,
        CASE i % 4 WHEN 0 THEN 'main' WHEN 1 THEN 'sub' ELSE '' END,
        CASE i % 4 WHEN 2 THEN 'api' WHEN 3 THEN 'staff' ELSE 'web' END,
        o.menu, o.operation, 'POST', o.url, '{"body":{"id":' || i || '}}',
        CASE WHEN i % 20 = 0 THEN 1001 ELSE 0 END, CASE WHEN i % 20 = 0 THEN 'Refused' ELSE 'Success' END,
        i % 90, '203.0.113.' || (i % 250), 'Mozilla/5.0 (bench)',
        strftime('%Y-%m-%dT%H:%M:%fZ', '2026-11-01', '+' || (i * ${MONTH_SECONDS} / ${ENTRIES}) || ' seconds')
      FROM n JOIN bench_ops o ON o.n = i % ${OPERATIONS.length}`);
  });
}

const LIST = '/api/ucenter/operationLog/getList?page_size=20';
const targets = () => [
  { name: 'no filter, page 1', path: `${LIST}&page=1` },
  { name: 'no filter, page 50', path: `${LIST}&page=50` },
  { name: 'menu: inbound', path: `${LIST}&page=1&menu=inbound` },
  { name: 'request address contains "submitOrders"', path: `${LIST}&page=1&url=submitOrders` },
  { name: 'source: staff', path: `${LIST}&page=1&source=staff` },
  { name: 'refused only', path: `${LIST}&page=1&result=failed` },
  { name: 'the sub-account’s', path: `${LIST}&page=1&account_id=${subAccountId}` },
  {
    name: 'one day',
    path: `${LIST}&page=1&created_from=2026-11-15T00:00:00.000Z&created_to=2026-11-15T23:59:59.999Z`,
  },
  {
    name: 'menu and one day',
    path: `${LIST}&page=1&menu=order&created_from=2026-11-15T00:00:00.000Z&created_to=2026-11-15T23:59:59.999Z`,
  },
];

const server = new ServerProcess({
  port: Number(process.env.BENCH_PORT ?? 8296),
  cpus: process.env.SERVER_CPUS ?? '0',
});
let missed = 0;
try {
  await seedThenStart(server, `${ENTRIES.toLocaleString('en')} operation-log entries`, seed);
  missed = await timeListTargets(server, targets(), { goalP95: GOAL_P95, seconds: DURATION });
} finally {
  await server.stop();
  server.dispose();
}
process.exitCode = missed ? 1 : 0;

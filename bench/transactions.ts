import { ServerProcess } from './support/server-process';
import { seedThenStart, timeListTargets } from './support/single-client';
import { seedSqlite } from './support/sqlite-seed';

/**
 * The transaction history at scale (issue 12): TRANSACTIONS wallet transactions (default 1,000,000)
 * of the demo merchant 10001, written straight into the compiled server's SQLite file, one every 30
 * seconds from 2024-01-01 in a cycle of ten (a top-up, six fulfilment fees, a storage fee, an
 * adjustment and a refund) with an exact running balance; then each read of the billing list is
 * served to the server pinned to one core and timed by one client (req/s, p50/p95/p99).
 * `npm run bench:transactions` (builds first). Goal: p95 ≤ 20 ms for a page with its (capped) total.
 */
const TRANSACTIONS = Number(process.env.TRANSACTIONS ?? 1_000_000);
const DURATION = Number(process.env.DURATION ?? 5);
const GOAL_P95 = 20;

/** The bench's cycle of ten: type and amount of each position, and the balance each leaves within a cycle. */
const CYCLE = [
  ['top_up', 3000],
  ['fulfilment_fee', -300],
  ['fulfilment_fee', -300],
  ['fulfilment_fee', -300],
  ['fulfilment_fee', -300],
  ['fulfilment_fee', -300],
  ['fulfilment_fee', -300],
  ['storage_fee', -100],
  ['adjustment', -200],
  ['refund', 100],
] as const;

function seed(dataDir: string): { middleId: number } {
  let middleId = 0;
  seedSqlite(dataDir, (db) => {
    const start = db
      .prepare('SELECT coalesce(max(balance_after), 0) AS b FROM wallet_transactions WHERE customer_id = 10001')
      .get() as { b: number };
    let running = 0;
    const prefix = CYCLE.map(([, amount]) => (running += amount));
    const perCycle = running;
    const caseOf = (values: readonly (string | number)[]) =>
      `CASE i % 10 ${values.map((v, k) => `WHEN ${k} THEN ${typeof v === 'string' ? `'${v}'` : v}`).join(' ')} END`;
    db.exec(`
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${TRANSACTIONS - 1})
      INSERT INTO wallet_transactions (customer_id, type, amount, balance_after, reference_type, reference_id,
        actor_kind, actor_id, actor_label, remark, created_at)
      SELECT 10001, ${caseOf(CYCLE.map(([type]) => type))}, ${caseOf(CYCLE.map(([, amount]) => amount))},
        ${start.b} + (i / 10) * ${perCycle} + ${caseOf(prefix)},
        CASE WHEN i % 10 BETWEEN 1 AND 6 THEN 'order' END, CASE WHEN i % 10 BETWEEN 1 AND 6 THEN 50000000 + i END,
        'system', 0, 'bench', 'bench ' || i,
        strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || (i * 30) || ' seconds')
      FROM n`);
    const middle = db
      .prepare(
        'SELECT id FROM wallet_transactions WHERE customer_id = 10001 ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?',
      )
      .get(Math.floor(TRANSACTIONS / 2)) as { id: number };
    middleId = middle.id;
  });
  return { middleId };
}

const server = new ServerProcess({
  port: Number(process.env.BENCH_PORT ?? 8296),
  cpus: process.env.SERVER_CPUS ?? '0',
});
let missed = 0;
try {
  const { middleId } = await seedThenStart(server, `${TRANSACTIONS.toLocaleString('en')} transactions`, seed);
  const LIST = '/api/ucenter/billing/getTransactionList?page_size=20';
  const targets = [
    { name: 'no filter, page 1', path: `${LIST}&page=1` },
    { name: 'no filter, page 50', path: `${LIST}&page=50` },
    // The deepest page the web's capped total (10,000 rows) lets a user reach by page number.
    { name: 'no filter, page 500', path: `${LIST}&page=500` },
    { name: 'bill type fulfilment fee, page 500', path: `${LIST}&page=500&type=fulfilment_fee` },
    { name: 'half-way down by after_id', path: `${LIST}&page=2&after_id=${middleId}` },
    { name: 'bill type refund', path: `${LIST}&page=1&type=refund` },
    { name: 'bill type storage fee, page 20', path: `${LIST}&page=20&type=storage_fee` },
    {
      name: 'one day',
      path: `${LIST}&page=1&created_from=2024-05-01T00:00:00.000Z&created_to=2024-05-01T23:59:59.999Z`,
    },
    {
      name: 'one month, adjustments',
      path: `${LIST}&page=1&type=adjustment&created_from=2024-06-01T00:00:00.000Z&created_to=2024-06-30T23:59:59.999Z`,
    },
    { name: 'transaction id', path: `${LIST}&page=1&transaction_id=${middleId}` },
  ];
  missed = await timeListTargets(server, targets, { goalP95: GOAL_P95, seconds: DURATION });
  const token = await server.login('demo@portal.test', 'Demo#2026');
  const headers = { token, 'accept-language': 'en' };
  // A closed month's statement summary over the same rows (not a page; for the record).
  const month = '/api/ucenter/billing/getStatement?month=2024-06';
  const started = performance.now();
  const summary = (await (await fetch(`${server.baseUrl}${month}`, { headers })).json()) as { error_code: number };
  console.log(
    `statement summary of 2024-06: ${(performance.now() - started).toFixed(1)} ms (code ${summary.error_code})`,
  );
} finally {
  await server.stop();
  server.dispose();
}
process.exitCode = missed ? 1 : 0;

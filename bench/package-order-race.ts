import path from 'node:path';
import { order, product, wallet } from '@portal/contract';
import { sampleOrderDraft } from '@portal/contract/fixtures';
import Database from 'better-sqlite3';
import pg from 'pg';
import { postgresCluster } from './support/postgres-cluster';
import { ServerProcess } from './support/server-process';
import type { Query } from './support/webhook-senders';

/**
 * Package orders racing for a shared component at the size issue 27's quality bar names: "500
 * parallel submits of package orders never oversell a component shared by two packages"
 * (`apps/server/test/package-order-race.test.ts` runs 120 to stay cheap in CI). Two packages of the
 * demo merchant share RACE-SHARED (DUO-A takes 1, DUO-B takes 2) with SHARED units of it in warehouse
 * 1; SUBMITS one-line orders alternating DUO-A and DUO-B are saved, then submitted one order a
 * request, all at once (IN_FLIGHT on each of two compiled servers) on one database: SQLite (a file of its
 * own) and PostgreSQL (DATABASE_URL, else a throw-away cluster started here). Exits non-zero when the
 * component is oversold, when what is locked differs from what the submitted orders asked for, or
 * when a submit is refused for anything but the stock. Prints the race's time and submits per second.
 * `npm run bench:package-order-race` (builds the server first); ONLY=sqlite or ONLY=postgres picks one.
 */
const SUBMITS = Number(process.env.SUBMITS ?? 500);
const SHARED = Number(process.env.SHARED ?? 100);
/** Per server; by default every submit is in flight at once. */
const IN_FLIGHT = Number(process.env.IN_FLIGHT ?? Math.ceil(SUBMITS / 2));
const OPS_KEY = 'demo-ops-key';
const CUSTOMER_ID = 10001;
const WAREHOUSE_ID = 1;
const SERVER_ENV = { OPS_KEY, DEMO_SIMULATOR: '0', OPEN_API_BURST: '100000', OPEN_API_RATE_PER_SECOND: '100000' };
/** The shared component each package takes. */
const TAKES = { 'DUO-A': 1, 'DUO-B': 2 } as const;
type PackageCode = keyof typeof TAKES;

interface Reply {
  error_code: number;
  msg: string;
  content: { id: number };
}

async function post(server: ServerProcess, pathname: string, body: unknown, token?: string): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  if (token) headers.token = token;
  else headers['ops-key'] = OPS_KEY;
  const reply = await fetch(`${server.baseUrl}${pathname}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await reply.json()) as Reply;
}

async function accepted(server: ServerProcess, pathname: string, body: unknown, token?: string): Promise<Reply> {
  const reply = await post(server, pathname, body, token);
  if (reply.error_code !== 0) throw new Error(`${pathname}: ${reply.msg}`);
  return reply;
}

/** The SKUs with their stock, the two packages, a balance no hold runs out of, and the saved orders. */
async function prepare(server: ServerProcess, token: string): Promise<{ id: number; code: PackageCode }[]> {
  const sku = (code: string) => ({
    sku: code,
    name_cn: code,
    name_en: code,
    property_id: 1,
    hs_code: '610910',
    declared_value: 1250,
    weight_g: 180,
    length_cm: 30,
    width_cm: 20,
    height_cm: 2.5,
  });
  for (const [code, stock] of [
    ['RACE-SHARED', SHARED],
    ['RACE-SIDE-A', SUBMITS],
    ['RACE-SIDE-B', SUBMITS],
  ] as const) {
    await accepted(server, product.addProduct.path, sku(code), token);
    await accepted(server, product.setStock.path, {
      customer_id: CUSTOMER_ID,
      sku: code,
      warehouse_id: WAREHOUSE_ID,
      total: stock,
    });
  }
  for (const code of Object.keys(TAKES) as PackageCode[]) {
    const side = code === 'DUO-A' ? 'RACE-SIDE-A' : 'RACE-SIDE-B';
    await accepted(
      server,
      product.addPackage.path,
      {
        code,
        name_en: code,
        name_cn: code,
        assembly: 'pick_components',
        components: [
          { sku: 'RACE-SHARED', quantity: TAKES[code] },
          { sku: side, quantity: 1 },
        ],
      },
      token,
    );
  }
  await accepted(server, wallet.adjustBalance.path, {
    customer_id: CUSTOMER_ID,
    amount: 100_000_000,
    remark: 'Package order race bench',
  });
  const saved: { id: number; code: PackageCode }[] = [];
  for (let start = 0; start < SUBMITS; start += 20) {
    const codes = Array.from(
      { length: Math.min(20, SUBMITS - start) },
      (_, i): PackageCode => ((start + i) % 2 ? 'DUO-B' : 'DUO-A'),
    );
    const replies = await Promise.all(
      codes.map((code) =>
        accepted(
          server,
          order.saveOrder.path,
          {
            ...sampleOrderDraft(WAREHOUSE_ID, [{ sku: code, quantity: 1 }]),
            shipping_method_code: 'USWE-USPS-GA',
          },
          token,
        ),
      ),
    );
    replies.forEach((reply, i) => {
      saved.push({ id: reply.content.id, code: codes[i] as PackageCode });
    });
  }
  return saved;
}

/** Submits each order by itself, IN_FLIGHT at a time per server, the orders dealt to the servers in turns. */
async function race(servers: ServerProcess[], token: string, orders: { id: number }[]) {
  const lanes = servers.map((server, s) => ({ server, ids: orders.filter((_, i) => i % servers.length === s) }));
  const replies: Reply[] = [];
  const started = performance.now();
  await Promise.all(
    lanes.flatMap(({ server, ids }) => {
      let next = 0;
      return Array.from({ length: IN_FLIGHT }, async () => {
        while (next < ids.length) {
          const order_ = ids[next] as { id: number };
          next += 1;
          replies.push(await post(server, order.submitOrders.path, { ids: [order_.id] }, token));
        }
      });
    }),
  );
  return { replies, ms: performance.now() - started };
}

/** What went wrong: the component oversold, locked units no submitted order asked for, refusals not about stock. */
async function problemsOf(query: Query, replies: Reply[]): Promise<{ problems: string[]; line: string }> {
  const problems: string[] = [];
  const [balance] = await query(
    `select b.on_hand, b.locked from stock_balances b join products p on p.id = b.product_id
      where p.customer_id = ${CUSTOMER_ID} and p.sku = 'RACE-SHARED' and b.warehouse_id = ${WAREHOUSE_ID}`,
  );
  const onHand = Number(balance?.on_hand);
  const locked = Number(balance?.locked);
  const lines = await query(
    `select l.sku, sum(l.quantity) as quantity, count(distinct o.id) as orders from order_lines l
      join orders o on o.id = l.order_id
      where o.customer_id = ${CUSTOMER_ID} and o.status = 'verifying' and l.sku in ('DUO-A', 'DUO-B')
      group by l.sku`,
  );
  const asked = lines.reduce((sum, line) => sum + TAKES[line.sku as PackageCode] * Number(line.quantity), 0);
  const submitted = lines.reduce((sum, line) => sum + Number(line.orders), 0);
  const passed = replies.filter((reply) => reply.error_code === 0).length;
  if (onHand !== SHARED) problems.push(`on hand ${onHand}, not ${SHARED}`);
  if (locked > onHand) problems.push(`oversold: ${locked} locked of ${onHand}`);
  if (locked !== asked) problems.push(`${locked} locked, the submitted orders ask for ${asked}`);
  if (passed !== submitted) problems.push(`${passed} submits accepted, ${submitted} orders submitted`);
  const stockRefusal = /^Insufficient stock for SKU (DUO-A|DUO-B): [01] available, [12] requested$/;
  const others = replies.filter((reply) => reply.error_code !== 0 && !stockRefusal.test(reply.msg));
  if (others.length) problems.push(`${others.length} refused otherwise, e.g. ${others[0]?.msg}`);
  // Once a submit is refused the component is sold out, short of one unit a set of two cannot take.
  if (passed < replies.length && onHand - locked > 1)
    problems.push(`${onHand - locked} units left unsold while submits were refused`);
  return {
    problems,
    line: `${passed} accepted, ${replies.length - passed} refused; RACE-SHARED ${locked} locked of ${onHand}`,
  };
}

async function run(engine: 'sqlite' | 'postgres', ports: [number, number]): Promise<string[]> {
  const cluster = engine === 'postgres' ? postgresCluster('package-race') : undefined;
  const env = cluster ? { ...SERVER_ENV, DATABASE_URL: cluster.url } : SERVER_ENV;
  const first = new ServerProcess({ port: ports[0], env });
  // On SQLite the second server shares the first one's file.
  const second = new ServerProcess({ port: ports[1], env, dataDir: cluster ? undefined : first.dataDir });
  const pgClient = cluster ? new pg.Client({ connectionString: cluster.url }) : undefined;
  let sqlite: Database.Database | undefined;
  try {
    await first.start(); // migrates and seeds the demo
    await second.start();
    const token = await first.login('demo@portal.test', 'Demo#2026');
    const orders = await prepare(first, token);
    const { replies, ms } = await race([first, second], token, orders);
    let query: Query;
    if (pgClient) {
      await pgClient.connect();
      query = async (text) => (await pgClient.query(text)).rows;
    } else {
      const db = new Database(path.join(first.dataDir, 'portal.sqlite'), { readonly: true });
      sqlite = db;
      query = async (text) => db.prepare(text).all() as Record<string, unknown>[];
    }
    const { problems, line } = await problemsOf(query, replies);
    console.log(
      `${engine}: ${replies.length} submits (${IN_FLIGHT} in flight on each of 2 servers) in ${(ms / 1000).toFixed(2)} s, ` +
        `${Math.round(replies.length / (ms / 1000))} submits/s; ${line}${problems.length ? '' : ', none oversold'}`,
    );
    return problems.map((problem) => `${engine}: ${problem}`);
  } finally {
    sqlite?.close();
    await pgClient?.end().catch(() => undefined);
    await second.stop();
    await first.stop();
    second.dispose();
    first.dispose();
    cluster?.stop();
  }
}

const only = process.env.ONLY;
const problems = [
  ...(only && only !== 'sqlite' ? [] : await run('sqlite', [8288, 8289])),
  ...(only && only !== 'postgres' ? [] : await run('postgres', [8286, 8287])),
];
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}

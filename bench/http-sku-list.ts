import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { percentile, ServerProcess } from './support/server-process';

/**
 * What one request costs: the compiled server on one core (`taskset -c 0`), signed in as the demo
 * merchant, serving each target to CONNECTIONS concurrent keep-alive connections for DURATION
 * seconds. Prints req/s, p50/p95/p99 and the server's CPU time per request.
 * `npm run bench:http` (builds first). MODE=tsx runs the source through tsx.
 *
 * Targets (TARGETS=sku,notices,healthz picks some; all by default):
 * - sku: the SKU list, a page of 20 (the product module's own work on top of the shared path);
 * - notices: the notice list, a light authenticated list read (session lookup, input parsing, two
 *   small queries, response check, serialization, the log line): what every merchant read pays;
 * - openStock: the Open API's stock list (`X-Api-Key`: key lookup, failed-attempt check, the
 *   per-key token bucket's upsert, then the stock query), a page of 20;
 * - healthz: Fastify and the socket alone, no session, no log line;
 * - asset: the web app's largest script (the signed-in chunk, brotli), as a browser asks for each of
 *   the ≈ 100 files of a signed-in first screen (needs \`npm run build\` for apps/web/dist).
 */
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const server = new ServerProcess({
  port: Number(process.env.BENCH_PORT ?? 8293),
  mode: process.env.MODE === 'tsx' ? 'tsx' : 'compiled',
  cpus: process.env.SERVER_CPUS ?? '0',
  // Production logs every request at info level: measure with that cost included. The per-key rate
  // is raised so the bench measures the Open API's work, not its refusals (the bucket is still taken).
  env: {
    LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'info',
    OPEN_API_RATE_PER_SECOND: '1000000',
    OPEN_API_BURST: '1000000',
  },
});

interface Figures {
  rps: number;
  /** Server CPU time per request: what decides throughput on one core, and less disturbed by other load. */
  cpuMsPerRequest: number;
  p50: number;
  p95: number;
  p99: number;
}

async function load(path: string, headers: Record<string, string>, seconds: number): Promise<Figures> {
  const times: number[] = [];
  const cpuBefore = server.cpuMs();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${server.baseUrl}${path}`, connections: CONNECTIONS, duration: seconds, headers },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const cpuMs = server.cpuMs() - cpuBefore;
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} time-outs`);
  }
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(times.length / seconds),
    cpuMsPerRequest: cpuMs / times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

function show(name: string, f: Figures): void {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const cpu = `${(f.cpuMsPerRequest * 1000).toFixed(0)} µs server CPU per request`;
  console.log(`${name}: ${f.rps} req/s, p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)}; ${cpu}`);
}

interface Target {
  name: string;
  path: string;
  /** A session token, or the merchant's API key (`apiKey`), or nothing. */
  signedIn: boolean | 'apiKey';
  /** The list length a correct first answer has. */
  rows?: number;
  headers?: Record<string, string>;
}

const WEB_ASSETS = path.join(import.meta.dirname, '../apps/web/dist/assets');

/** The built web app's signed-in chunk, its largest script (none before `npm run build -w apps/web`). */
function builtScript(): string | undefined {
  return fs.existsSync(WEB_ASSETS)
    ? fs.readdirSync(WEB_ASSETS).find((name) => /^signed-in-.*\.js$/.test(name))
    : undefined;
}

const TARGETS: Record<string, Target> = {
  sku: {
    name: 'SKU list (page of 20)',
    path: '/api/ucenter/product/getList?page=1&page_size=20',
    signedIn: true,
    rows: 20,
  },
  notices: {
    name: 'notice list (shared path)',
    path: '/api/ucenter/customer/notice/getList?page=1&page_size=20',
    signedIn: true,
  },
  openStock: {
    name: 'Open API stock (page of 20)',
    path: '/api/open/v1/stock?page=1&page_size=20',
    signedIn: 'apiKey',
    rows: 20,
  },
  healthz: { name: '/healthz', path: '/healthz', signedIn: false },
  asset: {
    name: 'a built script (brotli)',
    path: `/assets/${builtScript() ?? 'signed-in-not-built.js'}`,
    signedIn: false,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  },
};

function chosenTargets(): [string, Target][] {
  const names = (process.env.TARGETS ?? Object.keys(TARGETS).join(',')).split(',').map((n) => n.trim());
  const chosen = names.map((name): [string, Target] => {
    const target = TARGETS[name];
    if (!target) throw new Error(`unknown target ${name}; known: ${Object.keys(TARGETS).join(', ')}`);
    return [name, target];
  });
  if (names.includes('asset') && !builtScript()) {
    throw new Error(
      `target asset needs the built web app (no signed-in-*.js in ${WEB_ASSETS}): run \`npm run build -w apps/web\` first, or leave it out (TARGETS=sku,notices,openStock,healthz)`,
    );
  }
  return chosen;
}

/** A wrong answer measured fast is no figure: the first reply must be a success with the expected rows. */
async function checkFirstAnswer(target: Target, headers: Record<string, string>): Promise<void> {
  const reply = await fetch(`${server.baseUrl}${target.path}`, { headers });
  if (!target.signedIn) {
    if (!reply.ok) throw new Error(`${target.path} answered ${reply.status}`);
    return;
  }
  const body = (await reply.json()) as { error_code: number; content: { list: unknown[] } };
  const rows = body.content?.list?.length;
  if (body.error_code !== 0 || !rows || (target.rows !== undefined && rows !== target.rows)) {
    throw new Error(`${target.path} did not answer a list${target.rows ? ` of ${target.rows}` : ''}`);
  }
}

async function generateApiKey(token: string): Promise<string> {
  const reply = await fetch(`${server.baseUrl}/api/ucenter/customer/setting/generateCustomerApiKey`, {
    method: 'POST',
    headers: { token },
  });
  const body = (await reply.json()) as { content: { apikey: string } };
  return body.content.apikey;
}

try {
  const targets = chosenTargets();
  await server.start();
  const token = await server.login('demo@portal.test', 'Demo#2026');
  const apiKey = await generateApiKey(token);
  console.log(`${CONNECTIONS} connections, server on CPU ${process.env.SERVER_CPUS ?? '0'}, ${DURATION} s each`);
  const figures = new Map<string, Figures>();
  for (const [key, target] of targets) {
    const headers: Record<string, string> =
      target.signedIn === 'apiKey'
        ? { 'x-api-key': apiKey, 'accept-language': 'en' }
        : target.signedIn
          ? { token, 'accept-language': 'en' }
          : {};
    Object.assign(headers, target.headers);
    await checkFirstAnswer(target, headers);
    await load(target.path, headers, WARMUP);
    const measured = await load(target.path, headers, DURATION);
    figures.set(key, measured);
    show(target.name, measured);
  }
  // What the server holds once the load is over: what a production process keeps after a busy spell.
  console.log(`server resident memory after the load: ${server.rssMb().toFixed(0)} MB`);
  // req/s as a share of /healthz's in the same run: the machine's other work moves both alike.
  const healthz = figures.get('healthz');
  for (const [key, f] of figures) {
    if (healthz && key !== 'healthz') console.log(`${key}: ${(f.rps / healthz.rps).toFixed(3)} of /healthz's req/s`);
  }
} finally {
  await server.stop();
  server.dispose();
}

import autocannon from 'autocannon';
import { percentile, ServerProcess } from './support/server-process';

/**
 * What one request costs: the compiled server on one core (`taskset -c 0`), signed in as the demo
 * merchant, serving the SKU list (page of 20) to CONNECTIONS concurrent keep-alive connections for
 * DURATION seconds, then /healthz the same way for comparison. Prints req/s and p50/p95/p99.
 * `npm run bench:http` (builds first). MODE=tsx runs the source through tsx.
 */
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const server = new ServerProcess({
  port: Number(process.env.BENCH_PORT ?? 8293),
  mode: process.env.MODE === 'tsx' ? 'tsx' : 'compiled',
  cpus: process.env.SERVER_CPUS ?? '0',
  // Production logs every request at info level: measure with that cost included.
  env: { LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'info' },
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

try {
  await server.start();
  const token = await server.login('demo@portal.test', 'Demo#2026');
  const skuList = '/api/ucenter/product/getList?page=1&page_size=20';
  const headers = { token, 'accept-language': 'en' };
  const first = await fetch(`${server.baseUrl}${skuList}`, { headers });
  const body = (await first.json()) as { error_code: number; content: { list: unknown[] } };
  if (body.error_code !== 0 || body.content.list.length !== 20) throw new Error('the SKU list did not answer 20 SKUs');
  console.log(`${CONNECTIONS} connections, server on CPU ${process.env.SERVER_CPUS ?? '0'}, ${DURATION} s each`);
  await load(skuList, headers, WARMUP);
  show('SKU list (page of 20)', await load(skuList, headers, DURATION));
  await load('/healthz', {}, WARMUP);
  show('/healthz', await load('/healthz', {}, DURATION));
} finally {
  await server.stop();
  server.dispose();
}

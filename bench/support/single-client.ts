import autocannon from 'autocannon';
import type { BenchTarget } from './run-targets';
import { percentile, type ServerProcess } from './server-process';

/**
 * Starts the server once so it migrates and seeds the demo, stops it, runs `seed` on its data
 * directory (printing `what` and how long it took), and starts it again to be measured.
 */
export async function seedThenStart<T>(server: ServerProcess, what: string, seed: (dataDir: string) => T): Promise<T> {
  await server.start();
  await server.stop();
  const seeding = performance.now();
  const seeded = seed(server.dataDir);
  console.log(`${what} written in ${Math.round(performance.now() - seeding)} ms`);
  await server.start();
  return seeded;
}

/**
 * Times each list target with one client for `seconds` as the logged-in demo merchant, after
 * checking that its first reply has rows (a fast empty answer is no figure), and prints req/s,
 * p50/p95/p99 and the list's total against the goal. Answers how many targets missed it.
 */
export async function timeListTargets(
  server: ServerProcess,
  targets: readonly BenchTarget[],
  options: { goalP95: number; seconds: number },
): Promise<number> {
  const token = await server.login('demo@portal.test', 'Demo#2026');
  const headers = { token, 'accept-language': 'en' };
  let missed = 0;
  for (const target of targets) {
    const first = (await (await fetch(`${server.baseUrl}${target.path}`, { headers })).json()) as {
      error_code: number;
      msg: string;
      content: { list: unknown[]; total: number };
    };
    if (first.error_code !== 0 || !first.content.list.length)
      throw new Error(`${target.name}: ${first.msg || 'empty'}`);
    const times: number[] = [];
    await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: `${server.baseUrl}${target.path}`, connections: 1, duration: options.seconds, headers },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, _status, _bytes, time) => times.push(time));
    });
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    if (p95 > options.goalP95) missed += 1;
    console.log(
      `${p95 <= options.goalP95 ? 'ok  ' : 'MISS'} ${target.name} (total ${first.content.total.toLocaleString('en')}): ${Math.round(times.length / options.seconds)} req/s, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
    );
  }
  return missed;
}

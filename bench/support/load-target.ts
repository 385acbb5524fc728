import autocannon from 'autocannon';
import { percentile } from './server-process';

/** Loads `url` with 10 connections for `seconds`: requests, req/s and p50/p95/p99 in ms; any failed request throws. */
export async function loadTarget(url: string, headers: Record<string, string>, seconds: number) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration: seconds, headers }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  if (result.non2xx || result.errors || result.timeouts) throw new Error(`${url}: failed requests`);
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: Math.round(times.length / seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

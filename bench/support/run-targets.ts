import fs from 'node:fs';
import { loadTarget } from './load-target';
import type { ServerProcess } from './server-process';

export interface BenchTarget {
  name: string;
  path: string;
}

/**
 * Loads each target (those whose name contains ONLY's words, if set) with the logged-in demo
 * merchant, after checking its first reply (a fast wrong answer is no figure), and prints req/s and
 * p50/p95/p99 against the goal. Answers how many targets missed it.
 */
export async function runTargets(
  server: ServerProcess,
  targets: BenchTarget[],
  options: {
    goalP95: number;
    seconds: number;
    warmup: number;
    /** Why the first reply is no figure (an error, no rows), or undefined when it is fine. */
    refuse(reply: { error_code: number; msg: string; content: unknown }): string | undefined;
  },
): Promise<number> {
  const token = await server.login('demo@portal.test', 'Demo#2026');
  const headers = { token, 'accept-language': 'en' };
  const only = process.env.ONLY?.toLowerCase();
  console.log(`load average: ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  let missed = 0;
  for (const target of targets.filter((t) => !only || t.name.toLowerCase().includes(only))) {
    const url = `${server.baseUrl}${target.path}`;
    const first = (await (await fetch(url, { headers })).json()) as {
      error_code: number;
      msg: string;
      content: unknown;
    };
    const refusal = options.refuse(first);
    if (refusal) throw new Error(`${target.name}: ${refusal}`);
    await loadTarget(url, headers, options.warmup);
    const cpuBefore = cpuMs(server.pid);
    const f = await loadTarget(url, headers, options.seconds);
    const cpu = (cpuMs(server.pid) - cpuBefore) / f.requests;
    const met = f.p95 <= options.goalP95;
    if (!met) missed += 1;
    console.log(
      `${met ? 'ok  ' : 'MISS'} ${target.name}: ${f.rps} req/s, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, server CPU ${cpu.toFixed(2)} ms/request`,
    );
  }
  return missed;
}

/**
 * CPU time (user + system, ms; clock ticks of 10 ms) the process has used so far. Per request it is the figure a loaded
 * shared machine does not distort: p95 with 10 connections on a core of its own is about 10× it.
 */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Cold start and idle memory of the server: process start → first answered `/healthz`, on a data
 * folder whose migrations and demo data are already in place; then the resident memory of the
 * server's whole process tree after it has idled for a while.
 * `npm run bench:start` (builds first). MODE=tsx measures the source run through tsx instead.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const MODE = process.env.MODE === 'tsx' ? 'tsx' : 'compiled';
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8291);
const IDLE_MS = 3000;
const GOALS = { startMs: 1500, rssMb: 150 };

const command: [string, string[]] =
  MODE === 'tsx'
    ? [path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'apps/server/src/main.ts')]]
    : [process.execPath, ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/main.js')]];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cold-start-'));
const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

function start(): ChildProcess {
  return spawn(command[0], command[1], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function firstAnswer(child: ChildProcess, startedAt: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const reply = await fetch(`http://127.0.0.1:${PORT}/healthz`);
      if (reply.ok) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
}

/** RSS of a process and all its descendants (tsx runs the server in a child node process). */
function treeRssMb(pid: number): number {
  let kb = 0;
  const pending = [pid];
  while (pending.length) {
    const current = pending.pop() as number;
    const status = fs.readFileSync(`/proc/${current}/status`, 'utf8');
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    for (const task of fs.readdirSync(`/proc/${current}/task`)) {
      const children = fs.readFileSync(`/proc/${current}/task/${task}/children`, 'utf8').trim();
      if (children) pending.push(...children.split(' ').map(Number));
    }
  }
  return kb / 1024;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

// The first start migrates and seeds; it is not measured.
const warm = start();
await firstAnswer(warm, performance.now());
await stop(warm);

const starts: number[] = [];
const rss: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const startedAt = performance.now();
  const child = start();
  starts.push(await firstAnswer(child, startedAt));
  await sleep(IDLE_MS);
  rss.push(treeRssMb(child.pid as number));
  await stop(child);
}
fs.rmSync(dataDir, { recursive: true, force: true });

const startMs = Math.round(median(starts));
const rssMb = Math.round(median(rss));
console.log(`${MODE}: cold start ${startMs} ms (rounds: ${starts.map(Math.round).join(', ')})`);
console.log(`${MODE}: idle RSS ${rssMb} MB (rounds: ${rss.map(Math.round).join(', ')})`);
if (MODE === 'compiled' && (startMs > GOALS.startMs || rssMb > GOALS.rssMb)) {
  console.error(`over the goal (≤ ${GOALS.startMs} ms, ≤ ${GOALS.rssMb} MB)`);
  process.exitCode = 1;
}

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The checkout whose server runs; PORTAL_ROOT points at another (e.g. a worktree of an older commit) to compare. */
export const ROOT = path.resolve(process.env.PORTAL_ROOT ?? path.join(import.meta.dirname, '../..'));

export interface ServerOptions {
  port: number;
  /** compiled: `node apps/server/dist/main.js` (what `npm start` runs); tsx: the source through tsx. */
  mode?: 'compiled' | 'tsx';
  /** Pins the server to these CPUs (`taskset -c`), e.g. '0' for one core. */
  cpus?: string;
  dataDir?: string;
  env?: Record<string, string>;
}

/** A server process on its own data folder (SQLite, demo data), for benchmarks that go through real HTTP. */
export class ServerProcess {
  readonly baseUrl: string;
  readonly dataDir: string;
  private child: ChildProcess | undefined;
  private readonly ownsDataDir: boolean;

  constructor(private readonly options: ServerOptions) {
    this.baseUrl = `http://127.0.0.1:${options.port}`;
    this.ownsDataDir = !options.dataDir;
    this.dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  }

  get pid(): number {
    if (!this.child?.pid) throw new Error('server not started');
    return this.child.pid;
  }

  /** Starts the process and answers the milliseconds until its first answered `/healthz`. */
  async start(): Promise<number> {
    const { mode = 'compiled', cpus } = this.options;
    const server =
      mode === 'tsx'
        ? [path.join(ROOT, 'node_modules/.bin/tsx'), path.join(ROOT, 'apps/server/src/main.ts')]
        : [process.execPath, ...startFlags(), ...nodeArgs(), path.join(ROOT, 'apps/server/dist/main.js')];
    const [command, ...args] = cpus ? ['taskset', '-c', cpus, ...server] : server;
    const startedAt = performance.now();
    const child = spawn(command as string, args, {
      env: {
        ...startEnv(),
        ...process.env,
        PORT: String(this.options.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        ...this.options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${this.baseUrl}/healthz`)).ok) return performance.now() - startedAt;
      } catch {
        // not listening yet
      }
      await sleep(5);
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** Ends the process at once (SIGKILL: no shutdown of its own), as a crash or an OOM kill would. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** CPU time (user + system) the server's process tree has used so far, in milliseconds. */
  cpuMs(): number {
    let ticks = 0;
    for (const pid of processTree(this.pid)) {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * 10;
  }

  /** Resident memory of the server's process tree (tsx runs the server in a child process), in MB. */
  rssMb(): number {
    let kb = 0;
    for (const pid of processTree(this.pid)) {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    }
    return kb / 1024;
  }

  dispose(): void {
    if (this.ownsDataDir) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Signs in and answers the session token. */
  async login(email: string, password: string): Promise<string> {
    const reply = await fetch(`${this.baseUrl}/api/ucenter/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await reply.json()) as { error_code: number; msg: string; content: { token: string } };
    if (body.error_code !== 0) throw new Error(`sign-in failed: ${body.msg}`);
    return body.content.token;
  }
}

/** A process and all its descendants. */
function processTree(root: number): number[] {
  const found: number[] = [];
  const pending = [root];
  while (pending.length) {
    const pid = pending.pop() as number;
    found.push(pid);
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (children) pending.push(...children.split(' ').map(Number));
    }
  }
  return found;
}

/** The node options of the server's `npm start` (apps/server/package.json), so a bench runs what production runs. */
function startScript(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/server/package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.split(' ');
}

function startFlags(): string[] {
  return startScript().filter((word) => word.startsWith('--'));
}

/** The environment `npm start` sets before `node` (`MALLOC_ARENA_MAX=2`): measured as it runs. */
function startEnv(): Record<string, string> {
  const words = startScript();
  const assignments = words.slice(0, words.indexOf('node')).filter((word) => /^[A-Z_]+=/.test(word));
  return Object.fromEntries(assignments.map((word) => word.split('=', 2) as [string, string]));
}

/** SERVER_NODE_ARGS adds node options to the compiled server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
function nodeArgs(): string[] {
  return (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

/** Percentile of sorted values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Config } from '../../src/config';
import { serverBundle } from './server-bundle';
import { OPS_KEY } from './test-app';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * The server's production bundle (`serverBundle()`) as an OS process of its own on an existing test
 * database: what a second instance behind a load balancer is. Migrations are already done and the
 * demo data already seeded by the test's in-process app, so this one only connects and serves.
 */
export class ServerProcess {
  private output = '';
  private port = 0;
  readonly exited: Promise<number | null>;

  private constructor(private readonly child: ChildProcess) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  static async start(config: Config, env: Record<string, string> = {}): Promise<ServerProcess> {
    const child = spawn(process.execPath, [await serverBundle()], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: config.dataDir,
        WEB_DIST: path.join(config.dataDir, 'no-web'),
        OPS_KEY,
        DEMO_DATA: '0',
        JOBS_ENABLED: '0',
        LOG_LEVEL: 'info',
        ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child);
    await server.listening();
    return server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get log(): string {
    return this.output;
  }

  private async listening(): Promise<void> {
    this.port = await listeningPort(this.child, () => this.output, 60_000);
  }

  /** SIGTERM (the server drains and closes its database), SIGKILL if it is still there after 10 s. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** The port a server child process logs it listens on ("Server listening at http://127.0.0.1:<port>"). */
export async function listeningPort(child: ChildProcess, output: () => string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output());
    if (found) return Number(found[1]);
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`server did not start: ${output().slice(-2000)}`);
}

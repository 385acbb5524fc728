import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverBundle } from './server-bundle';
import { listeningPort } from './server-process';
import { createTestDatabase, OPS_KEY, seededTestDatabase } from './test-app';

/** The compiled server (what `npm start` runs) as a child process on a database of its own and a free port. */
export class CompiledServer {
  private output = '';
  readonly exited: Promise<number | null>;

  private constructor(
    private readonly child: ChildProcess,
    readonly dataDir: string,
    private readonly drop: () => Promise<void>,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /**
   * On a copy of the worker's seeded database, so the process only checks its migrations and seed;
   * `ownSeed` gives it an empty database to migrate and seed itself (with its own hashing cost).
   */
  static async start(env: Record<string, string> = {}, { ownSeed = false } = {}): Promise<CompiledServer> {
    const main = await serverBundle();
    const { dataDir, databaseUrl, drop } = ownSeed ? await createTestDatabase() : await seededTestDatabase();
    const child = spawn(process.execPath, [main], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        OPS_KEY,
        DEMO_DATA: '1',
        PASSWORD_SCRYPT_LOG_N: '14',
        // As the test apps: the demo's year of history is only for the tests about it.
        DEMO_HISTORY_MONTHS: '0',
        LOG_LEVEL: 'info',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new CompiledServer(child, dataDir, drop);
    await server.listening();
    return server;
  }

  /** Everything the process wrote (its log lines). */
  get log(): string {
    return this.output;
  }

  get pid(): number {
    return this.child.pid as number;
  }

  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get portNumber(): number {
    return this.port;
  }

  private async listening(): Promise<void> {
    this.port = await listeningPort(this.child, () => this.output, 30_000);
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Stops the process if it still runs and removes its data. */
  async dispose(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
    await this.drop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

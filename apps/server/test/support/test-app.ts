import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type BodyOf,
  type ContentOf,
  fillPath,
  OPS_KEY_HEADER,
  type OperationDef,
  type QueryOf,
} from '@portal/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { queryBuilder } from '../../src/db/query-builder';
import type { Clock } from '../../src/platform/clock';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../src/seed/demo-logins';
import type { AllTables } from './all-tables';
import { createPostgresDatabase } from './postgres-databases';
import { migratedCopy, seededCopy, type TestDatabase } from './seeded-copy';
import { recordQuery, touching, undeclaredTouches } from './touched-tables';

export const OPS_KEY = 'test-ops-key';
export const ENGINE = (process.env.TEST_DB_ENGINE ?? 'sqlite') as 'sqlite' | 'postgres';
export { DEMO_LOGINS, DEMO_PASSWORD };

export interface Reply<T = unknown> {
  status: number;
  error_code: number;
  msg: string;
  content: T;
  raw: LightMyRequestResponse;
}

export interface CallOptions<O extends OperationDef> {
  token?: string;
  lang?: 'en' | 'zh_CN';
  /** The path's `{name}` segments. */
  params?: Record<string, string | number>;
  query?: QueryOf<O> | Record<string, unknown>;
  body?: BodyOf<O> | unknown;
  ops?: boolean;
  headers?: Record<string, string>;
}

/** A data folder and, on PostgreSQL, an empty database of its own; `drop` removes both. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  if (ENGINE !== 'postgres') return { dataDir, databaseUrl: null, drop: async () => {} };
  const { url, drop } = await createPostgresDatabase(inject('postgresAdminUrl'));
  return { dataDir, databaseUrl: url, drop };
}

/**
 * A copy of the worker's migrated and demo-seeded database (`seeded-copy.ts`), seeded with the tests'
 * own configuration: what an app or a server process started with no configuration of its own needs.
 */
export function seededTestDatabase(): Promise<TestDatabase> {
  const postgres = ENGINE === 'postgres' ? inject('postgresAdminUrl') : null;
  return seededCopy(postgres, async (fresh) => (await boot(fresh, {})).app.close());
}

/**
 * A copy of the worker's migrated database, holding no data: an app started on it seeds its own
 * (for its clock or its configuration) without running every migration again.
 */
export function migratedTestDatabase(): Promise<TestDatabase> {
  const postgres = ENGINE === 'postgres' ? inject('postgresAdminUrl') : null;
  return migratedCopy(postgres, async (fresh) => {
    const db = openDatabase({ ...testConfig(fresh), poolSize: 1 });
    try {
      await migrateToLatest(db);
    } finally {
      await db.close();
    }
  });
}

/**
 * Configuration the demo seed does not read (it reads the clock, the hashing cost, the history's
 * months and the data folder): an app given only these still starts on the worker's seeded copy.
 */
const SERVING_ONLY_ENV: ReadonlySet<string> = new Set([
  'TRUST_PROXY',
  'OPEN_API_BURST',
  'OPEN_API_RATE_PER_SECOND',
  'LOGIN_MAX_PER_IP',
  'WEB_DIST',
  'BODY_TIMEOUT_MS',
  'FILE_TASKS_PER_CUSTOMER',
  'UPLOADS_PER_MINUTE',
  'UPLOAD_QUOTA_MB',
  'WEBHOOK_ALLOW_LOOPBACK',
  'WEBHOOK_SEND_WINDOW_MS',
  'SHOP_ALLOW_LOOPBACK',
  'SESSION_IDLE_MINUTES',
  'SESSION_MAX_DAYS',
  'PUBLIC_URL',
]);

interface StartOptions {
  /**
   * Configuration on top of the tests' own; an app given any beyond SERVING_ONLY_ENV starts on a
   * database seeded for it.
   */
  env?: Record<string, string>;
  /** The seed dates the demo data by this clock: an app given one starts on a database seeded for it. */
  clock?: Clock;
  /**
   * The clock moves only what the test does (sessions, lockouts), not the demo data: the app starts
   * on the worker's seeded copy, dated by the real clock, instead of seeding a database by `clock`.
   */
  seedOnRealTime?: boolean;
  logStream?: { write(line: string): void };
  extraRoutes?: BuildOptions['extraRoutes'];
}

/** The configuration the test apps start with: demo data, cheap hashing, jobs ticked by hand. */
export function testConfig(target: TestDatabase, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: target.dataDir,
    OPS_KEY,
    DEMO_DATA: '1',
    // Cheaper password hashing keeps hundreds of sign-ins quick; production always uses the OWASP cost.
    PASSWORD_SCRYPT_LOG_N: '14',
    // Tests sign several accounts in at once, all from one address.
    HASH_PER_CLIENT: '8',
    WEB_DIST: path.join(target.dataDir, 'no-web'),
    // Jobs run when a test ticks them (core.jobs.tick()), never on a timer in the middle of another test.
    JOBS_ENABLED: '0',
    // The demo's year of history costs seconds per seed: only the tests about it (demo-history.test.ts) ask for it.
    DEMO_HISTORY_MONTHS: '0',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    ...env,
  });
}

/** A server on `target`: it migrates and seeds what is missing, as at every start-up. */
async function boot(target: TestDatabase, options: StartOptions): Promise<{ app: App; config: Config }> {
  const config = testConfig(target, options.env);
  const db = openDatabase({ ...config, poolSize: 4, onQuery: recordQuery });
  const app = await buildApp(config, {
    db,
    clock: options.clock,
    logStream: options.logStream,
    extraRoutes: options.extraRoutes,
  });
  return { app, config };
}

/** A fresh, migrated and demo-seeded server on its own database (SQLite file or PostgreSQL database). */
export class TestApp {
  private constructor(
    readonly app: App,
    readonly config: Config,
    private readonly cleanup: () => Promise<void>,
  ) {}

  static async start(options: StartOptions = {}): Promise<TestApp> {
    const seedsItsOwn =
      (options.clock !== undefined && !options.seedOnRealTime) ||
      Object.keys(options.env ?? {}).some((key) => !SERVING_ONLY_ENV.has(key));
    const target = seedsItsOwn ? await migratedTestDatabase() : await seededTestDatabase();
    const { app, config } = await boot(target, options);
    return new TestApp(app, config, async () => {
      await app.close();
      await target.drop();
      fs.rmSync(target.dataDir, { recursive: true, force: true });
    });
  }

  /**
   * A second server instance on this one's database, as behind a load balancer: its own connections
   * and its own process-memory caches. Closing it leaves the database to its first instance.
   */
  async sibling(options: { clock?: Clock } = {}): Promise<TestApp> {
    const db = openDatabase({ ...this.config, poolSize: 4, onQuery: recordQuery });
    const app = await buildApp(this.config, { db, clock: options.clock });
    return new TestApp(app, this.config, () => app.close());
  }

  /** Every table, for arranging and checking rows directly. */
  get db() {
    return queryBuilder<AllTables>(this.app.core.db);
  }

  close(): Promise<void> {
    return this.cleanup();
  }

  /** Calls an operation of the contract at its path and method; a file reply has its bytes in `raw` only. */
  async call<O extends OperationDef>(operation: O, options: CallOptions<O> = {}): Promise<Reply<ContentOf<O>>> {
    // Every call of every API test holds the operation to its resource tags (issue 23): a write that
    // changes what some read shows without naming it, or a read showing what it does not name, fails.
    const { result, touched } = await touching(() => this.send(operation, options));
    const undeclared = undeclaredTouches(operation, touched);
    if (undeclared.length) throw new Error(`Resource tags fall short: ${undeclared.join('; ')}`);
    return result;
  }

  private send<O extends OperationDef>(operation: O, options: CallOptions<O>): Promise<Reply<ContentOf<O>>> {
    return this.request<ContentOf<O>>(
      {
        method: operation.method,
        url: fillPath(operation.path, options.params),
        query: options.query as Record<string, string>,
        payload: operation.method === 'POST' ? ((options.body ?? {}) as InjectOptions['payload']) : undefined,
        headers: {
          ...(options.token ? { token: options.token } : {}),
          ...(options.ops ? { [OPS_KEY_HEADER]: OPS_KEY } : {}),
          'accept-language': options.lang ?? 'en',
          ...options.headers,
        },
      },
      { binary: operation.response === 'binary' },
    );
  }

  async request<T = unknown>(options: InjectOptions, expect: { binary?: boolean } = {}): Promise<Reply<T>> {
    const raw = await this.app.server.inject(options);
    if (expect.binary && raw.statusCode === 200 && !String(raw.headers['content-type']).includes('application/json')) {
      return { status: raw.statusCode, error_code: 0, msg: '', content: undefined as T, raw };
    }
    let body: { error_code: number; msg: string; content: T };
    try {
      body = raw.json();
    } catch {
      throw new Error(`reply outside the envelope (${raw.statusCode}): ${raw.body.slice(0, 200)}`);
    }
    return { status: raw.statusCode, ...body, raw };
  }

  async login(email: string = DEMO_LOGINS.main, password: string = DEMO_PASSWORD): Promise<string> {
    const { auth } = await import('@portal/contract');
    const reply = await this.call(auth.login, { body: { email, password } });
    if (reply.error_code !== 0) throw new Error(`login ${email} failed: ${reply.msg}`);
    return reply.content.token;
  }
}

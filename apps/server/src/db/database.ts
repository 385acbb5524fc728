import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type KyselyConfig,
  PostgresDialect,
  type QueryCompiler,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import type PgModule from 'pg';
import type { Db, Engine } from './handles';
import { LiteralLimitCompiler } from './literal-limit';
import { registerQueryBuilder } from './query-builder';
import { withStatementCache } from './statement-cache';

/** The handles live in handles.ts, which the query builder reads too; callers name them from here. */
export type { Db, Engine } from './handles';

let pgModule: typeof PgModule | undefined;

/**
 * node-postgres, loaded with the first PostgreSQL database: a server on SQLite (the embedded default)
 * never needs it, and loading it took about 15 MB and 40–75 ms of every start.
 */
function loadPg(): typeof PgModule {
  if (!pgModule) {
    pgModule = createRequire(import.meta.url)('pg') as typeof PgModule;
    // int8 (COUNT, SUM, bigint columns) arrive as strings by default; our values stay far below 2^53.
    pgModule.types.setTypeParser(pgModule.types.builtins.INT8, (value) => Number(value));
  }
  return pgModule;
}

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
  poolSize?: number;
  /**
   * Tests only: told the SQL of every statement that ran, in the caller's async context (the API
   * tests hold each operation to the resources it declares, apps/server/test/support/touched-tables.ts).
   */
  onQuery?: (sql: string) => void;
}

export function openDatabase(options: OpenOptions): Db {
  const { onQuery } = options;
  const log: KyselyConfig['log'] = onQuery
    ? (event) => {
        if (event.level === 'query') onQuery(event.query.sql);
      }
    : undefined;
  if (options.databaseUrl) {
    const pool = new (loadPg().Pool)({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) must not crash the process: the pool replaces it.
    pool.on('error', (error) => console.warn('PostgreSQL idle connection lost:', error.message));
    return opened('postgres', new Kysely<object>({ dialect: new PostgresDialect({ pool }), log }));
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'portal.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return opened(
    'sqlite',
    new Kysely<object>({ dialect: new ServerSqliteDialect({ database: withStatementCache(sqlite) }), log }),
  );
}

function opened(engine: Engine, kysely: Kysely<object>): Db {
  const db: Db = { engine, close: () => kysely.destroy() };
  registerQueryBuilder(db, kysely);
  return db;
}

/**
 * SQLite as the server uses it: a LIMIT written into the SQL (`literal-limit.ts`: a bound one made
 * SQLite prepare the statement again on every run), and transactions that take the write lock when
 * they begin (`begin immediate`). A deferred transaction that reads and then writes fails at once
 * with SQLITE_BUSY when another process (a second server on the same file) wrote in between; an
 * immediate one waits its turn (busy_timeout) instead. Within one process Kysely already runs one
 * transaction at a time on the one connection.
 */
class ServerSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }

  override createQueryCompiler(): QueryCompiler {
    return new LiteralLimitCompiler();
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

import { sql } from 'kysely';
import type { Db } from './database';
import { queryBuilder } from './query-builder';

/**
 * Runs `work` while holding a PostgreSQL session advisory lock named by `key`, so instances started
 * at once on one database take turns (the demo seed: both would otherwise find no demo merchant and
 * insert it). The lock lives on one reserved connection of the pool while `work` uses the others; it
 * is released when `work` ends, or by the server when the connection dies with the process.
 * SQLite needs none: one instance owns the file, and its one connection runs one transaction at a time.
 */
export async function withAdvisoryLock<R>(db: Db, key: number, work: () => Promise<R>): Promise<R> {
  if (db.engine !== 'postgres') return work();
  return queryBuilder<object>(db)
    .connection()
    .execute(async (connection) => {
      await sql`select pg_advisory_lock(${key}::bigint)`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection);
      }
    });
}

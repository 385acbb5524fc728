import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { RowObjectStatement } from './row-objects';

/** Statements kept per connection: a few dozen queries make up nearly all traffic. */
const DEFAULT_CAPACITY = 256;
/** Longer SQL (a 5000-SKU `IN (?, …)` list) is rare and different each time: not worth keeping. */
const MAX_CACHED_SQL_LENGTH = 4096;

/**
 * Kysely's SQLite driver calls `prepare(sql)` for every query, which makes SQLite parse and plan the
 * same text again and better-sqlite3 allocate a new statement each time (12% of a list request).
 * This wrapper hands out one prepared statement per SQL text, least recently used dropped first.
 * A statement still iterating (a streamed query) is busy, so a second user of the same text gets a
 * fresh one instead. EXPLAIN is not kept: SQLite plans it once, so a kept one would not see schema changes.
 * Rows are read as arrays and made objects of one shape per statement (`RowObjectStatement`).
 */
export function withStatementCache(database: SQLite.Database, capacity = DEFAULT_CAPACITY): SqliteDatabase {
  const statements = new Map<string, RowObjectStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql: string): RowObjectStatement {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Re-inserting moves the entry to the end: the Map's first key is the least recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const keep = !cached && sql.length <= MAX_CACHED_SQL_LENGTH && !/^\s*explain\b/i.test(sql);
      // A statement run once is not worth making a row shape for.
      const statement = new RowObjectStatement(database.prepare(sql), keep);
      if (!keep) return statement;
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

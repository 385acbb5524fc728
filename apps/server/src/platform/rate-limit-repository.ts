import { sql } from 'kysely';
import type { Db } from '../db/database';
import { queryBuilder } from '../db/query-builder';
import type { PlatformTables } from './platform-tables';

/** Fixed-window counters (`rate_limits`), one row per bucket. */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Pick<PlatformTables, 'rate_limits'>>(this.db);
  }

  /** Counts a hit in one upsert; a window that has passed starts over at `now`. */
  async count(bucket: string, now: number, windowMs: number): Promise<{ hits: number; windowStart: number }> {
    const windowFloor = now - windowMs;
    const row = await this.kysely
      .insertInto('rate_limits')
      .values({ bucket, window_start: now, hits: 1 })
      .onConflict((oc) =>
        oc.column('bucket').doUpdateSet({
          hits: sql<number>`case when rate_limits.window_start <= ${windowFloor} then 1 else rate_limits.hits + 1 end`,
          window_start: sql<number>`case when rate_limits.window_start <= ${windowFloor} then ${now} else rate_limits.window_start end`,
        }),
      )
      .returning(['hits', 'window_start'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), windowStart: Number(row.window_start) };
  }

  async clear(bucket: string): Promise<void> {
    await this.kysely.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
  }
}

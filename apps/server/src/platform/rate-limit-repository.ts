import { sql } from 'kysely';
import type { Db } from '../db/database';
import { queryBuilder } from '../db/query-builder';
import type { PlatformTables } from './platform-tables';

/** Fixed-window counters (`rate_limits`) and token buckets (`rate_buckets`), one row per bucket. */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Pick<PlatformTables, 'rate_limits' | 'rate_buckets'>>(this.db);
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

  /**
   * Takes one request from a token bucket (GCRA) in one conditional upsert: the bucket's time moves
   * on by `intervalMs` unless that would put it more than `burst` intervals ahead of now, in which
   * case the row is left alone and no row comes back. Answers whether the request may go.
   */
  async takeToken(bucket: string, now: number, intervalMs: number, burst: number): Promise<boolean> {
    const from = sql<number>`case when rate_buckets.tat > ${now} then rate_buckets.tat else ${now} end`;
    const row = await this.kysely
      .insertInto('rate_buckets')
      .values({ bucket, tat: now + intervalMs })
      .onConflict((oc) =>
        oc
          .column('bucket')
          .doUpdateSet({ tat: sql<number>`${from} + ${intervalMs}` })
          .where(sql<boolean>`${from} + ${intervalMs} - ${now} <= ${burst * intervalMs}`),
      )
      .returning('tat')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The bucket's time (epoch ms), or none when it has no row. */
  async bucketTime(bucket: string): Promise<number | undefined> {
    const row = await this.kysely
      .selectFrom('rate_buckets')
      .select('tat')
      .where('bucket', '=', bucket)
      .executeTakeFirst();
    return row ? Number(row.tat) : undefined;
  }

  /** Windows that started before `windowFloor`: each counts as none and would start over. */
  async pruneWindows(windowFloor: number): Promise<number> {
    const result = await this.kysely
      .deleteFrom('rate_limits')
      .where('window_start', '<', windowFloor)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Buckets full again by `now`: a bucket without a row is full, so they are dropped. */
  async pruneBuckets(now: number): Promise<number> {
    const result = await this.kysely.deleteFrom('rate_buckets').where('tat', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

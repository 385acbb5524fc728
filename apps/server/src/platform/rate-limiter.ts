import { sql } from 'kysely';
import type { Db } from '../db/database';
import { tooFrequent } from '../http/app-error';
import type { Clock } from './clock';

/**
 * Fixed-window counters kept in the database, so every server instance behind the load balancer
 * counts the same attempts. One upsert per hit; the window restarts once it has passed.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly scale = 1,
  ) {}

  /**
   * Counts a hit; refuses with 'Operation too frequent' once `limit` hits fall in the window, telling
   * the caller (Retry-After) how long until the window ends.
   */
  async hit(bucket: string, limit: number, windowMs: number): Promise<void> {
    const { hits, windowStart } = await this.count(bucket, windowMs);
    if (hits > limit * this.scale) {
      throw tooFrequent((windowStart + windowMs - this.clock.now().getTime()) / 1000);
    }
  }

  /** Clears a bucket, e.g. the per-account login counter after a successful sign-in. */
  async reset(bucket: string): Promise<void> {
    await this.db.kysely.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
  }

  private async count(bucket: string, windowMs: number): Promise<{ hits: number; windowStart: number }> {
    const now = this.clock.now().getTime();
    const windowFloor = now - windowMs;
    const row = await this.db.kysely
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
}

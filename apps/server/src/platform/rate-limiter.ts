import type { Db } from '../db/database';
import { tooFrequent } from '../http/app-error';
import type { Clock } from './clock';
import { RateLimitRepository } from './rate-limit-repository';

/**
 * Fixed-window counters kept in the database, so every server instance behind the load balancer
 * counts the same attempts. One upsert per hit; the window restarts once it has passed.
 */
export class RateLimiter {
  private readonly counters: RateLimitRepository;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly scale = 1,
  ) {
    this.counters = new RateLimitRepository(db);
  }

  /**
   * Counts a hit; refuses with 'Operation too frequent' once `limit` hits fall in the window, telling
   * the caller (Retry-After) how long until the window ends.
   */
  async hit(bucket: string, limit: number, windowMs: number): Promise<void> {
    const now = this.clock.now().getTime();
    const { hits, windowStart } = await this.counters.count(bucket, now, windowMs);
    if (hits > limit * this.scale) throw tooFrequent((windowStart + windowMs - now) / 1000);
  }

  /** Clears a bucket, e.g. the per-account login counter after a successful sign-in. */
  reset(bucket: string): Promise<void> {
    return this.counters.clear(bucket);
  }
}

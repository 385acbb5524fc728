import type { Db } from '../db/database';
import { tooFrequent } from '../kernel/app-error';
import type { Clock } from './clock';
import { RateLimitRepository } from './rate-limit-repository';

/** A steady rate with room for bursts: `perSecond` requests a second, at most `burst` at once. */
export interface TokenBucketRate {
  perSecond: number;
  burst: number;
}

/** No window is longer: the pruning job drops windows that started a day ago. */
export const MAX_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Rate limits kept in the database, so every server instance behind the load balancer counts the
 * same requests: fixed-window counters (`hit`: sign-ins, mails, uploads) and token buckets (`take`:
 * the Open API's per-key rate). One upsert per request either way.
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
    if (windowMs > MAX_WINDOW_MS) throw new Error(`rate-limit window of ${windowMs} ms is longer than a day`);
    const now = this.clock.now().getTime();
    const { hits, windowStart } = await this.counters.count(bucket, now, windowMs);
    if (hits > limit * this.scale) throw tooFrequent((windowStart + windowMs - now) / 1000);
  }

  /**
   * Takes one request from the bucket (GCRA: a bucket is one time, the next request's theoretical
   * arrival); refuses with 'Operation too frequent' and Retry-After when the bucket is empty.
   */
  async take(bucket: string, rate: TokenBucketRate): Promise<void> {
    const now = this.clock.now().getTime();
    const intervalMs = Math.max(1, Math.round(1000 / (rate.perSecond * this.scale)));
    const burst = Math.max(1, Math.floor(rate.burst * this.scale));
    if (await this.counters.takeToken(bucket, now, intervalMs, burst)) return;
    const tat = (await this.counters.bucketTime(bucket)) ?? now;
    // The next request fits once the bucket's time is within `burst` intervals of now again.
    throw tooFrequent((tat + intervalMs - burst * intervalMs - now) / 1000);
  }

  /** Drops what no longer counts: windows older than the longest window, buckets that are full again. */
  async prune(now: number): Promise<{ rate_limits: number; rate_buckets: number }> {
    return {
      rate_limits: await this.counters.pruneWindows(now - MAX_WINDOW_MS),
      rate_buckets: await this.counters.pruneBuckets(now),
    };
  }

  /** Clears a bucket, e.g. the per-account login counter after a successful sign-in. */
  reset(bucket: string): Promise<void> {
    return this.counters.clear(bucket);
  }
}

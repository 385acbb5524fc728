import type { Clock } from '../platform/clock';
import type { AuthFailureRepository } from './auth-failure-repository';

export interface ThrottlePolicy {
  /** Failures from one address after which that address is refused until its window ends. */
  perAddress: number;
  /** Failures from one address after which each next attempt from it waits, doubling from 2 s. */
  slowAfter: number;
  /**
   * Failures at the subject from all addresses together after which addresses it does not know
   * wait between attempts (5 s, doubling with every further such count). Guessing spread over many
   * addresses is slowed, while the owner, even at a new address, still gets in after the wait.
   */
  subjectSlowAfter?: number;
  windowMs: number;
}

const SECOND = 1000;
const MAX_DELAY_MS = 60 * SECOND;
const SUBJECT_DELAY_MS = 5 * SECOND;

/**
 * Slows and then stops guessing, per subject (an account's sign-in, the staff key) and client
 * address. Only failures count, and a refused attempt is not one: whoever waits is let in.
 */
export class AttemptThrottle {
  constructor(
    private readonly failures: AuthFailureRepository,
    private readonly clock: Clock,
    private readonly policy: ThrottlePolicy,
  ) {}

  /** Milliseconds to wait before an attempt from `ip` may be checked; 0 when it may be now. */
  async waitMs(subject: string, ip: string, options: { knownAddress?: boolean } = {}): Promise<number> {
    const { perAddress, slowAfter, subjectSlowAfter, windowMs } = this.policy;
    const now = this.clock.now().getTime();
    const floor = now - windowMs;
    let wait = 0;
    const address = await this.failures.ofAddress(subject, ip, floor);
    if (address && address.failures >= perAddress) return address.windowStart + windowMs - now;
    if (address && address.failures >= slowAfter) {
      const delay = Math.min(MAX_DELAY_MS, 2 * SECOND * 2 ** (address.failures - slowAfter));
      wait = Math.max(wait, address.lastFailedAt + delay - now);
    }
    if (subjectSlowAfter && !options.knownAddress) {
      const all = await this.failures.ofSubject(subject, floor);
      if (all.failures >= subjectSlowAfter) {
        const steps = Math.floor((all.failures - subjectSlowAfter) / subjectSlowAfter);
        const delay = Math.min(MAX_DELAY_MS, SUBJECT_DELAY_MS * 2 ** steps);
        wait = Math.max(wait, all.lastFailedAt + delay - now);
      }
    }
    return Math.max(0, wait);
  }

  async fail(subject: string, ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    await this.failures.record(subject, ip, now, this.policy.windowMs);
    await this.failures.prune(now - this.policy.windowMs);
  }

  /** A success from an address forgets that address's failures; other addresses' still count. */
  succeed(subject: string, ip: string): Promise<void> {
    return this.failures.clear(subject, ip);
  }

  /** The owner proved who they are another way (a reset link): every address starts afresh. */
  forget(subject: string): Promise<void> {
    return this.failures.clear(subject);
  }
}

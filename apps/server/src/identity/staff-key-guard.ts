import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../kernel/app-error';
import type { AttemptThrottle } from './attempt-throttle';
import { RetryLaterError } from './retry-later';

const SUBJECT = 'ops-key';

/**
 * The operations API's `ops-key`. Wrong keys are counted per client address and slow, then stop,
 * that address; the wait is checked before the key, so a right guess cannot be told from a refusal.
 */
export class StaffKeyGuard {
  constructor(
    private readonly key: string,
    private readonly throttle: AttemptThrottle,
  ) {}

  async admit(given: string, ip: string): Promise<void> {
    // No key is no guess; and a closed API (no OPS_KEY) has nothing to guess.
    if (!given || !this.key) throw new AppError('STAFF_KEY_INVALID');
    const wait = await this.throttle.waitMs(SUBJECT, ip);
    if (wait > 0) throw new RetryLaterError(wait);
    if (!sameSecret(given, this.key)) {
      await this.throttle.fail(SUBJECT, ip);
      throw new AppError('STAFF_KEY_INVALID');
    }
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

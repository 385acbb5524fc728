import { createHash } from 'node:crypto';
import { FULL_GRANT } from '@portal/contract';
import { AppError } from '../kernel/app-error';
import type { Viewer } from '../kernel/viewer';
import type { RateLimiter, TokenBucketRate } from '../platform/rate-limiter';
import type { ApiKeyOwnerRepository } from './api-key-owner-repository';
import type { AttemptThrottle } from './attempt-throttle';
import { RetryLaterError } from './retry-later';

const SUBJECT = 'api-key';
/** Keys are 40 hex characters; anything much longer is no key and is not hashed. */
const MAX_KEY_LENGTH = 200;

/**
 * The database keeps the key (the settings drawer shows it) and its SHA-256, by which a request's
 * key is found: the index compares hashes, so how long a lookup takes tells nothing about the key.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * The Open API's `X-Api-Key`: resolved to the merchant's main account, with every permission.
 * Wrong keys are counted per client address like the staff key's (slowed from the third, refused at
 * the limit; the wait is checked before the key), and each merchant's requests share one token
 * bucket over all instances.
 */
export class ApiKeyGuard {
  constructor(
    private readonly owners: ApiKeyOwnerRepository,
    private readonly throttle: AttemptThrottle,
    private readonly limiter: RateLimiter,
    private readonly rate: TokenBucketRate,
  ) {}

  async admit(given: string | undefined, ip: string): Promise<Viewer> {
    // No key is no guess: it is not counted.
    if (!given) throw new AppError('API_KEY_MISSING');
    const wait = await this.throttle.waitMs(SUBJECT, ip);
    if (wait > 0) throw new RetryLaterError(wait);
    const owner = given.length <= MAX_KEY_LENGTH ? await this.owners.find(hashApiKey(given)) : undefined;
    if (!owner) {
      await this.throttle.fail(SUBJECT, ip);
      throw new AppError('API_KEY_INVALID');
    }
    if (owner.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    await this.limiter.take(`open-api:customer:${owner.customer_id}`, this.rate);
    return {
      sessionId: 0,
      accountId: owner.account_id,
      customerId: owner.customer_id,
      subAccountId: 0,
      isMain: true,
      grant: FULL_GRANT,
    };
  }
}

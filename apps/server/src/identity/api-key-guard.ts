import { createHash } from 'node:crypto';
import { FULL_GRANT, grantOfScopes, NAMED_API_KEY_PREFIX, readScopes } from '@portal/contract';
import { AppError } from '../kernel/app-error';
import type { Viewer } from '../kernel/viewer';
import { type Actor, API_KEY_ACTOR, namedApiKeyActor } from '../platform/actor';
import type { Clock } from '../platform/clock';
import type { RateLimiter, TokenBucketRate } from '../platform/rate-limiter';
import type { ApiKeyOwner, ApiKeyOwnerRepository, NamedApiKeyOwner } from './api-key-owner-repository';
import type { ApiKeyRepository } from './api-key-repository';
import type { AttemptThrottle } from './attempt-throttle';
import { RetryLaterError } from './retry-later';

const SUBJECT = 'api-key';
/** Keys are 40 hex characters (named ones with a prefix); anything much longer is no key and is not hashed. */
const MAX_KEY_LENGTH = 200;
/** A named key's last use is written at most this often: one write a minute per key, not one per request. */
export const LAST_USE_INTERVAL_MS = 60_000;

/**
 * The database keeps the key (the settings drawer shows it) and its SHA-256, by which a request's
 * key is found: the index compares hashes, so how long a lookup takes tells nothing about the key.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * The Open API's `X-Api-Key`. The settings drawer's key acts as the merchant's main account, with
 * every permission; a named key (`pk_…`, the plugins page) as the main account limited to its scopes,
 * which the route layer checks like a sub-account's grant, and its changes are recorded with its name.
 * Wrong keys are counted per client address like the staff key's (slowed from the third, refused at
 * the limit; the wait is checked before the key), and each merchant's requests share one token
 * bucket over all instances, whichever key they carry.
 */
export class ApiKeyGuard {
  constructor(
    private readonly owners: ApiKeyOwnerRepository,
    private readonly keys: ApiKeyRepository,
    private readonly throttle: AttemptThrottle,
    private readonly limiter: RateLimiter,
    private readonly rate: TokenBucketRate,
    private readonly clock: Clock,
  ) {}

  async admit(given: string | undefined, ip: string): Promise<{ viewer: Viewer; actor: Actor }> {
    // No key is no guess: it is not counted.
    if (!given) throw new AppError('API_KEY_MISSING');
    const wait = await this.throttle.waitMs(SUBJECT, ip);
    if (wait > 0) throw new RetryLaterError(wait);
    const owner = await this.ownerOf(given);
    if (!owner) {
      await this.throttle.fail(SUBJECT, ip);
      throw new AppError('API_KEY_INVALID');
    }
    if (owner.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    await this.limiter.take(`open-api:customer:${owner.customer_id}`, this.rate);
    const main: Viewer = {
      sessionId: 0,
      accountId: owner.account_id,
      customerId: owner.customer_id,
      subAccountId: 0,
      isMain: true,
      grant: FULL_GRANT,
    };
    if (!('key_id' in owner)) return { viewer: main, actor: API_KEY_ACTOR };
    await this.recordUse(owner, ip);
    return {
      viewer: { ...main, isMain: false, grant: grantOfScopes(readScopes(owner.scopes)) },
      actor: namedApiKeyActor(owner.key_id, owner.name),
    };
  }

  private async ownerOf(given: string): Promise<ApiKeyOwner | NamedApiKeyOwner | undefined> {
    if (given.length > MAX_KEY_LENGTH) return undefined;
    const hash = hashApiKey(given);
    return given.startsWith(NAMED_API_KEY_PREFIX) ? this.owners.findNamed(hash) : this.owners.find(hash);
  }

  /** Time and address of the use, unless one was written in the last minute (then the row stays as it is). */
  private async recordUse(owner: NamedApiKeyOwner, ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    const since = new Date(now - LAST_USE_INTERVAL_MS).toISOString();
    if (owner.last_used_at !== null && owner.last_used_at >= since) return;
    await this.keys.touch(owner.key_id, new Date(now).toISOString(), ip, since);
  }
}

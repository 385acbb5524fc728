import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import type { ServerSecrets } from '../../platform/secrets';

export const ALERT_TOKEN_TTL_SECONDS = 600;
const PURPOSE = 'monitor.alert-token';

/**
 * `<expiry ms>.<nonce>.<hmac>`: stateless, so any instance can check a token another issued.
 * It proves the reporter fetched it from this portal recently; the per-IP limit does the rest.
 */
export class AlertTokens {
  constructor(
    private readonly secrets: ServerSecrets,
    private readonly clock: Clock,
  ) {}

  async issue(): Promise<string> {
    const expires = this.clock.now().getTime() + ALERT_TOKEN_TTL_SECONDS * 1000;
    const payload = `${expires}.${randomBytes(12).toString('base64url')}`;
    return `${payload}.${await this.sign(payload)}`;
  }

  async isValid(token: string): Promise<boolean> {
    const [expires, nonce, signature, ...rest] = token.split('.');
    if (!expires || !nonce || !signature || rest.length || !/^\d{1,15}$/.test(expires)) return false;
    const expected = Buffer.from(await this.sign(`${expires}.${nonce}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const remaining = Number(expires) - this.clock.now().getTime();
    return remaining > 0 && remaining <= ALERT_TOKEN_TTL_SECONDS * 1000;
  }

  private async sign(payload: string): Promise<string> {
    return createHmac('sha256', await this.secrets.keyFor(PURPOSE))
      .update(payload)
      .digest('base64url');
  }
}

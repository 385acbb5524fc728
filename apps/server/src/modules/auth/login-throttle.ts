import type { Core } from '../../core';
import { AttemptThrottle } from '../../identity/attempt-throttle';
import { AuthFailureRepository } from '../../identity/auth-failure-repository';
import { LOGIN_SLOW_AFTER } from './limits';

/**
 * The sign-in policy of docs/SECURITY.md: failures are counted per account and client address; an
 * address that guesses is slowed, then refused for the rest of its window; guessing spread over
 * many addresses slows addresses the account has never signed in from, but never refuses them.
 */
export function loginThrottle(core: Core): AttemptThrottle {
  const { loginLimits, rateLimitScale } = core.config;
  return new AttemptThrottle(new AuthFailureRepository(core.db), core.clock, {
    perAddress: loginLimits.perAccount * rateLimitScale,
    slowAfter: LOGIN_SLOW_AFTER * rateLimitScale,
    subjectSlowAfter: loginLimits.accountSlowdown * rateLimitScale,
    windowMs: loginLimits.windowMs,
  });
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Public endpoints that create rows, send mail or answer whether an email is registered: counted per
 * client address, and the reset mail also per address mailed, so one mailbox cannot be flooded.
 */
export const AUTH_LIMITS = {
  registerPerIp: { max: 10, windowMs: HOUR },
  checkEmailPerIp: { max: 30, windowMs: 10 * MINUTE },
  resetMailPerIp: { max: 20, windowMs: HOUR },
  resetMailPerEmail: { max: 5, windowMs: HOUR },
} as const;

/**
 * Sign-in failures of one account (counted per client address in `auth_failures`): a success
 * forgets its own address's, a password reset every address's.
 */
export function loginSubject(email: string): string {
  return `login:${email.toLowerCase()}`;
}

/** Failures from one address before each next attempt from it waits (2 s, doubling). */
export const LOGIN_SLOW_AFTER = 3;

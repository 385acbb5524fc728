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

/** The per-account sign-in counter, cleared by a successful sign-in or a password reset. */
export function loginAccountBucket(email: string): string {
  return `login:account:${email.toLowerCase()}`;
}

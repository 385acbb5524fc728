import { createHash, randomBytes } from 'node:crypto';

/** A random bearer secret (session, reset link) and the only form of it the database keeps. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { createHash, timingSafeEqual } from 'node:crypto';

/** The portal keeps a ShipStation password as its SHA-256 (hex) only: it is random and long, so no slower hash is needed. */
export function hashServedPassword(password: string): string {
  return createHash('sha256').update(password).digest('hex');
}

/** A hash no password has: compared against when the username is unknown, so both answers take as long. */
const NO_HASH = hashServedPassword('');

/** Whether `password` is the one whose hash is kept; the hashes are compared in constant time. */
export function servedPasswordMatches(password: string, storedHash: string | null): boolean {
  const given = Buffer.from(hashServedPassword(password), 'hex');
  const kept = Buffer.from(storedHash ?? NO_HASH, 'hex');
  return kept.length === given.length && timingSafeEqual(given, kept) && storedHash !== null;
}

/** No username or password the portal hands out comes near this; a longer header is not looked up. */
const MAX_CREDENTIALS_CHARS = 512;

/** The username and password of an `Authorization: Basic …` header (RFC 7617), or null when there are none. */
export function basicCredentials(header: string | undefined): { username: string; password: string } | null {
  if (!header || header.length > MAX_CREDENTIALS_CHARS) return null;
  const match = /^Basic[ ]+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

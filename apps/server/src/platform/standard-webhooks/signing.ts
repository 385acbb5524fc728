import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com, "Symmetric signatures"): the
 * signature is HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` under the secret's bytes
 * (the base64 text after `whsec_`), sent as `v1,<base64>`. Several signatures are separated by a
 * space, so a receiver holding either the old or the new secret accepts a delivery during a rotation.
 *
 * node:crypto rather than the `standardwebhooks` npm package: signing is three lines here, and the
 * package computes HMAC in JavaScript (`fast-sha256`, `@stablelib/base64`) where node:crypto uses
 * OpenSSL, on the delivery job's hot path.
 */

const PREFIX = 'whsec_';
/** Secret length in bytes: 24 bytes (192 bits), like the reference libraries' generated keys. */
const SECRET_BYTES = 24;

/** A new secret, `whsec_` followed by base64 of random bytes. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** The secret's key bytes; the `whsec_` prefix is optional, as in the reference libraries. */
function keyOf(secret: string): Buffer {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  if (!key.length) throw new Error('empty webhook secret');
  return key;
}

/** `v1,<base64>` for one secret. `timestamp` is in whole seconds since the epoch. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of a delivery, signed with every secret given (the new one first during a rotation). */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signWebhook(secret, id, timestamp, body)).join(' '),
  };
}

/**
 * Whether a `webhook-signature` header holds a `v1` signature of the message under `secret`
 * (what a receiver does; the tests' receiver and the integrators' guide use it). Timestamps are
 * checked by the caller against its own clock and tolerance.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  message: { id: string; timestamp: number; body: string },
): boolean {
  const expected = Buffer.from(signWebhook(secret, message.id, message.timestamp, message.body));
  return header.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

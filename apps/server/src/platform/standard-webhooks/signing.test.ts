import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, verifyWebhookSignature, webhookHeaders } from './signing';

/**
 * The reference vector of the Standard Webhooks libraries (standard-webhooks/standard-webhooks,
 * libraries/javascript/src/webhook.test.ts, "sign function works"; the same values in the other
 * languages' tests): secret, message id, timestamp and body, and the signature they must give.
 */
const REFERENCE = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
/** A well-formed signature of something else, from the reference "multi sig payload is valid" test. */
const OTHER_SIGNATURE = 'v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=';

describe('Standard Webhooks signing', () => {
  it('gives the reference signature, with and without the whsec_ prefix', () => {
    expect(signWebhook(REFERENCE.secret, REFERENCE.id, REFERENCE.timestamp, REFERENCE.body)).toBe(REFERENCE.signature);
    expect(signWebhook(REFERENCE.secret.slice(6), REFERENCE.id, REFERENCE.timestamp, REFERENCE.body)).toBe(
      REFERENCE.signature,
    );
  });

  it('signs with both secrets during a rotation, and a receiver holding either accepts', () => {
    const fresh = newWebhookSecret();
    const headers = webhookHeaders([fresh, REFERENCE.secret], REFERENCE.id, REFERENCE.timestamp, REFERENCE.body);
    expect(headers['webhook-id']).toBe(REFERENCE.id);
    expect(headers['webhook-timestamp']).toBe('1614265330');
    const parts = headers['webhook-signature'].split(' ');
    expect(parts).toHaveLength(2);
    expect(parts[1]).toBe(REFERENCE.signature);
    for (const secret of [fresh, REFERENCE.secret]) {
      expect(verifyWebhookSignature(secret, headers['webhook-signature'], REFERENCE)).toBe(true);
    }
    expect(verifyWebhookSignature(newWebhookSecret(), headers['webhook-signature'], REFERENCE)).toBe(false);
  });

  it('refuses a changed body, id or timestamp, a truncated or foreign signature', () => {
    const header = `${OTHER_SIGNATURE} ${REFERENCE.signature}`;
    expect(verifyWebhookSignature(REFERENCE.secret, header, REFERENCE)).toBe(true);
    expect(verifyWebhookSignature(REFERENCE.secret, header, { ...REFERENCE, body: '{"test": 2432232315}' })).toBe(
      false,
    );
    expect(verifyWebhookSignature(REFERENCE.secret, header, { ...REFERENCE, id: 'msg_other' })).toBe(false);
    expect(verifyWebhookSignature(REFERENCE.secret, header, { ...REFERENCE, timestamp: 1614265331 })).toBe(false);
    expect(verifyWebhookSignature(REFERENCE.secret, REFERENCE.signature.slice(0, 8), REFERENCE)).toBe(false);
    expect(verifyWebhookSignature(REFERENCE.secret, 'v1,', REFERENCE)).toBe(false);
    expect(verifyWebhookSignature(REFERENCE.secret, OTHER_SIGNATURE, REFERENCE)).toBe(false);
  });

  it('makes secrets of 24 random bytes behind whsec_', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});

import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';

/**
 * What makes two requests "the same" for an Idempotency-Key: method, path, and the query and body as
 * the contract parsed them, written as JSON with sorted keys, so a retry that orders fields
 * differently or spells out a default still matches.
 */
export function requestFingerprint(method: string, path: string, query: unknown, body: unknown): string {
  const text = [method, path, stringify(query ?? null), stringify(body ?? null)].join('\n');
  return createHash('sha256').update(text).digest('hex');
}

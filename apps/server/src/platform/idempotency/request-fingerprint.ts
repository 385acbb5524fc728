import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';

/**
 * What makes two requests "the same" for an Idempotency-Key: method, path, query and body, the JSON
 * written with its keys sorted, so a client that orders fields differently on a retry still matches.
 */
export function requestFingerprint(method: string, path: string, query: unknown, body: unknown): string {
  const text = [method, path, stringify(query ?? null), stringify(body ?? null)].join('\n');
  return createHash('sha256').update(text).digest('hex');
}

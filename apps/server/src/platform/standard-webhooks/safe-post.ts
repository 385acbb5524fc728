import { type OutboundOptions, safeRequest } from '../outbound/safe-request';

/** What came of one POST: the reply's status and first bytes, or why there was none. */
export type PostOutcome =
  | { status: number; body: string; durationMs: number }
  | { status: null; error: string; durationMs: number };

export type SafePostOptions = OutboundOptions;

/** POSTs a JSON `body` to `url` through the outbound guard (`safeRequest`): no redirect followed, the reply read up to `maxBytes`. */
export async function safePost(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: SafePostOptions,
): Promise<PostOutcome> {
  const outcome = await safeRequest(
    { method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, body },
    options,
  );
  return outcome.status === null
    ? outcome
    : { status: outcome.status, body: outcome.body, durationMs: outcome.durationMs };
}

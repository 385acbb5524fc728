import { ShopCallError, type ShopConnectionTarget, type ShopHttp, type Sleep } from '../shop-connector';
import { costWaitMs, retryAfterMs, type ShopifyQueryCost } from './shopify-throttle';

/**
 * The Admin GraphQL API version every call names. Shopify supports a version for a year; moving
 * up means reading its release notes for the operations in `shopify-operations.ts` (from 2026-04
 * `inventorySetQuantities` refuses a call without its `@idempotent` key, which it already sends).
 */
export const SHOPIFY_API_VERSION = '2026-01';

/** Throttled calls are retried this many times (each after the wait the bucket needs) before the call fails as 'throttled'. */
export const THROTTLE_RETRIES = 4;

/** What a connector needs to call Shopify: the guarded HTTP client and a way to wait between retries. */
export interface ShopifyDeps {
  http: ShopHttp;
  sleep: Sleep;
}

export interface GraphqlOperation {
  /** A named operation (`query PullOrders(…)`): Shopify's logs and the test fake know it by name. */
  query: string;
  variables?: Record<string, unknown>;
}

interface GraphqlError {
  message?: string;
  extensions?: { code?: string };
}

interface GraphqlReply {
  data?: unknown;
  errors?: GraphqlError[] | string | Record<string, unknown>;
  extensions?: { cost?: ShopifyQueryCost };
}

export function shopifyEndpoint(shopUrl: string): string {
  return `${shopUrl.replace(/\/+$/, '')}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
}

/**
 * Sends one operation and returns its `data`. Throttling (a `THROTTLED` error in a 200 reply, or an
 * HTTP 429) is waited out and retried; everything else becomes a `ShopCallError` the sync job acts on.
 */
export async function shopifyGraphql<T>(
  deps: ShopifyDeps,
  target: ShopConnectionTarget,
  operation: GraphqlOperation,
  signal?: AbortSignal,
): Promise<T> {
  const token = target.credentials.access_token;
  if (!token) throw new ShopCallError('auth', 'the connection has no Shopify access token');
  const body = JSON.stringify({ query: operation.query, variables: operation.variables ?? {} });
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await deps.http(
      {
        method: 'POST',
        url: shopifyEndpoint(target.shopUrl),
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-shopify-access-token': token },
        body,
      },
      signal,
    );
    if (outcome.status === null) throw new ShopCallError('unreachable', `Shopify did not answer: ${outcome.error}`);
    const { status } = outcome;
    if (status === 401 || status === 403) {
      throw new ShopCallError('auth', `Shopify refused the access token (HTTP ${status})`, status);
    }
    const reply = parseReply(outcome.body);
    const wait = throttleWait(status, outcome.headers, reply);
    if (wait !== null) {
      if (attempt >= THROTTLE_RETRIES) {
        throw new ShopCallError('throttled', `Shopify throttled the call ${attempt + 1} times`, status);
      }
      await deps.sleep(wait, signal);
      continue;
    }
    if (!reply) throw new ShopCallError('rejected', `Shopify answered HTTP ${status} without JSON`, status);
    const errors = errorList(reply.errors);
    if (errors.some((error) => error.extensions?.code === 'ACCESS_DENIED')) {
      throw new ShopCallError('auth', `Shopify denied access: ${messages(errors)}`, status);
    }
    if (errors.length > 0 || status !== 200) {
      throw new ShopCallError('rejected', `Shopify refused the call: ${messages(errors) || `HTTP ${status}`}`, status);
    }
    return reply.data as T;
  }
}

/** Throws the payload's `userErrors` (a mutation Shopify refused) as 'rejected', with their messages. */
export function throwUserErrors(what: string, userErrors: { message: string; field?: string[] | null }[]): void {
  if (userErrors.length === 0) return;
  const text = userErrors.map((e) => (e.field?.length ? `${e.field.join('.')}: ${e.message}` : e.message)).join('; ');
  throw new ShopCallError('rejected', `Shopify refused ${what}: ${text}`, 200);
}

/** Milliseconds to wait when the reply is a throttle, else null. */
function throttleWait(status: number, headers: Record<string, string>, reply: GraphqlReply | null): number | null {
  if (status === 429) {
    return retryAfterMs(headers['retry-after']) ?? costWaitMs(reply?.extensions?.cost);
  }
  if (reply && errorList(reply.errors).some((error) => error.extensions?.code === 'THROTTLED')) {
    return costWaitMs(reply.extensions?.cost);
  }
  return null;
}

function parseReply(text: string): GraphqlReply | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as GraphqlReply) : null;
  } catch {
    return null;
  }
}

/** GraphQL errors are a list; Shopify's HTTP-level refusals put a string (or an object) in `errors`. */
function errorList(errors: GraphqlReply['errors']): GraphqlError[] {
  if (!errors) return [];
  if (Array.isArray(errors)) return errors;
  if (typeof errors === 'string') return [{ message: errors }];
  return Object.entries(errors).map(([key, value]) => ({ message: `${key}: ${String(value)}` }));
}

function messages(errors: GraphqlError[]): string {
  return errors
    .map((error) => error.message ?? '')
    .filter(Boolean)
    .join('; ');
}

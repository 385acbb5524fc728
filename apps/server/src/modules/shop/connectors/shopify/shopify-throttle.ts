/**
 * How long to wait before asking Shopify again after it throttled a call. The GraphQL Admin API
 * limits by calculated query cost with a leaky bucket per app and shop: every reply carries
 * `extensions.cost` (what the query asked for, what it cost, and the bucket: maximum, currently
 * available, restore rate in points a second). A throttled call waits until the bucket holds what
 * the query asks for.
 */

export interface ShopifyQueryCost {
  requestedQueryCost?: number | null;
  actualQueryCost?: number | null;
  throttleStatus?: {
    maximumAvailable?: number;
    currentlyAvailable?: number;
    restoreRate?: number;
  } | null;
}

/** When a reply says nothing usable: one second, about what a small query needs on any plan. */
export const FALLBACK_WAIT_MS = 1000;

/** No single wait is longer: a query that needs more than a minute of restore is not waited for. */
export const MAX_WAIT_MS = 60_000;

/** Milliseconds until the bucket holds the query's requested cost again. */
export function costWaitMs(cost: ShopifyQueryCost | null | undefined): number {
  const requested = cost?.requestedQueryCost;
  const available = cost?.throttleStatus?.currentlyAvailable;
  const rate = cost?.throttleStatus?.restoreRate;
  if (typeof requested !== 'number' || typeof available !== 'number' || typeof rate !== 'number' || rate <= 0) {
    return FALLBACK_WAIT_MS;
  }
  const missing = Math.max(requested - available, 1);
  return Math.min(Math.ceil((missing / rate) * 1000), MAX_WAIT_MS);
}

/** Milliseconds a 429's `Retry-After` asks for (seconds or an HTTP date), or null without one. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(Math.ceil(seconds * 1000), MAX_WAIT_MS);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.min(Math.max(at - now, 0), MAX_WAIT_MS);
}

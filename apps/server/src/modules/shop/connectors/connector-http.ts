import type { Config } from '../../../config';
import { safeRequest } from '../../../platform/outbound/safe-request';
import type { ShopHttp, Sleep } from './shop-connector';

/** The most of a shop's reply read: a page of orders is well under it. */
const SHOP_REPLY_MAX_BYTES = 4 * 1024 * 1024;
const SHOP_TIMEOUT_MS = 30_000;

/** Calls to shops go through the outbound guard: https to public addresses only (loopback when configured for tests and the demo). */
export function shopHttp(config: Pick<Config, 'shops'>): ShopHttp {
  return (request, signal) =>
    safeRequest(request, {
      allowLoopback: config.shops.allowLoopback,
      timeoutMs: SHOP_TIMEOUT_MS,
      maxBytes: SHOP_REPLY_MAX_BYTES,
      signal,
    });
}

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

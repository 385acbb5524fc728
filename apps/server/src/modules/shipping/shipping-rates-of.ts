import type { Core } from '../../core';
import type { Db } from '../../db/database';
import { productReferenceApi } from '../product-reference';
import { RateDataCache } from './rate-data-cache';
import { ShippingRates } from './shipping-rates';
import { ShippingRepository } from './shipping-repository';

/** One cache per open database, i.e. per server instance, however many modules ask for the rates. */
const caches = new WeakMap<Db, RateDataCache>();

export function shippingRatesOf(core: Pick<Core, 'db' | 'clock'>): ShippingRates {
  let cache = caches.get(core.db);
  if (!cache) {
    cache = new RateDataCache(new ShippingRepository(core.db), productReferenceApi(core));
    caches.set(core.db, cache);
  }
  return new ShippingRates(cache, core.clock);
}

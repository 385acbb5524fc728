import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { shippingRoutes } from './routes';
import type { ShippingRates } from './shipping-rates';
import { shippingRatesOf } from './shipping-rates-of';

/**
 * The shipping module's public surface: its routes, and `shippingRates(core)`, the rate engine the
 * orders module and the Open API quote with (methods that fit, the fee at submit, the final fee at
 * packing, the methods to filter by). Other modules import this file only. The rate model:
 * docs/SHIPPING-RATES.md.
 */
export const shippingModule = defineModule({ name: 'shipping', areas: ['shipping'], routes: shippingRoutes });
export type { FinalFeeOptions, QuoteOptions, ShippingRates } from './shipping-rates';

export function shippingRates(core: Pick<Core, 'db' | 'clock'>): ShippingRates {
  return shippingRatesOf(core);
}

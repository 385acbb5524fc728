import { AppError } from '../../http/app-error';
import type { OrderRates } from './order-ports';

/**
 * Ports whose module has not landed on this branch yet: every call refuses with "The service is not
 * configured" (503), so a flow that needs stock, money or rates stops before it writes anything.
 * `order-wiring.ts` replaces each with the real module as it is merged.
 */
function unavailable(): never {
  throw new AppError('SERVICE_NOT_CONFIGURED');
}

/** Waits for the rate engine (branch `shipping-rates`, `modules/shipping/`). */
export const RATES_NOT_LANDED: OrderRates = {
  quote: async () => unavailable(),
  finalFee: async () => unavailable(),
};

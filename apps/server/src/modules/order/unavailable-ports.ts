import { AppError } from '../../http/app-error';
import type { OrderRates, OrderStock, OrderWallet } from './order-ports';

/**
 * Ports whose module has not landed on this branch yet: every call refuses with "The service is not
 * configured" (503), so a flow that needs stock, money or rates stops before it writes anything.
 * `order-wiring.ts` replaces each with the real module as it is merged.
 */
function unavailable(): never {
  throw new AppError('SERVICE_NOT_CONFIGURED');
}

/** Waits for the stock ledger (branch `stock-wallet`, `modules/inventory/`). */
export const STOCK_NOT_LANDED: OrderStock = {
  lock: async () => unavailable(),
  release: async () => unavailable(),
  deduct: async () => unavailable(),
  restock: async () => unavailable(),
};

/** Waits for the wallet (branch `stock-wallet`, `modules/wallet/`). */
export const WALLET_NOT_LANDED: OrderWallet = {
  hold: async () => unavailable(),
  releaseHold: async () => unavailable(),
  charge: async () => unavailable(),
};

/** Waits for the rate engine (branch `shipping-rates`, `modules/shipping/`). */
export const RATES_NOT_LANDED: OrderRates = {
  quote: async () => unavailable(),
  finalFee: async () => unavailable(),
};

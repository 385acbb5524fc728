import type { Core } from '../../core';
import type { OrderPorts } from './order-ports';
import { RATES_NOT_LANDED, STOCK_NOT_LANDED, WALLET_NOT_LANDED } from './unavailable-ports';

/** The modules behind the order module's ports. */
export function orderPorts(_core: Core): OrderPorts {
  return { stock: STOCK_NOT_LANDED, wallet: WALLET_NOT_LANDED, rates: RATES_NOT_LANDED };
}

import { wallet } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { walletApi } from './wallet-api';
import { WalletService } from './wallet-service';

/** The merchant's balance and low-balance threshold, and staff's account reads, credit limits and corrections (ops API). */
export function walletRoutes(core: Core): RouteBinding[] {
  const service = new WalletService(core.db, walletApi(core), core.customers);
  return [
    route(wallet.getBalance, ({ viewer }) => service.balance(viewer)),
    route(wallet.setLowBalanceThreshold, ({ viewer, body }) => service.setLowBalanceThreshold(viewer, body.threshold)),
    route(wallet.getAccount, ({ query }) => service.account(query.customer_id)),
    route(wallet.setCreditLimit, ({ body }) => service.setCreditLimit(body.customer_id, body.credit_limit)),
    route(wallet.adjustBalance, ({ body }) => service.adjustBalance(body)),
  ];
}

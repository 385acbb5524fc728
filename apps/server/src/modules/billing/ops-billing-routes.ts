import { opsBilling } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { orderBillingReads } from '../order';
import { walletApi, walletStaff } from '../wallet';
import { FinanceService } from './finance-service';

/**
 * Finance staff on merchants' wallets (`/api/ops/finance/…`): manual adjustments and the credit limit
 * through the wallet module's staff calls (the older `/api/ops/wallet/…` calls do the same), refunds here.
 */
export function opsBillingRoutes(core: Core): RouteBinding[] {
  const staff = walletStaff(core);
  const finance = new FinanceService(core.db, walletApi(core), core.customers, orderBillingReads(core));
  return [
    route(opsBilling.adjustBalance, ({ body }) => staff.adjustBalance(body)),
    route(opsBilling.refund, ({ body }) => finance.refund(body)),
    route(opsBilling.setCreditLimit, ({ body }) => staff.setCreditLimit(body.customer_id, body.credit_limit)),
  ];
}

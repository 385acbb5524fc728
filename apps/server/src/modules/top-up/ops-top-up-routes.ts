import { opsTopUp } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { staffActor } from '../../platform/actor';
import { topUpParts } from './top-up-parts';

/**
 * Finance's calls (operations API, `/api/ops/finance/…`): receiving accounts, daily exchange rates,
 * and the pending top-ups to confirm or reject, named by their number; `operator` goes to the history.
 */
export function opsTopUpRoutes(core: Core): RouteBinding[] {
  const { staff } = topUpParts(core);
  const ofTopUp = { merchantOf: ({ body }: { body: { top_up_no: string } }) => staff.merchantOf(body.top_up_no) };
  return [
    route(opsTopUp.getPendingTopUps, ({ query }) => staff.pending(query)),
    route(
      opsTopUp.confirmTopUp,
      ({ body }) =>
        staff.confirm({
          topUpNo: body.top_up_no,
          receivedAmount: body.received_amount,
          rateDate: body.rate_date,
          actor: staffActor(body.operator),
        }),
      ofTopUp,
    ),
    route(
      opsTopUp.rejectTopUp,
      ({ body }) => staff.reject({ topUpNo: body.top_up_no, reason: body.reason, actor: staffActor(body.operator) }),
      ofTopUp,
    ),
    route(opsTopUp.setExchangeRate, ({ body }) => staff.setRate(body)),
    route(opsTopUp.getExchangeRates, ({ query }) => staff.rates(query.date)),
    route(opsTopUp.setReceivingAccount, ({ body }) => staff.setAccount(body)),
    route(opsTopUp.getReceivingAccounts, () => staff.accounts()),
  ];
}

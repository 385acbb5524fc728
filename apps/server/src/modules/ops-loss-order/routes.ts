import { opsLossOrder } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { inboundInsurance, inboundShelved } from '../inbound';
import { lossOrderApi } from '../loss-order';

/** Staff review of loss orders (`/api/ops/lossOrder/…`), naming one by its loss number. */
export function opsLossOrderRoutes(core: Core): RouteBinding[] {
  const lossOrders = lossOrderApi(core);
  const shelved = inboundShelved(core);
  const insurance = inboundInsurance(core);
  return [route(opsLossOrder.review, ({ body }) => lossOrders.review(body, shelved, insurance))];
}

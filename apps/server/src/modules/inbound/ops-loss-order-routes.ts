import { opsLossOrder } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { lossOrderApi } from '../loss-order';
import { inboundInsurance, inboundShelved } from './inbound-staff-parts';

/**
 * Staff review of loss orders (`/api/ops/lossOrder/…`), naming one by its loss number. Served here,
 * not by the loss-order module: the review reads the booking's facts (shelved yet, insured units),
 * and loss orders cannot import the inbound module that raises them.
 */
export function opsLossOrderRoutes(core: Core): RouteBinding[] {
  const lossOrders = lossOrderApi(core);
  const shelved = inboundShelved(core);
  const insurance = inboundInsurance(core);
  return [
    route(opsLossOrder.review, ({ body }) => lossOrders.review(body, shelved, insurance), {
      merchantOf: ({ body }) => lossOrders.merchantOf(body.loss_no),
    }),
  ];
}

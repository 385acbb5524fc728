import type { Core } from '../../core';
import type { Tx } from '../../db/transaction';
import { defineModule } from '../../http/server-module';
import type { TenantScope } from '../../kernel/viewer';
import type { BookingInsurance } from './loss-order-compensation';
import { lossOrderParts } from './loss-order-parts';
import type { RaiseRequest } from './loss-order-raise';
import type { BookingShelved, ReviewRequest } from './loss-order-review';
import { lossOrderRoutes } from './routes';

/**
 * The loss-order module's public surface: its merchant routes, and `lossOrderApi(core)` — the inbound
 * module raises loss orders at quality check and shelving inside its own transaction and lists a
 * booking's, and serves the staff's review of them (`ops-loss-order-routes.ts` there). Depends on inventory (a recount's correction)
 * and reads SKU codes and names through `core.skuCatalogue`. Other modules import this file only.
 */
export const lossOrderModule = defineModule({ name: 'lossOrder', areas: ['lossOrder'], routes: lossOrderRoutes });
export type { BookingInsurance } from './loss-order-compensation';
export type { RaiseLine, RaiseRequest } from './loss-order-raise';
export type { BookingShelved, ReviewRequest } from './loss-order-review';

export interface LossOrderApi {
  /** Raises a loss (or gain) order of the lines that differ; null when none does. */
  raise(tx: Tx, scope: TenantScope, request: RaiseRequest): Promise<{ id: number; lossNo: string } | null>;
  /** Whose loss order the number names (the operation log files the review under it). */
  merchantOf(lossNo: string): Promise<number | undefined>;
  /** The loss orders of one booking, oldest first. */
  ofInbound(scope: TenantScope, inboundId: number, tx?: Tx): Promise<{ id: number; loss_no: string }[]>;
  /**
   * Staff's confirm (with an optional recount, refused on a normal loss order until `shelved`; the
   * booking's `insurance` compensates lost insured units) or close.
   */
  review(
    request: ReviewRequest,
    shelved: BookingShelved,
    insurance: BookingInsurance,
  ): ReturnType<ReturnType<typeof lossOrderParts>['review']['review']>;
}

export function lossOrderApi(core: Pick<Core, 'db' | 'clock' | 'skuCatalogue' | 'events'>): LossOrderApi {
  const { orders, raiser, review } = lossOrderParts(core);
  return {
    raise: (tx, scope, request) => raiser.raise(tx, scope, request),
    merchantOf: async (lossNo) => (await orders.findByNumber(lossNo))?.customer_id,
    ofInbound: (scope, inboundId, tx) => orders.ofInbound(scope, inboundId, tx),
    review: (request, shelved, insurance) => review.review(request, shelved, insurance),
  };
}

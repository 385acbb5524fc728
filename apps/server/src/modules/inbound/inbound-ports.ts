import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';

/**
 * A SKU whose count at a step differs from what the step before promised: at quality check the
 * qualified units against those booked (a normal difference), at shelving the shelved units against
 * those qualified (an abnormal one). `difference` = actual − expected: below 0 a loss, above 0 a gain.
 */
export interface DifferenceLine {
  productId: number;
  sku: string;
  expected: number;
  actual: number;
  difference: number;
  /** The SKU's figures so far (a loss order shows them all): booked, arrived and qualified units. */
  counts: { booked: number; arrived: number; qualified: number };
}

export type DifferenceKind = 'normal' | 'abnormal';

export interface RaiseRequest {
  booking: { id: number; receivingNo: string; warehouseId: number };
  kind: DifferenceKind;
  /** Never empty: a step with no difference raises nothing. */
  lines: DifferenceLine[];
  actor: Actor;
}

/**
 * Loss and gain orders as the inbound module uses them (the seam the loss-order module fills):
 * `raise` runs inside the step's transaction and answers the orders it raised; `ofBooking` answers a
 * booking's orders for its detail. The inbound module never imports the loss-order module: its
 * wiring (`inbound-wiring.ts`) puts the implementation behind this port.
 */
export interface InboundLossOrders {
  raise(tx: Tx, scope: TenantScope, request: RaiseRequest): Promise<{ id: number; loss_no: string }[]>;
  ofBooking(scope: TenantScope, bookingId: number): Promise<{ id: number; loss_no: string }[]>;
}

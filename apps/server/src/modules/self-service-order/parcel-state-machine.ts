import type { ParcelStatus } from '@portal/contract';

/**
 * Which status a parcel order may move to from which (issue 27; docs/server/self-service-orders.md).
 * The merchant pre-advises and cancels; the hub does the rest. An exception returns to the status it
 * was raised from (or the parcel is returned); Delivered, Returned and Canceled are final.
 */
export const PARCEL_MOVES: Readonly<Record<ParcelStatus, readonly ParcelStatus[]>> = {
  draft: ['pre_advised', 'canceled'],
  pre_advised: ['handed_over', 'received', 'exception', 'canceled'],
  handed_over: ['received', 'exception', 'canceled'],
  received: ['shipped', 'exception', 'returned'],
  shipped: ['delivered', 'exception', 'returned'],
  exception: ['pre_advised', 'handed_over', 'received', 'shipped', 'returned'],
  delivered: [],
  returned: [],
  canceled: [],
};

export function canMove(from: ParcelStatus, to: ParcelStatus): boolean {
  return PARCEL_MOVES[from].includes(to);
}

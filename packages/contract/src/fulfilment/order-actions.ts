import type { OrderStatus } from './order-status';

/**
 * Statuses in which the order is with the warehouse but has not left it (spec 4): cancelling it
 * becomes an interception request that staff try, without a guarantee.
 */
export const INTERCEPTABLE_STATUSES: readonly OrderStatus[] = [
  'verifying',
  'awaiting_packing',
  'packaged',
  'awaiting_shipping',
];

/** What a merchant may do with an order now: the list's row actions and the detail's buttons. */
export interface OrderActions {
  edit: boolean;
  submit: boolean;
  cancel: boolean;
  delete: boolean;
  copy: boolean;
  /** The address type may change until the order is packed (updateAddressType). */
  addressType: boolean;
}

/** Statuses before packing: the carrier's service (residential, business, military) can still change. */
export const UNPACKED_STATUSES: readonly OrderStatus[] = ['approving', 'verifying', 'awaiting_packing'];

export function isInterceptable(status: OrderStatus): boolean {
  return INTERCEPTABLE_STATUSES.includes(status);
}

/**
 * The rules of spec 4 "Order statuses": only Approving orders are edited, submitted or cancelled
 * outright; an order with the warehouse may be cancelled as an interception request (once);
 * Approving and Canceled orders may be deleted; any order may be copied into a new one; the
 * address type changes until the order is packed.
 */
export function orderActionsFor(order: { status: OrderStatus; interception_requested: boolean }): OrderActions {
  const approving = order.status === 'approving';
  return {
    edit: approving,
    submit: approving,
    cancel: approving || (isInterceptable(order.status) && !order.interception_requested),
    delete: approving || order.status === 'canceled',
    copy: true,
    addressType: UNPACKED_STATUSES.includes(order.status),
  };
}

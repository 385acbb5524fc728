import { z } from 'zod';

/**
 * The order statuses of spec 4, as the API names them. Approving (the spec's "confirming") is the only
 * status in which a merchant may edit, cancel, submit or delete an order (and Canceled may be deleted).
 */
export const ORDER_STATUSES = [
  'approving',
  'verifying',
  'awaiting_packing',
  'packaged',
  'awaiting_shipping',
  'shipped',
  'in_transit',
  'pick_up',
  'out_for_delivery',
  'delivered',
  'alert',
  'expired',
  'canceled',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** The list's tabs in the spec's order; `all` counts every order. */
export const ORDER_STATUS_TABS = [
  'all',
  'awaiting_packing',
  'awaiting_shipping',
  'delivered',
  'canceled',
  'approving',
  'shipped',
  'packaged',
  'in_transit',
  'pick_up',
  'out_for_delivery',
  'alert',
  'expired',
] as const;

export type OrderStatusTab = (typeof ORDER_STATUS_TABS)[number];

/** Statuses a parcel is on its way in: Alert and Expired may be reached from any of them. */
export const IN_TRANSIT_STATUSES: readonly OrderStatus[] = ['shipped', 'in_transit', 'pick_up', 'out_for_delivery'];

export const ADDRESS_TYPES = ['residential', 'business', 'military'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Who caused a transition, a stock movement or a wallet transaction. */
export const ACTOR_KINDS = ['merchant', 'api_key', 'staff', 'system'] as const;

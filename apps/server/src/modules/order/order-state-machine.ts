import {
  IN_TRANSIT_STATUSES,
  INTERCEPTABLE_STATUSES,
  type OrderStatus,
  orderActionsFor,
  UNPACKED_STATUSES,
} from '@portal/contract';
import type { ActorKind } from '../../platform/actor';

/** Statuses in which the warehouse holds the order: the merchant's cancel becomes an interception request. */
export const AT_WAREHOUSE_STATUSES = INTERCEPTABLE_STATUSES;

/** The merchant acting on the portal or through an integration with its API key. */
const MERCHANT: readonly ActorKind[] = ['merchant', 'api_key'];
/** The warehouse and customer service (operations API), and scheduled jobs and tracking feeds. */
const PROVIDER: readonly ActorKind[] = ['staff', 'system'];

interface Rule {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly ActorKind[];
}

/**
 * Every status change an order may make, and who may make it (spec 4). The parcel's stages after
 * shipping follow the carrier's events in any order (a parcel may go back to a hub); Alert and
 * Expired are reached from any of them, an Alert goes back to In Transit once its exceptions are
 * resolved, and either may still end Delivered. Canceling at the warehouse is staff's answer to an
 * interception request, never the merchant's own move.
 */
const RULES: readonly Rule[] = [
  { from: ['approving'], to: 'verifying', by: MERCHANT },
  { from: ['approving'], to: 'canceled', by: MERCHANT },
  { from: ['verifying'], to: 'awaiting_packing', by: PROVIDER },
  { from: ['awaiting_packing'], to: 'packaged', by: PROVIDER },
  { from: ['packaged'], to: 'awaiting_shipping', by: PROVIDER },
  { from: ['awaiting_shipping'], to: 'shipped', by: PROVIDER },
  { from: AT_WAREHOUSE_STATUSES, to: 'canceled', by: PROVIDER },
  { from: ['shipped', 'pick_up', 'out_for_delivery', 'alert'], to: 'in_transit', by: PROVIDER },
  { from: ['shipped', 'in_transit', 'out_for_delivery'], to: 'pick_up', by: PROVIDER },
  { from: ['shipped', 'in_transit', 'pick_up'], to: 'out_for_delivery', by: PROVIDER },
  { from: [...IN_TRANSIT_STATUSES, 'alert', 'expired'], to: 'delivered', by: PROVIDER },
  { from: IN_TRANSIT_STATUSES, to: 'alert', by: PROVIDER },
  { from: [...IN_TRANSIT_STATUSES, 'alert'], to: 'expired', by: PROVIDER },
];

const ALLOWED = new Map<string, ReadonlySet<ActorKind>>();
for (const rule of RULES) {
  for (const from of rule.from) ALLOWED.set(`${from}>${rule.to}`, new Set(rule.by));
}

/** Whether `actor` may move an order from `from` to `to`. */
export function canMove(from: OrderStatus, to: OrderStatus, actor: ActorKind): boolean {
  return ALLOWED.get(`${from}>${to}`)?.has(actor) ?? false;
}

/** Where an order in `from` may go, by anyone. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return RULES.filter((rule) => rule.from.includes(from)).map((rule) => rule.to);
}

/** Only an Approving order may be edited or submitted (spec 4). */
export function isEditable(status: OrderStatus): boolean {
  return orderActionsFor({ status, interception_requested: false }).edit;
}

/** Only an Approving order may be submitted to the warehouse (spec 4). */
export function isSubmittable(status: OrderStatus): boolean {
  return orderActionsFor({ status, interception_requested: false }).submit;
}

/** Approving orders, and Canceled ones, may be deleted. */
export function isDeletable(status: OrderStatus): boolean {
  return orderActionsFor({ status, interception_requested: false }).delete;
}

/**
 * What the merchant's cancel does: an Approving order is canceled; once with the warehouse an
 * interception is requested (attempted, not guaranteed); after shipping nothing can be done.
 */
export function cancelMode(status: OrderStatus): 'cancel' | 'intercept' | 'refuse' {
  if (status === 'approving') return 'cancel';
  return AT_WAREHOUSE_STATUSES.includes(status) ? 'intercept' : 'refuse';
}

/** The address type decides the carrier's surcharges, so it is fixed once the parcel is packed. */
export function isAddressTypeChangeable(status: OrderStatus): boolean {
  return UNPACKED_STATUSES.includes(status);
}

/**
 * Open orders: not yet shipped out of the warehouse, nor canceled — Approving and every status the
 * warehouse holds the order in. Their stock is locked, deducted or still to be locked on what their
 * lines name, so a package they hold keeps its components (docs/server/packages.md).
 */
export const OPEN_STATUSES: readonly OrderStatus[] = ['approving', ...AT_WAREHOUSE_STATUSES];

/** Stock of the order is locked (submitted, not yet packed): released if it is canceled. */
export function holdsLockedStock(status: OrderStatus): boolean {
  return status === 'verifying' || status === 'awaiting_packing';
}

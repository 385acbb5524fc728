import { z } from 'zod';

/**
 * The receiving-order statuses of spec 4, as the API names them, in the order a booking passes them:
 * Draft → Submitted → Confirmed (customer service audited it) → Future Receipt (boxes arriving at
 * the dock, not all in yet) → Pending quality control (every box arrived) → To be shelved (quality
 * checked) → Inventory completion (shelved, stock added). A submitted booking may be Withdrawn by the
 * merchant until it is audited (then edited and submitted again, or deleted); after that only
 * customer service can cancel it: Voided.
 */
export const INBOUND_STATUSES = [
  'draft',
  'submitted',
  'confirmed',
  'withdrawn',
  'voided',
  'future_receipt',
  'pending_qc',
  'to_be_shelved',
  'completed',
] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number];
export const inboundStatusSchema = z.enum(INBOUND_STATUSES);

/** The list's tabs: `all`, then each status in the spec's order. */
export const INBOUND_STATUS_TABS = ['all', ...INBOUND_STATUSES] as const;
export type InboundStatusTab = (typeof INBOUND_STATUS_TABS)[number];
export const inboundStatusTabSchema = z.enum(INBOUND_STATUS_TABS, { message: 'v.choice' });

/** Booked and not yet shelved: what the inventory list counts as inbound in transit. */
export const INBOUND_IN_TRANSIT_STATUSES: readonly InboundStatus[] = [
  'submitted',
  'confirmed',
  'future_receipt',
  'pending_qc',
  'to_be_shelved',
];

/** What the merchant may do with a booking in a status; the server refuses the rest, the screens hide it. */
export interface InboundActions {
  /** Change steps 1–5 (steps 1–4 are read-only once submitted). */
  edit: boolean;
  submit: boolean;
  withdraw: boolean;
  delete: boolean;
}

export function inboundActionsFor(status: InboundStatus): InboundActions {
  const open = status === 'draft' || status === 'withdrawn';
  return { edit: open, submit: open, withdraw: status === 'submitted', delete: open };
}

/** The steps staff take through the operations API, and the status each starts from. */
export const INBOUND_STAFF_STEPS = {
  audit: ['submitted'],
  arrive: ['confirmed', 'future_receipt'],
  qualityCheck: ['pending_qc'],
  shelve: ['to_be_shelved'],
  void: ['submitted', 'confirmed', 'future_receipt'],
  /** The merchant's own packaging that came with the booking, counted in once its boxes are in. */
  receivePackaging: ['pending_qc', 'to_be_shelved', 'completed'],
} as const satisfies Record<string, readonly InboundStatus[]>;
export type InboundStaffStep = keyof typeof INBOUND_STAFF_STEPS;

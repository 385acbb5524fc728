import { z } from 'zod';
import { ACTOR_KINDS } from '../../fulfilment/order-status';
import { idRule } from '../../rules/id';

/**
 * Loss (and gain) orders of inbound bookings (spec 3 "Loss order", spec 4): `normal` when the
 * difference is found at quality check, `abnormal` when found at shelving. Staff review them: the
 * merchant reads, comments or disputes; a confirmed one is final (its stock difference, if staff
 * recounted, goes through the ledger); a closed one was withdrawn by staff.
 */
export const LOSS_ORDER_TYPES = ['normal', 'abnormal'] as const;
export const LOSS_ORDER_STATES = ['pending_review', 'disputed', 'confirmed', 'closed'] as const;
export type LossOrderState = (typeof LOSS_ORDER_STATES)[number];
export const LOSS_COMMENT_MAX = 500;

export const lossOrderLineSchema = z.object({
  sku: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  /** Booked (the spec's appointment quantity). */
  appointment: z.number().int(),
  arrival: z.number().int(),
  qualified: z.number().int(),
  /** What was put on the shelf (abnormal) or passed quality check (normal), after any recount. */
  actual: z.number().int(),
  /** actual − expected: negative for a loss, positive for a gain. */
  difference: z.number().int(),
});

export const lossOrderListItemSchema = z.object({
  id: z.number().int(),
  loss_no: z.string(),
  type: z.enum(LOSS_ORDER_TYPES),
  state: z.enum(LOSS_ORDER_STATES),
  /** The booking it came from. */
  inbound_id: z.number().int(),
  receiving_no: z.string(),
  warehouse_code: z.string(),
  /** Σ differences of its lines. */
  difference: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const lossOrderCommentSchema = z.object({
  id: z.number().int(),
  actor: z.object({ kind: z.enum(ACTOR_KINDS), label: z.string() }),
  content: z.string(),
  /** This comment disputed the result. */
  dispute: z.boolean(),
  created_at: z.string(),
});

export const lossOrderDetailSchema = lossOrderListItemSchema.extend({
  lines: z.array(lossOrderLineSchema),
  comments: z.array(lossOrderCommentSchema),
  /** The merchant may still comment or dispute (pending review or disputed). */
  can_comment: z.boolean(),
  /**
   * Insurance compensation credited to the wallet when staff confirmed it (spec 9: lost insured units
   * × declared value × 7‰ after routine or sampled inspection, × 100% after full inspection); null
   * when nothing was credited.
   */
  compensation: z.object({ amount: z.number().int(), transaction_id: z.number().int() }).nullable(),
});

export const lossOrderFilterSchema = z.object({
  loss_no: z.string().trim().max(40, { message: 'v.tooLong' }).optional(),
  receiving_no: z.string().trim().max(40, { message: 'v.tooLong' }).optional(),
  type: z.enum(LOSS_ORDER_TYPES, { message: 'v.choice' }).optional(),
  state: z.enum(LOSS_ORDER_STATES, { message: 'v.choice' }).optional(),
  inbound_id: idRule.optional(),
});

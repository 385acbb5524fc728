import { z } from 'zod';

/**
 * The `data` each public event type carries (docs/server/webhooks.md, "Events"): the one definition
 * of which fields a delivery and the events feed publish, in the order the body lists them. The
 * server builds every body from these keys (`modules/webhook/webhook-events.ts`); a field the change
 * did not record is null. Money in US cents unless named otherwise. One entry per `WEBHOOK_EVENT_TYPES`
 * (`WebhookEventData` does not compile without).
 */
const orderMove = z.object({
  order_id: z.number().int(),
  system_order_id: z.string().nullable(),
  /** The status it left; null for a new order. */
  from: z.string().nullable(),
  to: z.string(),
  reason: z.string().nullable(),
});

export const WEBHOOK_EVENT_DATA = {
  'order.created': z.object({ order_id: z.number().int(), to: z.string() }),
  'order.status_changed': orderMove,
  'order.shipped': orderMove,
  'order.delivered': orderMove,
  'order.exception': z.object({
    order_id: z.number().int(),
    system_order_id: z.string().nullable(),
    exception_id: z.number().int(),
    reason: z.string().nullable(),
  }),
  'inventory.changed': z.object({
    product_id: z.number().int(),
    warehouse_id: z.number().int(),
    /** The movement: lock, release, deduction, receipt, adjustment, correction. */
    type: z.string(),
    on_hand_delta: z.number().int(),
    locked_delta: z.number().int(),
    /** After the movement. */
    on_hand: z.number().int(),
    available: z.number().int(),
    reference_type: z.string().nullable(),
    reference_id: z.number().int().nullable(),
  }),
  'inbound.status_changed': z.object({
    booking_id: z.number().int(),
    receiving_no: z.string(),
    from: z.string().nullable(),
    to: z.string(),
    reason: z.string().nullable(),
  }),
  'loss_order.created': z.object({
    loss_order_id: z.number().int(),
    loss_order_no: z.string(),
    receiving_no: z.string().nullable(),
    type: z.string(),
    /** Per SKU, units counted less those expected. */
    differences: z.array(z.number()),
  }),
  'top_up.received': z.object({
    top_up_id: z.number().int(),
    top_up_no: z.string(),
    /** The currency paid in. */
    currency: z.string(),
    /** US dollars credited to the wallet. */
    credited_usd: z.number(),
    /** What was received, in `currency`. */
    received_amount: z.number(),
  }),
  /**
   * What new orders may still hold (`available` = balance − held + credit limit) fell below the
   * merchant's warning threshold: raised once when it crosses down, again only after it has risen to
   * the threshold or above (docs/server/wallet.md, "Low balance").
   */
  'wallet.low_balance': z.object({
    available: z.number().int(),
    threshold: z.number().int(),
    balance: z.number().int(),
    held: z.number().int(),
    credit_limit: z.number().int(),
    currency: z.literal('USD'),
  }),
} satisfies Record<string, z.ZodObject>;

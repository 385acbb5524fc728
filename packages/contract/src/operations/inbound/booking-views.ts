import { z } from 'zod';
import { ACTOR_KINDS } from '../../fulfilment/order-status';
import { idRule } from '../../rules/id';
import { SKU_MAX } from '../../rules/sku';
import { dateTimeRule } from '../../rules/strict-values';
import {
  ARRIVAL_PERIODS,
  DELIVERY_METHODS,
  INBOUND_SERVICE_CODES,
  INCOMING_PACKAGINGS,
  PACKING_METHODS,
  QUALITY_INSPECTIONS,
} from './booking-input';
import { inboundStatusSchema } from './inbound-status';

/** What the API answers about inbound bookings: the list's rows, the detail, its history, and the list's filters. */
const actorSchema = z.object({ kind: z.enum(ACTOR_KINDS), label: z.string() });

export const inboundTransitionSchema = z.object({
  from_status: inboundStatusSchema.nullable(),
  to_status: inboundStatusSchema,
  actor: actorSchema,
  reason: z.string(),
  created_at: z.string(),
});

/** A booked SKU with what happened to its units so far (0 until that step is reached). */
export const inboundLineSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  barcode: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  image_url: z.string(),
  /** Booked (the spec's appointment quantity). */
  quantity: z.number().int(),
  /** In the boxes that reached the dock. */
  arrived: z.number().int(),
  qualified: z.number().int(),
  shelved: z.number().int(),
});

/**
 * One carton of the packing list as stored: every box has its own row (a packing-list row of
 * `box_count` 3 becomes boxes n, n+1, n+2), so the warehouse can mark each box arrived.
 */
export const inboundBoxSchema = z.object({
  /** 1-based, in packing-list order; "n of N" on its shipping mark. */
  box_no: z.number().int(),
  /** Printed as the Code 128 barcode of the shipping mark: `<receiving no.>-<box no. as 3+ digits>`. */
  box_code: z.string(),
  weight_kg: z.number(),
  length_cm: z.number(),
  width_cm: z.number(),
  height_cm: z.number(),
  items: z.array(z.object({ sku: z.string(), quantity: z.number().int(), arrived: z.number().int() })),
  arrived_at: z.string().nullable(),
});

/**
 * A packaging item declared on the booking: its current code and names (empty names once the item is
 * deleted), the units declared, and what staff counted into stock against this booking
 * (`opsInbound.receivePackaging`, 0 until then; it may differ from what was declared).
 */
export const inboundPackagingViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  quantity: z.number().int(),
  received: z.number().int(),
});

export const inboundListItemSchema = z.object({
  id: z.number().int(),
  receiving_no: z.string(),
  status: inboundStatusSchema,
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
  delivery_method: z.enum(DELIVERY_METHODS),
  courier_company: z.string(),
  tracking_no: z.string(),
  arrival_date: z.string(),
  sku_count: z.number().int(),
  quantity: z.number().int(),
  box_count: z.number().int(),
  shelved: z.number().int(),
  remark: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InboundListItem = z.infer<typeof inboundListItemSchema>;

export const inboundDetailSchema = inboundListItemSchema.extend({
  /** What the booking was saved with, to open it again in the wizard. */
  booking: z.object({
    warehouse_id: z.number().int(),
    remark: z.string(),
    lines: z.array(z.object({ sku: z.string(), quantity: z.number().int() })),
    packing_method: z.enum(PACKING_METHODS),
    boxes: z.array(
      z.object({
        box_count: z.number().int(),
        weight_kg: z.number(),
        length_cm: z.number(),
        width_cm: z.number(),
        height_cm: z.number(),
        items: z.array(z.object({ sku: z.string(), quantity: z.number().int() })),
      }),
    ),
    shipping: z.object({
      delivery_method: z.enum(DELIVERY_METHODS),
      courier_company: z.string(),
      tracking_no: z.string(),
      driver_name: z.string(),
      driver_phone: z.string(),
      /** Null, and the arrival date '', while a draft kept at step 3 (`reserve`) has no shipping yet. */
      volume_m3: z.number().nullable(),
      incoming_packaging: z.enum(INCOMING_PACKAGINGS),
      arrival_date: z.string(),
      arrival_period: z.enum(ARRIVAL_PERIODS).nullable(),
      whole_in_whole_out: z.boolean(),
    }),
    services: z.object({
      quality_inspection: z.enum(QUALITY_INSPECTIONS),
      value_added_services: z.array(z.object({ code: z.enum(INBOUND_SERVICE_CODES), quantity: z.number().int() })),
      insurance: z.array(z.object({ sku: z.string(), quantity: z.number().int(), unit_value: z.number().int() })),
    }),
  }),
  warehouse_name: z.string(),
  /** The warehouse's address as printed on the shipping marks. */
  warehouse_address: z.string(),
  lines: z.array(inboundLineSchema),
  boxes: z.array(inboundBoxSchema),
  /** USD cents: Σ insured units × unit value, its fee, and both together. */
  insurance: z.object({ declared_value: z.number().int(), fee: z.number().int(), total: z.number().int() }),
  history: z.array(inboundTransitionSchema),
  /** From `inboundActionsFor(status)`: what the detail page offers. */
  can: z.object({ edit: z.boolean(), submit: z.boolean(), withdraw: z.boolean(), delete: z.boolean() }),
  /** Numbers of the loss or gain orders raised for the booking (loss-order pages link them). */
  loss_orders: z.array(z.object({ id: z.number().int(), loss_no: z.string() })),
  /** The merchant's own packaging declared with the booking, in the order saved. */
  packaging: z.array(inboundPackagingViewSchema),
});
export type InboundDetail = z.infer<typeof inboundDetailSchema>;

/** The list's filters, shared by getList, getStatusCount and export (and kept in the URL). */
export const inboundFilterSchema = z.object({
  /** Receiving numbers, one per line (exact, at most 200), or the beginning of one. */
  receiving_no: z.string().trim().max(8000, { message: 'v.tooLong' }).optional(),
  warehouse_id: idRule.optional(),
  /** Bookings holding this SKU (exact, any case). */
  sku: z.string().trim().max(SKU_MAX, { message: 'v.tooLong' }).optional(),
  tracking_no: z.string().trim().max(60, { message: 'v.tooLong' }).optional(),
  created_from: dateTimeRule().optional(),
  created_to: dateTimeRule().optional(),
});
export type InboundFilters = z.input<typeof inboundFilterSchema>;

import { z } from 'zod';
import { feeLineSchema } from '../../fulfilment/fee-items';
import { shippingQuoteSchema } from '../../fulfilment/shipping-quote';
import {
  actorSchema,
  addressTypeSchema,
  orderExceptionSchema,
  recipientViewSchema,
  taxCodesViewSchema,
  trackingEventSchema,
} from '../order/order-fields';
import { pieceSchema } from './parcel-pieces';
import { dutyTermsSchema, handoverMethodSchema, parcelStatusSchema } from './parcel-rules';
import { senderSchema } from './parcel-senders';

/** An estimate or a final fee: the shipping method's charges summed over the pieces, and the insurance premium. */
export const parcelFeeSchema = z.object({
  /** Σ of every piece's charges per fee item, in the breakdown's order; names in the request's language. */
  lines: z.array(feeLineSchema),
  shipping_total: z.number().int(),
  insurance_fee: z.number().int(),
  total: z.number().int(),
});
export type ParcelFee = z.infer<typeof parcelFeeSchema>;

const actionsSchema = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  cancel: z.boolean(),
  request_interception: z.boolean(),
  print_label: z.boolean(),
});

/** A row of the list. */
export const parcelListItemSchema = z.object({
  id: z.number().int(),
  /** The provider's number, `SP` + creation day + id: printed as the label's barcode. */
  parcel_no: z.string(),
  customer_ref: z.string(),
  status: parcelStatusSchema,
  recipient_name: z.string(),
  city: z.string(),
  country: z.string(),
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
  shipping_method_code: z.string(),
  shipping_method_name: z.string(),
  handover_method: handoverMethodSchema,
  duty_terms: dutyTermsSchema,
  dangerous_goods: z.boolean(),
  piece_count: z.number().int(),
  /** Σ of the pieces' declared weights, grams. */
  weight_g: z.number().int(),
  tracking_number: z.string(),
  /** US cents: the estimate until the hub measures the parcel, then the fee charged; null once canceled. */
  fee: z.number().int().nullable(),
  fee_is_final: z.boolean(),
  needs_reply: z.boolean(),
  interception_requested: z.boolean(),
  can: actionsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ParcelListItem = z.infer<typeof parcelListItemSchema>;

export const parcelTransitionSchema = z.object({
  from_status: parcelStatusSchema.nullable(),
  to_status: parcelStatusSchema,
  actor: actorSchema,
  reason: z.string(),
  created_at: z.string(),
});

/** A parcel's tracking event is an order's without its source: the hub's carrier is the only one. */
export const parcelTrackingEventSchema = trackingEventSchema.omit({ source: true });

export const parcelDetailSchema = parcelListItemSchema.extend({
  address_type: addressTypeSchema,
  sender: senderSchema.omit({ id: true, label: true }),
  recipient: recipientViewSchema,
  warehouse_name: z.string(),
  courier: z.string(),
  tax_codes: taxCodesViewSchema,
  handover: z.object({
    method: handoverMethodSchema,
    pickup_from: z.string().nullable(),
    pickup_to: z.string().nullable(),
    courier: z.string(),
    tracking_number: z.string(),
  }),
  insured_value: z.number().int(),
  note: z.string(),
  pieces: z.array(pieceSchema),
  /** The quote at the last save: the method's working per piece (what the form's next step showed) and the sum. */
  estimated_fee: parcelFeeSchema.extend({ quotes: z.array(shippingQuoteSchema) }).nullable(),
  /** What was charged when the hub received and measured the parcel. */
  final_fee: parcelFeeSchema.extend({ charged_at: z.string() }).nullable(),
  tracking_events: z.array(parcelTrackingEventSchema),
  // The same record as an order's exception: raised by staff, answered by the merchant, resolved.
  exceptions: z.array(orderExceptionSchema),
  transitions: z.array(parcelTransitionSchema),
});
export type ParcelDetail = z.infer<typeof parcelDetailSchema>;

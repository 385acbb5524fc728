import { z } from 'zod';
import { feeLineSchema } from '../../fulfilment/fee-items';
import { ACTOR_KINDS } from '../../fulfilment/order-status';
import { shippingQuoteSchema } from '../../fulfilment/shipping-quote';
import { hsCodeRule, LONG_TEXT_MAX } from '../../rules/sku';
import { booleanRule, dateTimeRule, numberInput } from '../../rules/strict-values';
import {
  addressTypeSchema,
  countryCodeRule,
  NOTE_MAX,
  orderExceptionSchema,
  recipientSchema,
  taxCodesSchema,
  trackingEventSchema,
  warehouseIdRule,
} from '../order/order-fields';
import { DUTY_TERMS, HANDOVER_METHODS, PARCEL_STATUSES } from './parcel-status';

/** Pieces one parcel order may hold (a multi-piece consignment), and customs lines one piece may declare. */
export const PARCEL_PIECES_MAX = 20;
export const CUSTOMS_LINES_MAX = 50;
/** Saved sender addresses one merchant may keep. */
export const PARCEL_SENDERS_MAX = 50;
export const CUSTOMER_REF_MAX = 50;
/** 1 million dollars: the most one parcel order may be insured for, in cents. */
export const PARCEL_INSURED_MAX = 100_000_000;

const text = (max: number) => z.string().trim().max(max, { message: 'v.tooLong' }).default('');
const requiredText = (message: string, max: number) =>
  z.string({ message }).trim().min(1, { message }).max(max, { message: 'v.tooLong' });

export const parcelStatusSchema = z.enum(PARCEL_STATUSES, { message: 'v.choice' });
export const handoverMethodSchema = z.enum(HANDOVER_METHODS, { message: 'v.choice' });
export const dutyTermsSchema = z.enum(DUTY_TERMS, { message: 'v.choice' });

/**
 * A sender the merchant keeps for its parcels (the warehouse or shop it ships from). A pre-advice
 * names one by id and keeps a copy, so editing the address book later changes no parcel.
 */
export const senderInputSchema = z.object({
  /** How the address book lists it ("Shenzhen office"). */
  label: requiredText('v.required', 50),
  name: requiredText('v.firstName', 100),
  company: text(100),
  phone: requiredText('v.phoneRequired', 30),
  email: z.union([z.literal(''), z.email({ message: 'v.email' }).max(120, { message: 'v.tooLong' })]).default(''),
  address1: requiredText('v.address1', 200),
  address2: text(200),
  city: requiredText('v.city', 100),
  state: requiredText('v.state', 100),
  zip: requiredText('v.zip', 20),
  country: countryCodeRule,
});
export type SenderInput = z.input<typeof senderInputSchema>;

export const senderSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type Sender = z.infer<typeof senderSchema>;

const positiveMeasure = (max: number) =>
  numberInput(
    z
      .number({ message: 'v.positiveMeasure' })
      .positive({ message: 'v.positiveMeasure' })
      .max(max, { message: 'v.tooBig' }),
  );

/** One line of a piece's customs declaration (what the label's summary and the declaration list). */
export const customsLineInputSchema = z.object({
  name_en: requiredText('v.lineName', LONG_TEXT_MAX),
  name_cn: requiredText('v.lineName', LONG_TEXT_MAX),
  hs_code: hsCodeRule,
  quantity: numberInput(
    z
      .number({ message: 'v.lineQuantity' })
      .int({ message: 'v.wholeNumber' })
      .min(1, { message: 'v.lineQuantity' })
      .max(100_000, { message: 'v.tooBig' }),
  ),
  /** Declared value of one unit, US cents. */
  unit_value: numberInput(
    z
      .number({ message: 'v.linePrice' })
      .int({ message: 'v.linePrice' })
      .min(1, { message: 'v.linePrice' })
      .max(99_999_999, { message: 'v.tooBig' }),
  ),
  /** Country of origin, ISO 3166 alpha-2. */
  origin: countryCodeRule,
});

/** One piece as the merchant weighs and measures it before hand-over; the hub measures it again. */
export const pieceInputSchema = z.object({
  weight_g: numberInput(
    z
      .number({ message: 'v.positiveMeasure' })
      .int({ message: 'v.wholeNumber' })
      .positive({ message: 'v.positiveMeasure' })
      .max(1_000_000, { message: 'v.tooBig' }),
  ),
  length_cm: positiveMeasure(1000),
  width_cm: positiveMeasure(1000),
  height_cm: positiveMeasure(1000),
  customs_lines: z
    .array(customsLineInputSchema, { message: 'v.productAdd' })
    .min(1, { message: 'v.productAdd' })
    .max(CUSTOMS_LINES_MAX, { message: 'v.tooManyItems' }),
});

const isoTime = dateTimeRule();

/**
 * How the parcel reaches the provider. `pickup`: at the sender's address within the window (its end
 * after its start); `drop_off`: the merchant brings it to the hub; `own_courier`: the merchant's
 * courier delivers it to the hub under its tracking number. Fields another method does not use are ignored.
 */
export const handoverInputSchema = z
  .object({
    method: handoverMethodSchema,
    pickup_from: isoTime.optional(),
    pickup_to: isoTime.optional(),
    courier: text(60),
    tracking_number: text(60),
  })
  .superRefine((handover, ctx) => {
    if (handover.method === 'pickup') {
      if (!handover.pickup_from) ctx.addIssue({ code: 'custom', path: ['pickup_from'], message: 'v.pickupWindow' });
      if (!handover.pickup_to) ctx.addIssue({ code: 'custom', path: ['pickup_to'], message: 'v.pickupWindow' });
      if (
        handover.pickup_from &&
        handover.pickup_to &&
        Date.parse(handover.pickup_to) <= Date.parse(handover.pickup_from)
      ) {
        ctx.addIssue({ code: 'custom', path: ['pickup_to'], message: 'v.pickupWindow' });
      }
    }
    if (handover.method === 'own_courier') {
      if (!handover.courier) ctx.addIssue({ code: 'custom', path: ['courier'], message: 'v.handoverCourier' });
      if (!handover.tracking_number) {
        ctx.addIssue({ code: 'custom', path: ['tracking_number'], message: 'v.handoverTracking' });
      }
    }
  });
export type HandoverInput = z.input<typeof handoverInputSchema>;

/**
 * A pre-advice as the create form, the import and an edit send it. The recipient, its address type
 * and the tax codes are the order form's own rules (imported, not copied); the hub is one of the
 * provider's warehouses, whose shipping methods the rate engine quotes.
 */
export const parcelDraftObject = z.object({
  /** The merchant's own reference (a shop order no.); optional, unique per merchant when given. */
  customer_ref: text(CUSTOMER_REF_MAX),
  sender_id: numberInput(
    z
      .number({ message: 'v.senderSelect' })
      .int({ message: 'v.senderSelect' })
      .positive({ message: 'v.senderSelect' })
      .max(2_147_483_647, { message: 'v.senderSelect' }),
  ),
  /** The hub the parcel goes through: a warehouse of getWarehouseList. */
  warehouse_id: warehouseIdRule,
  shipping_method_code: z
    .string({ message: 'v.shippingMethod' })
    .trim()
    .min(1, { message: 'v.shippingMethod' })
    .max(40),
  address_type: addressTypeSchema.default('residential'),
  recipient: recipientSchema,
  pieces: z
    .array(pieceInputSchema, { message: 'v.pieceAdd' })
    .min(1, { message: 'v.pieceAdd' })
    .max(PARCEL_PIECES_MAX, { message: 'v.tooManyItems' }),
  duty_terms: dutyTermsSchema.default('DDU'),
  /**
   * The parcel holds dangerous goods (lithium batteries, liquids, magnets): only methods that carry them
   * quote it, with their surcharge, and the label prints the DG mark.
   */
  dangerous_goods: booleanRule.prefault(false),
  tax_codes: taxCodesSchema.default({ vat: '', ioss: '', gst: '', icms: '' }),
  handover: handoverInputSchema,
  /** US cents the parcel is insured for; 0: not insured. The premium: `parcelInsuranceFee`. */
  insured_value: numberInput(
    z.number().int({ message: 'v.wholeNumber' }).min(0, { message: 'v.tooSmall' }).max(PARCEL_INSURED_MAX, {
      message: 'v.tooBig',
    }),
  ).prefault(0),
  note: z.string().max(NOTE_MAX, { message: 'v.over500' }).default(''),
});

/** Spec 9: IOSS parcels are delivered duties paid; the recipient cannot pay VAT the merchant collected. */
export function dutyTermsRule(draft: { duty_terms: string; tax_codes: { ioss: string } }, ctx: z.RefinementCtx) {
  if (draft.tax_codes.ioss && draft.duty_terms === 'DDU') {
    ctx.addIssue({ code: 'custom', path: ['duty_terms'], message: 'v.iossNeedsDdp' });
  }
}

export const parcelDraftSchema = parcelDraftObject.superRefine(dutyTermsRule);
export type ParcelDraft = z.input<typeof parcelDraftSchema>;

/** An estimate or a final fee: the shipping method's charges summed over the pieces, and the insurance premium. */
export const parcelFeeSchema = z.object({
  /** Σ of every piece's charges per fee item, in the breakdown's order; names in the request's language. */
  lines: z.array(feeLineSchema),
  shipping_total: z.number().int(),
  insurance_fee: z.number().int(),
  total: z.number().int(),
});
export type ParcelFee = z.infer<typeof parcelFeeSchema>;

export const customsLineSchema = z.object({
  name_en: z.string(),
  name_cn: z.string(),
  hs_code: z.string(),
  quantity: z.number().int(),
  unit_value: z.number().int(),
  origin: z.string(),
});

export const pieceSchema = z.object({
  /** 1-based; the piece's label reads `<parcel_no>-<seq>`. */
  seq: z.number().int(),
  weight_g: z.number().int(),
  length_cm: z.number(),
  width_cm: z.number(),
  height_cm: z.number(),
  /** As the hub weighed and measured it; null until received. */
  measured: z
    .object({ weight_g: z.number().int(), length_cm: z.number(), width_cm: z.number(), height_cm: z.number() })
    .nullable(),
  customs_lines: z.array(customsLineSchema),
});

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

const actorSchema = z.object({ kind: z.enum(ACTOR_KINDS), label: z.string() });

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
  recipient: z.object({
    first_name: z.string(),
    last_name: z.string(),
    company: z.string(),
    phone: z.string(),
    email: z.string(),
    id_card: z.string(),
    address1: z.string(),
    address2: z.string(),
    address3: z.string(),
    house_number: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
  warehouse_name: z.string(),
  courier: z.string(),
  tax_codes: z.object({ vat: z.string(), ioss: z.string(), gst: z.string(), icms: z.string() }),
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

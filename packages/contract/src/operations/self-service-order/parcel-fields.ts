import { z } from 'zod';
import { booleanRule, numberInput } from '../../rules/strict-values';
import { addressTypeSchema, NOTE_MAX, recipientSchema, taxCodesSchema, warehouseIdRule } from '../order/order-fields';
import { handoverInputSchema } from './parcel-handover';
import { pieceInputSchema } from './parcel-pieces';
import { CUSTOMER_REF_MAX, dutyTermsSchema, optionalText, PARCEL_INSURED_MAX, PARCEL_PIECES_MAX } from './parcel-rules';

/*
 * A parcel's fields, a file per concern: the limits and choices (`parcel-rules.ts`), the sender
 * addresses (`parcel-senders.ts`), the pieces and their customs lines (`parcel-pieces.ts`), the
 * hand-over (`parcel-handover.ts`), what the list and the detail answer (`parcel-list-and-detail.ts`),
 * and here the pre-advice they make up.
 */
export * from './parcel-handover';
export * from './parcel-list-and-detail';
export * from './parcel-pieces';
export {
  CUSTOMER_REF_MAX,
  CUSTOMS_LINES_MAX,
  dutyTermsSchema,
  handoverMethodSchema,
  PARCEL_INSURED_MAX,
  PARCEL_PIECES_MAX,
  PARCEL_SENDERS_MAX,
  parcelStatusSchema,
} from './parcel-rules';
export * from './parcel-senders';

/**
 * A pre-advice as the create form, the import and an edit send it. The recipient, its address type
 * and the tax codes are the order form's own rules (imported, not copied); the hub is one of the
 * provider's warehouses, whose shipping methods the rate engine quotes.
 */
export const parcelDraftObject = z.object({
  /** The merchant's own reference (a shop order no.); optional, unique per merchant when given. */
  customer_ref: optionalText(CUSTOMER_REF_MAX),
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

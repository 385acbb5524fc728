import {
  type AddressType,
  type BodyOf,
  type DutyTerms,
  type HandoverMethod,
  order,
  selfServiceOrder,
} from '@portal/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { formatCents } from '../../../shared/format/money';
import { emptyFormValues, type FormValues, parseFormValues } from '../../../shared/forms/form-values';
import type { RecipientFieldName } from '../../../shared/forms/recipient-fields';

/**
 * What the parcel form holds, and how it becomes the contract's bodies. The recipient's fields sit at
 * the top of the form, as in the order form (`RecipientFields` names them there); money is typed in
 * dollars and becomes cents through the order form's price rule; the pickup window is two date pickers.
 */
export type RecipientState = FormValues<typeof order.recipientSchema>;
export const RECIPIENT_FIELDS = Object.keys(order.recipientSchema.shape) as RecipientFieldName[];

/**
 * A customs line as the form types it: the contract's line, its unit value in US dollars (at most 2
 * decimals) becoming cents by the order form's own price rule.
 */
export const customsLineFormSchema = selfServiceOrder.customsLineInputSchema.extend({
  unit_value: order.orderLineFormSchema.shape.unit_price,
});

/** The insured value in dollars; empty insures nothing. */
export const insuredValueFormRule = order.orderLineFormSchema.shape.unit_price.optional();

export interface CustomsLineState {
  name_en: string | null;
  name_cn: string | null;
  hs_code: string | null;
  quantity: number | null;
  unit_value: string | number | null;
  origin: string | null;
}

export interface PieceState {
  weight_g: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  customs_lines: CustomsLineState[];
}

export interface HandoverState {
  method: HandoverMethod;
  pickup_from: Dayjs | null;
  pickup_to: Dayjs | null;
  courier: string;
  tracking_number: string;
}

export interface ParcelFormState extends RecipientState {
  customer_ref: string;
  sender_id: number | null;
  warehouse_id: number | null;
  address_type: AddressType;
  shipping_method_code: string | null;
  pieces: PieceState[];
  duty_terms: DutyTerms;
  dangerous_goods: boolean;
  tax_codes: { vat: string; ioss: string; gst: string; icms: string };
  handover: HandoverState;
  insured_value: string | number | null;
  note: string;
}

export function emptyCustomsLine(): CustomsLineState {
  return { name_en: null, name_cn: null, hs_code: null, quantity: 1, unit_value: null, origin: 'CN' };
}

export function emptyPiece(): PieceState {
  return { weight_g: null, length_cm: null, width_cm: null, height_cm: null, customs_lines: [emptyCustomsLine()] };
}

export function emptyParcelForm(): ParcelFormState {
  return {
    ...emptyFormValues(order.recipientSchema),
    customer_ref: '',
    sender_id: null,
    warehouse_id: null,
    address_type: 'residential',
    shipping_method_code: null,
    pieces: [emptyPiece()],
    duty_terms: 'DDU',
    dangerous_goods: false,
    tax_codes: { vat: '', ioss: '', gst: '', icms: '' },
    handover: { method: 'drop_off', pickup_from: null, pickup_to: null, courier: '', tracking_number: '' },
    insured_value: null,
    note: '',
  };
}

/**
 * A saved draft as the form edits it. The detail keeps a copy of the sender, not its id: the saved
 * sender with the same address is selected, or none when the address book no longer has it.
 */
export function formFromParcel(
  detail: selfServiceOrder.ParcelDetail,
  senders: selfServiceOrder.Sender[],
): ParcelFormState {
  const recipient = Object.fromEntries(
    RECIPIENT_FIELDS.map((name) => [name, detail.recipient[name]]),
  ) as RecipientState;
  const sender = senders.find((saved) =>
    (Object.keys(detail.sender) as (keyof typeof detail.sender)[]).every((key) => saved[key] === detail.sender[key]),
  );
  return {
    ...recipient,
    customer_ref: detail.customer_ref,
    sender_id: sender?.id ?? null,
    warehouse_id: detail.warehouse_id,
    address_type: detail.address_type,
    shipping_method_code: detail.shipping_method_code || null,
    pieces: detail.pieces.map((piece) => ({
      weight_g: piece.weight_g,
      length_cm: piece.length_cm,
      width_cm: piece.width_cm,
      height_cm: piece.height_cm,
      customs_lines: piece.customs_lines.map((line) => ({ ...line, unit_value: formatCents(line.unit_value) })),
    })),
    duty_terms: detail.duty_terms,
    dangerous_goods: detail.dangerous_goods,
    tax_codes: { ...detail.tax_codes },
    handover: {
      method: detail.handover.method,
      pickup_from: detail.handover.pickup_from ? dayjs(detail.handover.pickup_from) : null,
      pickup_to: detail.handover.pickup_to ? dayjs(detail.handover.pickup_to) : null,
      courier: detail.handover.courier,
      tracking_number: detail.handover.tracking_number,
    },
    insured_value: detail.insured_value > 0 ? formatCents(detail.insured_value) : null,
    note: detail.note,
  };
}

/** The draft being edited: save edits it, and refuses to overwrite a newer save. */
export interface EditedParcel {
  id: number;
  updated_at: string;
}

export type SaveParcelBody = BodyOf<typeof selfServiceOrder.saveParcel>;
export type ParcelOptionsBody = BodyOf<typeof selfServiceOrder.getParcelShippingOptions>;

/** The hand-over as the contract takes it: only the method's own fields, the window in ISO 8601 with its offset. */
export function handoverOf(state: Pick<ParcelFormState, 'handover'>): selfServiceOrder.HandoverInput {
  const { method, pickup_from, pickup_to, courier, tracking_number } = state.handover;
  if (method === 'pickup') {
    return {
      method,
      ...(pickup_from ? { pickup_from: pickup_from.format() } : {}),
      ...(pickup_to ? { pickup_to: pickup_to.format() } : {}),
      courier: '',
      tracking_number: '',
    };
  }
  if (method === 'own_courier') return { method, courier: courier ?? '', tracking_number: tracking_number ?? '' };
  return { method, courier: '', tracking_number: '' };
}

/** Cents of the insured value typed in dollars (0 when empty); null while it is no amount. */
export function insuredCents(value: ParcelFormState['insured_value']): number | null {
  const typed = value === null || value === '' ? undefined : value;
  const parsed = insuredValueFormRule.safeParse(typed);
  return parsed.success ? (parsed.data ?? 0) : null;
}

function piecesOf(state: Pick<ParcelFormState, 'pieces'>) {
  return state.pieces.map((piece) => ({
    weight_g: piece.weight_g ?? 0,
    length_cm: piece.length_cm ?? 0,
    width_cm: piece.width_cm ?? 0,
    height_cm: piece.height_cm ?? 0,
    customs_lines: piece.customs_lines.map((line) => parseFormValues(customsLineFormSchema, line)),
  }));
}

function recipientOf(state: ParcelFormState) {
  const values = Object.fromEntries(RECIPIENT_FIELDS.map((name) => [name, state[name]])) as RecipientState;
  return parseFormValues(order.recipientSchema, values);
}

/** save's body from what the form holds (its rules have passed). */
export function saveBodyFrom(
  state: ParcelFormState,
  edited: EditedParcel | undefined,
  submit: boolean,
): SaveParcelBody {
  return {
    ...(edited ?? {}),
    submit,
    customer_ref: state.customer_ref ?? '',
    sender_id: state.sender_id ?? 0,
    warehouse_id: state.warehouse_id ?? 0,
    shipping_method_code: state.shipping_method_code ?? '',
    address_type: state.address_type,
    recipient: recipientOf(state),
    pieces: piecesOf(state),
    duty_terms: state.duty_terms,
    dangerous_goods: state.dangerous_goods,
    tax_codes: state.tax_codes,
    handover: handoverOf(state),
    insured_value: insuredCents(state.insured_value) ?? 0,
    note: state.note ?? '',
  };
}

/**
 * getShippingOptions' body once the hub, the recipient and every piece pass their rules, or null
 * (nothing to quote yet). The duty terms are sent as chosen: an IOSS number on DDU is the server's
 * refusal to show under the field, in the words the save would use.
 */
export function shippingOptionsBody(state: ParcelFormState): ParcelOptionsBody | null {
  if (!state.warehouse_id) return null;
  try {
    const body = {
      warehouse_id: state.warehouse_id,
      address_type: state.address_type,
      recipient: recipientOf(state),
      pieces: piecesOf(state),
      duty_terms: state.duty_terms,
      dangerous_goods: state.dangerous_goods,
      tax_codes: state.tax_codes,
      insured_value: insuredCents(state.insured_value) ?? 0,
    };
    const pieces = selfServiceOrder.parcelDraftObject.shape.pieces.safeParse(body.pieces);
    return pieces.success ? body : null;
  } catch {
    return null; // a recipient or a customs line that does not pass its rule yet
  }
}

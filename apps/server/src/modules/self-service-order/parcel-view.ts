import {
  type Lang,
  type ParcelDetail,
  type ParcelListItem,
  parcelActionsFor,
  type ShippingMethodSummary,
  type ShippingQuote,
  type Warehouse,
} from '@portal/contract';
import { actorOf } from '../../platform/actor';
import type { ExceptionRow, TrackingEventRow, TransitionRow } from './parcel-history-repository';
import { namedLines, type ParcelFeeFigures } from './parcel-rates';
import type { CustomsLineRow, ParcelRow, PieceRow } from './parcel-tables';

/** The names a page of parcels is shown with: warehouses and methods, read once per request. */
export interface ParcelNames {
  warehouses: Map<number, Warehouse>;
  methods: Map<string, ShippingMethodSummary>;
  lang: Lang;
}

export type StoredEstimate = ParcelFeeFigures & { quotes: ShippingQuote[] };
export type StoredFinal = ParcelFeeFigures & { charged_at: string };

export function parseJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

export function toListItem(row: ParcelRow, names: ParcelNames): ParcelListItem {
  const method = names.methods.get(row.shipping_method_code);
  const interception = row.interception_requested === 1;
  const final = row.final_total !== null;
  return {
    id: row.id,
    parcel_no: row.parcel_no,
    customer_ref: row.customer_ref ?? '',
    status: row.status,
    recipient_name: row.recipient_name,
    city: row.city,
    country: row.country,
    warehouse_id: row.warehouse_id,
    warehouse_code: names.warehouses.get(row.warehouse_id)?.code ?? '',
    shipping_method_code: row.shipping_method_code,
    shipping_method_name: method
      ? names.lang === 'zh_CN'
        ? method.name_cn
        : method.name_en
      : row.shipping_method_code,
    handover_method: row.handover_method,
    duty_terms: row.duty_terms,
    dangerous_goods: row.dangerous_goods === 1,
    piece_count: row.piece_count,
    weight_g: row.weight_g,
    tracking_number: row.tracking_number,
    // A canceled parcel holds nothing: its estimate was released.
    fee: final ? row.final_total : row.status === 'canceled' ? null : row.estimated_total,
    fee_is_final: final,
    needs_reply: row.needs_reply === 1,
    interception_requested: interception,
    can: parcelActionsFor({ status: row.status, interception_requested: interception }),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface DetailParts {
  pieces: PieceRow[];
  lines: CustomsLineRow[];
  transitions: TransitionRow[];
  events: TrackingEventRow[];
  exceptions: ExceptionRow[];
}

export function toDetail(row: ParcelRow, names: ParcelNames, parts: DetailParts): ParcelDetail {
  const estimate = parseJson<StoredEstimate>(row.estimated_fee);
  const final = parseJson<StoredFinal>(row.final_fee);
  const warehouse = names.warehouses.get(row.warehouse_id);
  const method = names.methods.get(row.shipping_method_code);
  const handover = parseJson<ParcelDetail['handover']>(row.handover);
  const { lang } = names;
  return {
    ...toListItem(row, names),
    address_type: row.address_type,
    sender: parseJson<ParcelDetail['sender']>(row.sender) as ParcelDetail['sender'],
    recipient: parseJson<ParcelDetail['recipient']>(row.recipient) as ParcelDetail['recipient'],
    warehouse_name: warehouse ? (lang === 'zh_CN' ? warehouse.name_cn : warehouse.name_en) : '',
    courier: row.courier || method?.courier || '',
    tax_codes: parseJson<ParcelDetail['tax_codes']>(row.tax_codes) as ParcelDetail['tax_codes'],
    handover: { ...(handover as ParcelDetail['handover']), method: row.handover_method },
    insured_value: row.insured_value,
    note: row.note,
    pieces: parts.pieces.map((piece) => ({
      seq: piece.seq,
      weight_g: piece.weight_g,
      length_cm: piece.length_cm,
      width_cm: piece.width_cm,
      height_cm: piece.height_cm,
      measured:
        piece.measured_weight_g === null
          ? null
          : {
              weight_g: piece.measured_weight_g,
              length_cm: piece.measured_length_cm ?? 0,
              width_cm: piece.measured_width_cm ?? 0,
              height_cm: piece.measured_height_cm ?? 0,
            },
      customs_lines: parts.lines
        .filter((line) => line.piece_seq === piece.seq)
        .map(({ name_en, name_cn, hs_code, quantity, unit_value, origin }) => ({
          name_en,
          name_cn,
          hs_code,
          quantity,
          unit_value,
          origin,
        })),
    })),
    estimated_fee:
      estimate && row.status !== 'canceled'
        ? {
            ...estimate,
            lines: namedLines(estimate.lines, lang),
            quotes: estimate.quotes.map((quote) => ({ ...quote, charges: namedLines(quote.charges, lang) })),
          }
        : null,
    final_fee: final ? { ...final, lines: namedLines(final.lines, lang) } : null,
    tracking_events: parts.events.map(({ status_text, location, occurred_at }) => ({
      status_text,
      location,
      occurred_at,
    })),
    exceptions: parts.exceptions.map((e) => ({
      id: e.id,
      reason: e.reason,
      state: e.state,
      reply: e.reply,
      created_at: e.created_at,
      replied_at: e.replied_at,
    })),
    transitions: parts.transitions.map((t) => ({
      from_status: t.from_status,
      to_status: t.to_status,
      actor: { kind: actorOf(t).kind, label: t.actor_label },
      reason: t.reason,
      created_at: t.created_at,
    })),
  };
}

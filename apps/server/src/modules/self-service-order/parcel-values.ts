import type { ParsedBodyOf, ParsedQueryOf, Sender, selfServiceOrder } from '@portal/contract';
import type { ParcelQuery } from './parcel-list-repository';
import type { ParcelShipment } from './parcel-rates';
import type { CustomsLineRow, ParcelRow, ParcelValues, PieceRow } from './parcel-tables';
import type { StoredEstimate } from './parcel-view';

type SaveBody = ParsedBodyOf<typeof selfServiceOrder.saveParcel>;
type OptionsBody = ParsedBodyOf<typeof selfServiceOrder.getParcelShippingOptions>;
type Filters = ParsedQueryOf<typeof selfServiceOrder.getParcelStatusCount>;

/** The parcel as a wallet hold or charge names it. */
export const parcelReference = (id: number) => ({ type: 'parcel' as const, id });

/** What a quote is made of, from a draft as sent. */
export function shipmentOfDraft(draft: Omit<OptionsBody, 'note'>): ParcelShipment {
  return {
    warehouseId: draft.warehouse_id,
    country: draft.recipient.country,
    state: draft.recipient.state,
    zip: draft.recipient.zip,
    addressType: draft.address_type,
    taxCodes: draft.tax_codes,
    dutyTerms: draft.duty_terms,
    dangerousGoods: draft.dangerous_goods,
    insuredValue: draft.insured_value,
    pieces: draft.pieces.map((piece) => ({
      weight_g: piece.weight_g,
      length_cm: piece.length_cm,
      width_cm: piece.width_cm,
      height_cm: piece.height_cm,
      value: piece.customs_lines.reduce((sum, line) => sum + line.quantity * line.unit_value, 0),
    })),
  };
}

/** What a quote is made of, from a saved parcel: its pieces as declared and their customs lines. */
export function storedShipment(row: ParcelRow, pieces: PieceRow[], lines: CustomsLineRow[]): ParcelShipment {
  const recipient = JSON.parse(row.recipient) as { state: string; zip: string };
  return {
    warehouseId: row.warehouse_id,
    country: row.country,
    state: recipient.state,
    zip: recipient.zip,
    addressType: row.address_type,
    taxCodes: JSON.parse(row.tax_codes),
    dutyTerms: row.duty_terms,
    dangerousGoods: row.dangerous_goods === 1,
    insuredValue: row.insured_value,
    pieces: pieces.map((piece) => ({
      weight_g: piece.weight_g,
      length_cm: piece.length_cm,
      width_cm: piece.width_cm,
      height_cm: piece.height_cm,
      value: lines
        .filter((line) => line.piece_seq === piece.seq)
        .reduce((sum, line) => sum + line.quantity * line.unit_value, 0),
    })),
  };
}

/** The list's filters as the repository takes them. */
export function filtersOf(query: Filters): ParcelQuery {
  return {
    numbers: query.parcel_nos,
    createdFrom: query.created_from,
    createdTo: query.created_to,
    warehouseId: query.warehouse_id,
    methodCode: query.shipping_method_code,
    country: query.country,
    handoverMethod: query.handover_method,
    awaitingReply: query.awaiting_reply === 1,
  };
}

/** The parcel row a save (or an import) writes: the draft's fields, the sender's copy and the estimate. */
export function parcelValuesOf(
  body: Omit<SaveBody, 'id' | 'updated_at' | 'submit' | 'sender_id' | 'pieces'> & { pieces: { weight_g: number }[] },
  sender: Sender,
  estimate: StoredEstimate,
): ParcelValues {
  const { id: _id, label: _label, ...senderCopy } = sender;
  const handover = body.handover;
  return {
    customer_ref: body.customer_ref || null,
    warehouse_id: body.warehouse_id,
    shipping_method_code: body.shipping_method_code,
    address_type: body.address_type,
    sender: JSON.stringify(senderCopy),
    recipient: JSON.stringify(body.recipient),
    recipient_name: [body.recipient.first_name, body.recipient.last_name].filter(Boolean).join(' '),
    city: body.recipient.city,
    country: body.recipient.country,
    duty_terms: body.duty_terms,
    dangerous_goods: body.dangerous_goods ? 1 : 0,
    tax_codes: JSON.stringify(body.tax_codes),
    handover_method: handover.method,
    handover: JSON.stringify({
      pickup_from: handover.method === 'pickup' ? (handover.pickup_from ?? null) : null,
      pickup_to: handover.method === 'pickup' ? (handover.pickup_to ?? null) : null,
      courier: handover.method === 'own_courier' ? handover.courier : '',
      tracking_number: handover.method === 'own_courier' ? handover.tracking_number : '',
    }),
    insured_value: body.insured_value,
    note: body.note,
    piece_count: body.pieces.length,
    weight_g: body.pieces.reduce((sum, piece) => sum + piece.weight_g, 0),
    estimated_total: estimate.total,
    estimated_fee: JSON.stringify(estimate),
    final_total: null,
    final_fee: null,
    exception_from: null,
  };
}

import type { AddressType, DutyTerms, HandoverMethod, ParcelStatus } from '@portal/contract';
import type { Generated, Insertable, Selectable } from 'kysely';
import type { Flag } from '../../db/flag';
import type { ActorKind } from '../../platform/actor';

/** The self-service-order module's tables (migrations 0044–0046; docs/server/self-service-orders.md). */
export interface ParcelTables {
  parcel_senders: ParcelSendersTable;
  parcel_orders: ParcelOrdersTable;
  parcel_status_counts: ParcelStatusCountsTable;
  parcel_pieces: ParcelPiecesTable;
  parcel_customs_lines: ParcelCustomsLinesTable;
  parcel_transitions: ParcelTransitionsTable;
  parcel_tracking_events: ParcelTrackingEventsTable;
  parcel_exceptions: ParcelExceptionsTable;
}

/** How many parcels a merchant has in a status (migration 0046), kept by every move. */
export interface ParcelStatusCountsTable {
  customer_id: number;
  status: ParcelStatus;
  count: number;
}

/** A sender address the merchant keeps; a parcel copies it at save. */
export interface ParcelSendersTable {
  id: Generated<number>;
  customer_id: number;
  label: string;
  name: string;
  company: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  created_at: string;
  updated_at: string;
}

export interface ParcelOrdersTable {
  id: Generated<number>;
  customer_id: number;
  /** `SP` + the UTC creation day + the id on 8 digits. */
  parcel_no: string;
  customer_ref: string | null;
  status: ParcelStatus;
  warehouse_id: number;
  shipping_method_code: string;
  address_type: AddressType;
  /** JSON: the sender as copied at save. */
  sender: string;
  /** JSON: the whole recipient. */
  recipient: string;
  recipient_name: string;
  city: string;
  country: string;
  duty_terms: DutyTerms;
  /** JSON: `{ vat, ioss, gst, icms }`. */
  tax_codes: string;
  handover_method: HandoverMethod;
  /** JSON: `{ pickup_from, pickup_to, courier, tracking_number }`. */
  handover: string;
  insured_value: number;
  note: string;
  piece_count: number;
  /** Σ of the pieces' declared weights. */
  weight_g: number;
  estimated_total: number | null;
  /** JSON: the estimate's lines, shipping total, premium, total and each piece's quote. */
  estimated_fee: string | null;
  final_total: number | null;
  /** JSON: the final fee's lines, shipping total, premium, total and when it was charged. */
  final_fee: string | null;
  courier: string;
  tracking_number: string;
  needs_reply: Flag;
  interception_requested: Flag;
  /** The parcel holds dangerous goods (migration 0045): only methods that carry them quote it; the label prints DG. */
  dangerous_goods: Flag;
  exception_from: ParcelStatus | null;
  created_by: number;
  created_at: string;
  updated_at: string;
}

export interface ParcelPiecesTable {
  id: Generated<number>;
  customer_id: number;
  parcel_id: number;
  seq: number;
  weight_g: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  measured_weight_g: number | null;
  measured_length_cm: number | null;
  measured_width_cm: number | null;
  measured_height_cm: number | null;
}

export interface ParcelCustomsLinesTable {
  id: Generated<number>;
  customer_id: number;
  parcel_id: number;
  piece_seq: number;
  name_en: string;
  name_cn: string;
  hs_code: string;
  quantity: number;
  unit_value: number;
  origin: string;
}

export interface ParcelTransitionsTable {
  id: Generated<number>;
  customer_id: number;
  parcel_id: number;
  from_status: ParcelStatus | null;
  to_status: ParcelStatus;
  actor_kind: ActorKind;
  actor_id: number;
  actor_label: string;
  reason: string;
  created_at: string;
}

export interface ParcelTrackingEventsTable {
  id: Generated<number>;
  customer_id: number;
  parcel_id: number;
  status_text: string;
  location: string;
  occurred_at: string;
  created_at: string;
}

export interface ParcelExceptionsTable {
  id: Generated<number>;
  customer_id: number;
  parcel_id: number;
  reason: string;
  state: 'open' | 'replied' | 'resolved';
  reply: string;
  replied_at: string | null;
  resolved_at: string | null;
  created_at: string;
}

export type ParcelRow = Selectable<ParcelOrdersTable>;
export type PieceRow = Selectable<ParcelPiecesTable>;
export type CustomsLineRow = Selectable<ParcelCustomsLinesTable>;

/** What a save writes of the parcel row (its number, status and times are the repository's). */
export type ParcelValues = Omit<
  Insertable<ParcelOrdersTable>,
  | 'id'
  | 'customer_id'
  | 'parcel_no'
  | 'status'
  | 'created_at'
  | 'updated_at'
  | 'created_by'
  | 'needs_reply'
  | 'interception_requested'
  | 'courier'
  | 'tracking_number'
>;

export interface NewPiece {
  weight_g: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  customs_lines: Omit<Insertable<ParcelCustomsLinesTable>, 'id' | 'customer_id' | 'parcel_id' | 'piece_seq'>[];
}

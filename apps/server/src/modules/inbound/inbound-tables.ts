import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';
import type { ActorKind } from '../../platform/actor';

export interface InboundTables {
  inbound_bookings: InboundBookingsTable;
  inbound_lines: InboundLinesTable;
  inbound_packaging_lines: InboundPackagingLinesTable;
  inbound_boxes: InboundBoxesTable;
  inbound_box_items: InboundBoxItemsTable;
  inbound_transitions: InboundTransitionsTable;
  inbound_rate_cards: InboundRateCardsTable;
}

/**
 * One inbound booking (spec 3 "Reservation / receiving order"). The services and the packing-list rows
 * as entered are JSON (read whole, never filtered); `sku_count`, `quantity`, `box_count` and `shelved`
 * are the list's figures, kept by each save and by shelving.
 */
export interface InboundBookingsTable {
  id: Generated<number>;
  customer_id: number;
  receiving_no: string;
  status: string;
  warehouse_id: number;
  warehouse_code: string;
  remark: string;
  packing_method: string;
  delivery_method: string;
  courier_company: string;
  tracking_no: string;
  driver_name: string;
  driver_phone: string;
  volume_m3: number;
  incoming_packaging: string;
  arrival_date: string;
  arrival_period: string;
  whole_in_whole_out: Flag;
  quality_inspection: string;
  value_added_services: string;
  insurance: string;
  box_rows: string;
  sku_count: number;
  quantity: number;
  box_count: number;
  shelved: number;
  created_by: number;
  created_at: string;
  updated_at: string;
}

/** A booked SKU: booked units and how many arrived, passed quality control and were shelved. */
export interface InboundLinesTable {
  id: Generated<number>;
  customer_id: number;
  booking_id: number;
  position: number;
  product_id: number;
  sku: string;
  sku_key: string;
  quantity: number;
  arrived: number;
  qualified: number;
  shelved: number;
}

/** The merchant's own packaging declared on a booking: the item, its code as saved, the units. */
export interface InboundPackagingLinesTable {
  id: Generated<number>;
  customer_id: number;
  booking_id: number;
  position: number;
  packaging_id: number;
  code: string;
  quantity: number;
}

/** One physical carton: `box_no` 1..N, `box_code` `<receiving no.>-<box no. as 3+ digits>`. */
export interface InboundBoxesTable {
  id: Generated<number>;
  customer_id: number;
  booking_id: number;
  box_no: number;
  box_code: string;
  weight_kg: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  arrived_at: string | null;
}

export interface InboundBoxItemsTable {
  id: Generated<number>;
  customer_id: number;
  booking_id: number;
  box_id: number;
  product_id: number;
  sku: string;
  quantity: number;
  arrived: number;
}

export interface InboundTransitionsTable {
  id: Generated<number>;
  customer_id: number;
  booking_id: number;
  from_status: string | null;
  to_status: string;
  actor_kind: ActorKind;
  actor_id: number;
  actor_label: string;
  reason: string;
  created_at: string;
}

/**
 * The provider's inbound prices of one warehouse, US cents: handling per carton arrived and per unit
 * shelved, and one unit of each inbound value-added service (`INBOUND_SERVICE_CODES`).
 */
export interface InboundRateCardsTable {
  warehouse_id: number;
  per_box: number;
  per_unit: number;
  relabel: number;
  photograph: number;
  repack: number;
  pallet_unload: number;
  updated_at: string;
}

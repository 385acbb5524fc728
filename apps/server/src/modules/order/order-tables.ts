import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';

/**
 * A merchant's outbound orders and what hangs off them, and the provider's value-added services per
 * warehouse. Every merchant row carries customer_id (lines and histories too), so no query joins to
 * find the tenant.
 */
export interface OrderTables {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_value_added_services: OrderValueAddedServicesTable;
  order_consumables: OrderConsumablesTable;
  order_packaging: OrderPackagingTable;
  order_transitions: OrderTransitionsTable;
  order_tracking_events: OrderTrackingEventsTable;
  order_exceptions: OrderExceptionsTable;
  order_status_counts: OrderStatusCountsTable;
  order_day_figures: OrderDayFiguresTable;
  order_sku_day_figures: OrderSkuDayFiguresTable;
  order_sku_month_figures: OrderSkuMonthFiguresTable;
  order_delivery_day_figures: OrderDeliveryDayFiguresTable;
  value_added_services: ValueAddedServicesTable;
}

/**
 * One order (spec 3 "Order"). Money in US cents. `estimate_lines` and `final_fee` are JSON: the
 * working of the quote at save and of the fee charged at packing. The columns the list shows come
 * first; `needs_reply` and `interception_requested` are kept here so the list needs no join.
 */
export interface OrdersTable {
  id: Generated<number>;
  customer_id: number;
  /** `SO` + UTC date of creation + the row id (8 digits or more): unique over all merchants. */
  system_order_id: string;
  /** The merchant's own number, unique per merchant. */
  platform_order_no: string;
  status: string;
  warehouse_id: number;
  warehouse_code: string;
  shipping_method_code: string;
  shipping_method_name: string;
  courier: string;
  first_name: string;
  city: string;
  country: string;
  tracking_number: string;
  last_mile_tracking_number: string;
  estimate_total: number | null;
  final_fee_total: number | null;
  needs_reply: Flag;
  interception_requested: Flag;
  created_at: string;
  updated_at: string;
  address_type: string;
  last_name: string;
  company: string;
  phone: string;
  email: string;
  id_card: string;
  address1: string;
  address2: string;
  address3: string;
  house_number: string;
  state: string;
  zip: string;
  recipient_cleared: Flag;
  vat_code: string;
  ioss_code: string;
  gst_code: string;
  icms_code: string;
  note: string;
  /** JSON `[{ code, amount }]`. */
  estimate_lines: string;
  /** JSON `{ lines, weight_g, length_cm, width_cm, height_cm, charged_at }`, null until packed. */
  final_fee: string | null;
  interception_reason: string;
  interception_requested_at: string | null;
  created_by: number;
  submitted_at: string | null;
  shipped_at: string | null;
}

/** A line as the SKU was when the order was saved (spec 3 "Order SKU line"); later SKU edits leave it alone. */
export interface OrderLinesTable {
  id: Generated<number>;
  customer_id: number;
  order_id: number;
  position: number;
  product_id: number;
  sku: string;
  /** Upper-cased SKU, for the list's SKU filter (SKU codes are unique regardless of case). */
  sku_key: string;
  name: string;
  name_en: string;
  name_cn: string;
  image_url: string;
  property_id: number;
  property_en: string;
  property_cn: string;
  hs_code: string;
  unit_price: number;
  quantity: number;
  weight_g: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  color: string;
  size: string;
  /** JSON array of serial numbers bound at packing. */
  serial_numbers: string;
  /** The package the line orders (migration 0042); null on a SKU line, whose `product_id` names the SKU (0 here). */
  package_id: number | null;
  /** JSON `LineComponent[]` (`order-package-lines.ts`): the package's components copied at save; `[]` on a SKU line. */
  components: Generated<string>;
}

export interface OrderValueAddedServicesTable {
  id: Generated<number>;
  customer_id: number;
  order_id: number;
  code: string;
  name_en: string;
  name_cn: string;
  quantity: number;
  unit_price: number;
}

export interface OrderConsumablesTable {
  id: Generated<number>;
  customer_id: number;
  order_id: number;
  pack_material_id: number;
  code: string;
  name_en: string;
  name_cn: string;
  quantity: number;
}

/** The merchant's own packaging an order asks for (docs/server/packaging.md), copied at save as a line copies its SKU. */
export interface OrderPackagingTable {
  id: Generated<number>;
  customer_id: number;
  order_id: number;
  packaging_id: number;
  code: string;
  name_en: string;
  name_cn: string;
  weight_g: number;
  quantity: number;
}

/**
 * Every status change, the creation included (`from_status` null), with who caused it; a note that
 * changes no status has `from_status` = `to_status` (a sales channel's ship notice).
 */
export interface OrderTransitionsTable {
  id: Generated<number>;
  customer_id: number;
  order_id: number;
  from_status: string | null;
  to_status: string;
  actor_kind: string;
  actor_id: number;
  actor_label: string;
  reason: string;
  created_at: string;
}

export interface OrderTrackingEventsTable {
  id: Generated<number>;
  customer_id: number;
  order_id: number;
  /** `carrier` or `last_mile`. */
  source: string;
  status_text: string;
  location: string;
  occurred_at: string;
  created_at: string;
}

export interface OrderExceptionsTable {
  id: Generated<number>;
  customer_id: number;
  order_id: number;
  reason: string;
  /** `open` (waits for the merchant), `replied` (waits for staff), `resolved`. */
  state: string;
  reply: string;
  resolution: string;
  created_at: string;
  replied_at: string | null;
  resolved_at: string | null;
}

/** How many orders a merchant has in each status, kept by every transition in its own transaction. */
export interface OrderStatusCountsTable {
  customer_id: number;
  status: string;
  count: number;
}

/**
 * Statistics rollup (migration 0022): what the merchant's counted orders (not cancelled) created on a
 * UTC day add up to per warehouse, country and shipping method. Kept by `OrderTransitions`.
 */
export interface OrderDayFiguresTable {
  customer_id: number;
  /** `YYYY-MM-DD`, the UTC day of `orders.created_at`. */
  day: string;
  warehouse_id: number;
  country: string;
  shipping_method_code: string;
  orders: number;
  /** Σ final_fee_total, cents (bigint). */
  spend: number;
  packed: number;
  parcels: number;
}

/** Statistics rollup: per UTC day, warehouse and SKU, the counted orders with a line of it and their units. */
export interface OrderSkuDayFiguresTable {
  customer_id: number;
  day: string;
  warehouse_id: number;
  sku: string;
  orders: number;
  units: number;
}

/** `order_sku_day_figures` summed per UTC month (`YYYY-MM`), kept with it. */
export interface OrderSkuMonthFiguresTable {
  customer_id: number;
  month: string;
  warehouse_id: number;
  sku: string;
  orders: number;
  units: number;
}

/**
 * Statistics rollup (migration 0024): per UTC day of the transition to Delivered and warehouse of the
 * order, the transitions to Delivered and those within `ON_TIME_DELIVERY_DAYS` of `shipped_at`.
 */
export interface OrderDeliveryDayFiguresTable {
  customer_id: number;
  day: string;
  warehouse_id: number;
  delivered: number;
  on_time: number;
}

/** The optional services a warehouse quotes (provider-wide: no customer_id). Prices in US cents. */
export interface ValueAddedServicesTable {
  id: number;
  warehouse_id: number;
  code: string;
  name_en: string;
  name_cn: string;
  description_en: string;
  description_cn: string;
  unit_price: number;
  /** `item`: per item of the order; `order`: once per order. */
  unit: string;
  is_active: Flag;
  sort: number;
}

import type {
  ARRIVAL_PERIODS,
  DeliveryMethod,
  INBOUND_SERVICE_CODES,
  INCOMING_PACKAGINGS,
  InboundDetail,
  InboundStatus,
  PackingMethod,
  QualityInspection,
} from '@portal/contract';

/** A booked SKU as the wizard holds it: the product id prints its barcode labels, the name is shown. */
export interface WizardLine {
  product_id: number;
  sku: string;
  name: string;
  quantity: number | null;
}

export interface WizardItem {
  key: string;
  sku: string;
  quantity: number | null;
}

/** One packing-list row: `box_count` identical cartons holding `items`. */
export interface WizardBox {
  key: string;
  box_count: number | null;
  weight_kg: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  items: WizardItem[];
}

/** The merchant's own packaging declared with the goods: its code, its name as shown, the units. */
export interface WizardPackaging {
  key: string;
  code: string;
  name: string;
  quantity: number | null;
}

export interface WizardShipping {
  delivery_method: DeliveryMethod;
  courier_company: string;
  tracking_no: string;
  driver_name: string;
  driver_phone: string;
  volume_m3: number | null;
  incoming_packaging: (typeof INCOMING_PACKAGINGS)[number] | null;
  arrival_date: string | null;
  arrival_period: (typeof ARRIVAL_PERIODS)[number] | null;
  whole_in_whole_out: boolean;
}

export interface WizardInsurance {
  key: string;
  sku: string;
  quantity: number | null;
  /** USD cents per unit. */
  unit_value: number | null;
}

export interface WizardServices {
  quality_inspection: QualityInspection;
  value_added_services: { code: (typeof INBOUND_SERVICE_CODES)[number]; quantity: number | null }[];
  insurance: WizardInsurance[];
}

/** Everything the five steps hold; `id` and `status` once the booking has been saved. */
export interface WizardState {
  id: number | null;
  receiving_no: string | null;
  status: InboundStatus | null;
  warehouse_id: number | null;
  remark: string;
  lines: WizardLine[];
  packing_method: PackingMethod | null;
  boxes: WizardBox[];
  shipping: WizardShipping;
  services: WizardServices;
  packaging: WizardPackaging[];
}

let nextKey = 0;
/** Row keys of the box and insurance tables: stable while rows are added and removed. */
export function rowKey(prefix: string): string {
  nextKey += 1;
  return `${prefix}-${nextKey}`;
}

export function emptyShipping(): WizardShipping {
  return {
    delivery_method: 'express',
    courier_company: '',
    tracking_no: '',
    driver_name: '',
    driver_phone: '',
    volume_m3: null,
    incoming_packaging: 'carton',
    arrival_date: null,
    arrival_period: null,
    whole_in_whole_out: false,
  };
}

export function emptyWizard(): WizardState {
  return {
    id: null,
    receiving_no: null,
    status: null,
    warehouse_id: null,
    remark: '',
    lines: [],
    packing_method: null,
    boxes: [],
    shipping: emptyShipping(),
    services: { quality_inspection: 'routine', value_added_services: [], insurance: [] },
    packaging: [],
  };
}

/** A saved booking opened again in the wizard. */
export function wizardFromDetail(detail: InboundDetail): WizardState {
  const { booking } = detail;
  const names = new Map(detail.lines.map((line) => [line.sku.toUpperCase(), line]));
  return {
    id: detail.id,
    receiving_no: detail.receiving_no,
    status: detail.status,
    warehouse_id: booking.warehouse_id,
    remark: booking.remark,
    lines: booking.lines.map((line) => {
      const known = names.get(line.sku.toUpperCase());
      return {
        product_id: known?.product_id ?? 0,
        sku: line.sku,
        name: known ? known.name_en || known.name_cn : '',
        quantity: line.quantity,
      };
    }),
    packing_method: booking.packing_method,
    boxes: booking.boxes.map((box) => ({
      key: rowKey('box'),
      box_count: box.box_count,
      weight_kg: box.weight_kg,
      length_cm: box.length_cm,
      width_cm: box.width_cm,
      height_cm: box.height_cm,
      items: box.items.map((item) => ({ key: rowKey('item'), sku: item.sku, quantity: item.quantity })),
    })),
    // A draft kept at step 3 has no arrival date yet ('').
    shipping: { ...booking.shipping, arrival_date: booking.shipping.arrival_date || null },
    services: {
      quality_inspection: booking.services.quality_inspection,
      value_added_services: booking.services.value_added_services.map((service) => ({ ...service })),
      insurance: booking.services.insurance.map((line) => ({ key: rowKey('ins'), ...line })),
    },
    // What was declared (an item only received, not declared, stays on the detail page).
    packaging: detail.packaging
      .filter((line) => line.quantity > 0)
      .map((line) => ({
        key: rowKey('pkg'),
        code: line.code,
        name: line.name_en || line.name_cn,
        quantity: line.quantity,
      })),
  };
}

/** What saveDraft and submit take; empty fields are sent as missing so the contract names them. */
export function saveBodyFrom(state: WizardState): Record<string, unknown> {
  const opt = <T>(value: T | null) => (value === null ? undefined : value);
  return {
    ...(state.id === null ? {} : { id: state.id }),
    warehouse_id: opt(state.warehouse_id),
    remark: state.remark,
    lines: state.lines.map((line) => ({ sku: line.sku, quantity: opt(line.quantity) })),
    packing_method: opt(state.packing_method),
    boxes: state.boxes.map((box) => ({
      box_count: opt(box.box_count),
      weight_kg: opt(box.weight_kg),
      length_cm: opt(box.length_cm),
      width_cm: opt(box.width_cm),
      height_cm: opt(box.height_cm),
      items: box.items.map((item) => ({ sku: item.sku, quantity: opt(item.quantity) })),
    })),
    shipping: {
      ...state.shipping,
      volume_m3: opt(state.shipping.volume_m3),
      incoming_packaging: opt(state.shipping.incoming_packaging),
      arrival_date: opt(state.shipping.arrival_date),
      arrival_period: opt(state.shipping.arrival_period),
    },
    services: {
      quality_inspection: state.services.quality_inspection,
      value_added_services: state.services.value_added_services.map((service) => ({
        code: service.code,
        quantity: opt(service.quantity),
      })),
      insurance: state.services.insurance.map((line) => ({
        sku: line.sku,
        quantity: opt(line.quantity),
        unit_value: opt(line.unit_value),
      })),
    },
    packaging: state.packaging.map((line) => ({ code: line.code, quantity: opt(line.quantity) })),
  };
}

/** Steps 1–4 can change only while the booking is a draft or withdrawn (or not saved yet). */
export function packingLocked(state: WizardState): boolean {
  return state.status !== null && state.status !== 'draft' && state.status !== 'withdrawn';
}

import type { order } from '@portal/contract';
import { BERLIN_RECIPIENT } from '@portal/contract/fixtures';

/** The Approving order as both its list row and its detail show it. */
const APPROVING_ORDER = {
  id: 11,
  system_order_id: 'SO2026000011',
  platform_order_no: 'PO-APPROVING',
  warehouse_id: 1,
  warehouse_code: 'USLA',
  shipping_method_code: 'UPS-GROUND',
  shipping_method_name: 'UPS Ground',
  status: 'approving',
  tracking_number: '',
  fulfillment_fee: 1234,
  fee_is_final: false,
  needs_reply: false,
  interception_requested: false,
  created_at: '2026-03-01T08:00:00.000Z',
} satisfies Partial<order.OrderListItem & order.OrderDetail>;

/** An Approving order to the sample Berlin recipient as the list shows it. */
export const APPROVING_ROW: order.OrderListItem = {
  ...APPROVING_ORDER,
  first_name: BERLIN_RECIPIENT.first_name,
  city: BERLIN_RECIPIENT.city,
  country: BERLIN_RECIPIENT.country,
  skus: [{ sku: 'MUG-01', quantity: 2 }],
  updated_at: '2026-03-01T08:00:00.000Z',
};

/** A shipped order: final fee, tracking, nothing left to edit. */
export const SHIPPED_ROW: order.OrderListItem = {
  ...APPROVING_ROW,
  id: 12,
  system_order_id: 'SO2026000012',
  platform_order_no: 'PO-SHIPPED',
  status: 'shipped',
  tracking_number: '1Z999',
  fulfillment_fee: 2000,
  fee_is_final: true,
};

export const COUNTS = {
  all: 2,
  awaiting_packing: 0,
  awaiting_shipping: 0,
  delivered: 0,
  canceled: 0,
  approving: 1,
  shipped: 1,
  packaged: 0,
  in_transit: 0,
  pick_up: 0,
  out_for_delivery: 0,
  alert: 0,
  expired: 0,
};

export const COUNTRIES = [
  { code: 'DE', name_en: 'Germany', name_cn: '德国', is_eu: 1 as const },
  { code: 'US', name_en: 'United States', name_cn: '美国', is_eu: 0 as const },
];

export const WAREHOUSES = [
  { id: 1, code: 'USLA', name_en: 'US West (Los Angeles)', name_cn: '美西仓（洛杉矶）', country: 'US', address: 'LA' },
];

/** An Approving order's detail with a history of two transitions. */
export const APPROVING_DETAIL: order.OrderDetail = {
  ...APPROVING_ORDER,
  warehouse_name: 'US West (Los Angeles)',
  updated_at: '2026-03-01T09:00:00.000Z',
  address_type: 'residential',
  recipient: { company: '', id_card: '', address2: '', address3: '', ...BERLIN_RECIPIENT },
  recipient_cleared: false,
  courier: 'UPS',
  true_tracking_number: '',
  last_mile_tracking_number: '',
  tax_codes: { vat: '', ioss: 'IM2760000001', gst: '', icms: '' },
  note: 'Fragile',
  items: [
    {
      id: 1,
      product_id: 7,
      sku: 'MUG-01',
      name: 'Mug',
      name_en: 'Mug',
      name_cn: '杯子',
      image_url: '',
      attributes: 'General cargo',
      hs_code: '691200',
      unit_price: 1250,
      quantity: 2,
      weight_g: 300,
      length_cm: 10,
      width_cm: 10,
      height_cm: 12,
      color: '',
      size: '',
      serial_numbers: [],
      package_id: null,
      components: [],
    },
  ],
  value_added_services: [],
  consumables: [],
  packaging: [],
  estimated_fee: {
    lines: [
      { code: 'basic_shipping', name: 'Basic shipping', amount: 1000 },
      { code: 'outbound_handling', name: 'Outbound handling', amount: 234 },
    ],
    total: 1234,
  },
  final_fee: null,
  tracking_events: [],
  exceptions: [],
  transitions: [
    {
      from_status: null,
      to_status: 'approving',
      actor: { kind: 'merchant', label: 'demo@portal.test' },
      reason: '',
      ship_notice: null,
      created_at: '2026-03-01T08:00:00.000Z',
    },
  ],
  can: { edit: true, submit: true, cancel: true, delete: true },
};

/** A line naming a package (issue 27): 3 gift sets of 1 mug and 2 coasters, as the order detail answers it. */
export const GIFT_SET_LINE: order.OrderLine = {
  id: 2,
  product_id: 0,
  sku: 'GIFT-SET',
  name: 'Gift set',
  name_en: 'Gift set',
  name_cn: '礼品套装',
  image_url: '',
  attributes: '',
  hs_code: '',
  unit_price: 3600,
  quantity: 3,
  weight_g: 460,
  length_cm: 0,
  width_cm: 0,
  height_cm: 0,
  color: '',
  size: '',
  serial_numbers: [],
  package_id: 5,
  components: [
    { product_id: 7, sku: 'MUG-01', name_en: 'Mug', name_cn: '杯子', quantity_per_package: 1, total_quantity: 3 },
    {
      product_id: 8,
      sku: 'COASTER-01',
      name_en: 'Coaster',
      name_cn: '杯垫',
      quantity_per_package: 2,
      total_quantity: 6,
    },
  ],
};

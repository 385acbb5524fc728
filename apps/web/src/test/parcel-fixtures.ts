import { parcelActionsFor, type selfServiceOrder } from '@portal/contract';
import { SAMPLE_SENDER } from '@portal/contract/fixtures';

type Row = selfServiceOrder.ParcelListItem;

/** A pre-advised parcel order as the list shows it: its estimate held, its label printable. */
export const PRE_ADVISED_PARCEL: Row = {
  id: 21,
  parcel_no: 'SP2026113000000021',
  customer_ref: 'SHOP-1001',
  status: 'pre_advised',
  recipient_name: 'John Smith',
  city: 'Los Angeles',
  country: 'US',
  warehouse_id: 1,
  warehouse_code: 'USLA',
  shipping_method_code: 'UPS-GROUND',
  shipping_method_name: 'UPS Ground',
  handover_method: 'drop_off',
  duty_terms: 'DDU',
  dangerous_goods: false,
  piece_count: 2,
  weight_g: 1600,
  tracking_number: '',
  fee: 1890,
  fee_is_final: false,
  needs_reply: false,
  interception_requested: false,
  can: parcelActionsFor({ status: 'pre_advised', interception_requested: false }),
  created_at: '2026-11-30T08:05:09.000Z',
  updated_at: '2026-11-30T08:05:09.000Z',
};

/** A draft: editable and submittable, nothing held, no label yet. */
export const DRAFT_PARCEL: Row = {
  ...PRE_ADVISED_PARCEL,
  id: 22,
  parcel_no: 'SP2026113000000022',
  customer_ref: '',
  status: 'draft',
  piece_count: 1,
  weight_g: 800,
  fee: 945,
  can: parcelActionsFor({ status: 'draft', interception_requested: false }),
};

/** Received at the hub: measured, the final fee charged; an interception may still be asked. */
export const RECEIVED_PARCEL: Row = {
  ...PRE_ADVISED_PARCEL,
  id: 23,
  parcel_no: 'SP2026113000000023',
  customer_ref: 'SHOP-1003',
  status: 'received',
  fee: 2010,
  fee_is_final: true,
  can: parcelActionsFor({ status: 'received', interception_requested: false }),
};

/** Canceled: no fee at all. */
export const CANCELED_PARCEL: Row = {
  ...PRE_ADVISED_PARCEL,
  id: 24,
  parcel_no: 'SP2026113000000024',
  customer_ref: 'SHOP-1004',
  status: 'canceled',
  fee: null,
  can: parcelActionsFor({ status: 'canceled', interception_requested: false }),
};

export const PARCEL_ROWS = [PRE_ADVISED_PARCEL, DRAFT_PARCEL, RECEIVED_PARCEL, CANCELED_PARCEL];

export const PARCEL_COUNTS = {
  all: 4,
  draft: 1,
  pre_advised: 1,
  handed_over: 0,
  received: 1,
  shipped: 0,
  delivered: 0,
  exception: 0,
  returned: 0,
  canceled: 1,
};

const { label: _label, ...sender } = SAMPLE_SENDER;

/** The pre-advised parcel's detail: two pieces, an estimate of shipping and insurance, one transition. */
export const PRE_ADVISED_DETAIL: selfServiceOrder.ParcelDetail = {
  ...PRE_ADVISED_PARCEL,
  address_type: 'residential',
  sender: { ...sender, address2: '' },
  recipient: {
    first_name: 'John',
    last_name: 'Smith',
    company: '',
    phone: '+1 213 555 0100',
    email: '',
    id_card: '',
    address1: '100 Main St',
    address2: '',
    address3: '',
    house_number: '',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90001',
    country: 'US',
  },
  warehouse_name: 'US West (Los Angeles)',
  courier: 'UPS',
  tax_codes: { vat: '', ioss: '', gst: '', icms: '' },
  handover: { method: 'drop_off', pickup_from: null, pickup_to: null, courier: '', tracking_number: '' },
  insured_value: 5000,
  note: '',
  pieces: [1, 2].map((seq) => ({
    seq,
    weight_g: 800,
    length_cm: 30,
    width_cm: 20,
    height_cm: 10,
    measured: null,
    customs_lines: [
      { name_en: 'Cotton T-shirt', name_cn: '棉质T恤', hs_code: '610910', quantity: 2, unit_value: 1250, origin: 'CN' },
    ],
  })),
  estimated_fee: {
    lines: [{ code: 'basic_shipping', name: 'Basic shipping', amount: 1865 }],
    shipping_total: 1865,
    insurance_fee: 25,
    total: 1890,
    quotes: [],
  },
  final_fee: null,
  tracking_events: [],
  exceptions: [],
  transitions: [
    {
      from_status: null,
      to_status: 'pre_advised',
      actor: { kind: 'merchant', label: 'demo@portal.test' },
      reason: '',
      created_at: '2026-11-30T08:05:09.000Z',
    },
  ],
};

import type { Package, Packaging } from '@portal/contract';

/**
 * A package of 1 mug and 2 coasters as the package list and detail show it: 3 units in all,
 * picked per order, 4 made in USLA and 1 in USNJ.
 */
export const GIFT_SET: Package = {
  id: 5,
  code: 'GIFT-SET',
  name_en: 'Gift set',
  name_cn: '礼盒',
  barcode: null,
  image_url: '',
  packing_note: '',
  assembly: 'pick_components',
  components: [
    { product_id: 7, sku: 'MUG-01', name_en: 'Mug', name_cn: '杯子', quantity: 1, available: 9 },
    { product_id: 8, sku: 'CST-02', name_en: 'Coaster', name_cn: '杯垫', quantity: 2, available: 10 },
  ],
  units: 3,
  stock: [
    { warehouse_id: 1, warehouse_code: 'USLA', available: 4 },
    { warehouse_id: 2, warehouse_code: 'USNJ', available: 1 },
  ],
  available_stock: 5,
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-03T03:04:05.000Z',
};

/** A branded mailer with no stock anywhere, as the packaging list and detail show it. */
export const MAILER: Packaging = {
  id: 12,
  code: 'BOX-MAILER',
  name_en: 'Branded mailer',
  name_cn: '品牌邮寄盒',
  length_cm: 30,
  width_cm: 20,
  height_cm: 8.5,
  weight_g: 120,
  warning_quantity: 0,
  default_for: [],
  stock: [],
  available_stock: 0,
  low_stock: false,
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-03T03:04:05.000Z',
};

/** The same mailer low in Los Angeles (6 available under its warning of 10), the default of MUG-01. */
export const LOW_MAILER: Packaging = {
  ...MAILER,
  warning_quantity: 10,
  default_for: [{ code: 'MUG-01', kind: 'sku' }],
  stock: [{ warehouse_id: 1, warehouse_code: 'USLA', on_hand: 8, locked: 2, available: 6, low: true }],
  available_stock: 6,
  low_stock: true,
};

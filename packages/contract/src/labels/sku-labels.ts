import { defineLabels } from './label-set';

/**
 * Every SKU field as the merchant reads it: the SKU list's columns and filters, the SKU form and
 * detail, the import templates and the export's headers all take their wording from here. Keys are
 * the fields of the contract's SKU schemas (`productSchema`, `productFormSchema`); `name` is the
 * list's name filter and column (Chinese name, English name or alias), `dimensions` the list's
 * L × W × H column, `stock` the heading over the three stock figures.
 */
export const SKU_LABELS = defineLabels({
  sku: { en: 'SKU', zh_CN: 'SKU' },
  name: { en: 'Name', zh_CN: '名称' },
  name_cn: { en: 'Chinese name', zh_CN: '中文名称' },
  name_en: { en: 'English name', zh_CN: '英文名称' },
  alias: { en: 'Alias', zh_CN: '别名' },
  image_url: { en: 'Image', zh_CN: '图片' },
  barcode: { en: 'Barcode', zh_CN: '条码' },
  color: { en: 'Colour', zh_CN: '颜色' },
  size: { en: 'Size', zh_CN: '尺码' },
  property_id: { en: 'Product attribute', zh_CN: '产品属性' },
  brand: { en: 'Brand', zh_CN: '品牌' },
  category_ids: { en: 'Category', zh_CN: '分类' },
  hs_code: { en: 'HS code', zh_CN: '海关编码' },
  material_en: { en: 'Material (English)', zh_CN: '材质（英文）' },
  material_cn: { en: 'Material (Chinese)', zh_CN: '材质（中文）' },
  purpose_en: { en: 'Purpose (English)', zh_CN: '用途（英文）' },
  purpose_cn: { en: 'Purpose (Chinese)', zh_CN: '用途（中文）' },
  declared_value: { en: 'Declared value (USD)', zh_CN: '申报价值（USD）' },
  export_unit_price: { en: 'Export declared unit price (USD)', zh_CN: '出口申报单价（USD）' },
  tax_refund: { en: 'Tax refund', zh_CN: '是否退税' },
  weight_g: { en: 'Weight (g)', zh_CN: '重量（g）' },
  length_cm: { en: 'Length (cm)', zh_CN: '长（cm）' },
  width_cm: { en: 'Width (cm)', zh_CN: '宽（cm）' },
  height_cm: { en: 'Height (cm)', zh_CN: '高（cm）' },
  dimensions: { en: 'L × W × H (cm)', zh_CN: '长 × 宽 × 高（cm）' },
  volume_cm3: { en: 'Volume (cm³)', zh_CN: '体积（cm³）' },
  warning_quantity: { en: 'Warning quantity', zh_CN: '预警数量' },
  scan_barcode: { en: 'Scan barcode when packing', zh_CN: '打包时扫描条码' },
  consumable_ids: { en: 'Consumables', zh_CN: '耗材' },
  stock: { en: 'Stock', zh_CN: '库存' },
  total_stock: { en: 'Total stock', zh_CN: '总库存' },
  frozen_stock: { en: 'Frozen stock', zh_CN: '冻结库存' },
  available_stock: { en: 'Available stock', zh_CN: '可用库存' },
  created_at: { en: 'Created time', zh_CN: '创建时间' },
  updated_at: { en: 'Updated time', zh_CN: '更新时间' },
});

export type SkuLabelKey = keyof typeof SKU_LABELS;

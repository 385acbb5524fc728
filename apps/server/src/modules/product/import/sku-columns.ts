import {
  BARCODE_ADVISED_MAX,
  BARCODE_MAX,
  CATEGORY_MAX,
  CONSUMABLES_MAX,
  IMAGE_URL_MAX,
  LONG_TEXT_MAX,
  type Localized,
  SHORT_TEXT_MAX,
  SIZE_TEXT_MAX,
  SKU_LABELS,
  SKU_MAX,
} from '@portal/contract';
import type { ImportColumn } from '../../../platform/import/import-columns';

const upTo = (max: number): Localized => ({
  en: `Optional, up to ${max} characters.`,
  zh_CN: `选填，最多 ${max} 个字符。`,
});
const positive = (unit: Localized): Localized => ({
  en: `${unit.en}, greater than 0, at most 2 decimals.`,
  zh_CN: `${unit.zh_CN}，大于 0，最多 2 位小数。`,
});
const yesNo = (en: string, zh: string): Localized => ({
  en: `Y or N (1/0 and 是/否 are read too); empty means N.${en}`,
  zh_CN: `填 Y 或 N（也可填 1/0、是/否），留空为 N。${zh}`,
});

/**
 * The columns of the new-SKU import, in template order. Keys name the form field they fill; headers
 * are the SKU labels every screen uses, and earlier templates' wording still reads (synonyms).
 */
export const PRODUCT_COLUMNS = [
  {
    key: 'sku',
    label: SKU_LABELS.sku,
    required: true,
    type: 'text',
    width: 22,
    rule: {
      en: `Up to ${SKU_MAX} letters, digits, hyphens, underscores, spaces or dots, not starting or ending with a space. Unique in your account (upper and lower case count as the same).`,
      zh_CN: `最多 ${SKU_MAX} 位，可含字母、数字、中划线、下划线、空格和点，首尾不能为空格；账号内唯一（不区分大小写）。`,
    },
  },
  {
    key: 'name_cn',
    type: 'general',
    label: SKU_LABELS.name_cn,
    required: true,
    width: 24,
    rule: {
      en: `Chinese declaration name, up to ${LONG_TEXT_MAX} characters.`,
      zh_CN: `中文申报名称，最多 ${LONG_TEXT_MAX} 个字符。`,
    },
  },
  {
    key: 'name_en',
    type: 'general',
    label: SKU_LABELS.name_en,
    required: true,
    width: 24,
    rule: {
      en: `English declaration name, up to ${LONG_TEXT_MAX} characters.`,
      zh_CN: `英文申报名称，最多 ${LONG_TEXT_MAX} 个字符。`,
    },
  },
  { key: 'alias', type: 'general', label: SKU_LABELS.alias, width: 16, rule: upTo(LONG_TEXT_MAX) },
  {
    key: 'image_url',
    type: 'general',
    label: SKU_LABELS.image_url,
    synonyms: [{ en: 'Image URL', zh_CN: '图片链接' }],
    width: 30,
    rule: {
      en: `Optional: an http(s) address ending in .jpg, .jpeg, .png or .gif, up to ${IMAGE_URL_MAX} characters.`,
      zh_CN: `选填：以 .jpg、.jpeg、.png 或 .gif 结尾的 http(s) 地址，最多 ${IMAGE_URL_MAX} 个字符。`,
    },
  },
  {
    key: 'barcode',
    label: SKU_LABELS.barcode,
    type: 'text',
    width: 18,
    rule: {
      en: `Optional, unique in your account: up to ${BARCODE_MAX} letters, digits or hyphens. At most ${BARCODE_ADVISED_MAX} is advised: longer barcodes scan badly on small labels.`,
      zh_CN: `选填，账号内唯一：最多 ${BARCODE_MAX} 位字母、数字或中划线；建议不超过 ${BARCODE_ADVISED_MAX} 位，过长的条码在小标签上不易扫描。`,
    },
  },
  { key: 'color', type: 'general', label: SKU_LABELS.color, width: 12, rule: upTo(SHORT_TEXT_MAX) },
  { key: 'size', type: 'general', label: SKU_LABELS.size, width: 12, rule: upTo(SIZE_TEXT_MAX) },
  {
    key: 'property',
    type: 'general',
    label: SKU_LABELS.property_id,
    required: true,
    select: true,
    width: 20,
    rule: {
      en: 'The code or the name (English or Chinese) of a product attribute: see the sheet "Attributes".',
      zh_CN: '产品属性的代码或名称（中文或英文）：见“产品属性”工作表。',
    },
  },
  { key: 'brand', type: 'general', label: SKU_LABELS.brand, width: 14, rule: upTo(LONG_TEXT_MAX) },
  {
    key: 'categories',
    type: 'general',
    label: SKU_LABELS.category_ids,
    select: true,
    width: 24,
    rule: {
      en: `Optional: up to ${CATEGORY_MAX} category ids or names (English or Chinese), separated by commas: see the sheet "Categories".`,
      zh_CN: `选填：最多 ${CATEGORY_MAX} 个分类 ID 或名称（中文或英文），用逗号分隔：见“分类”工作表。`,
    },
  },
  {
    key: 'hs_code',
    label: SKU_LABELS.hs_code,
    required: true,
    type: 'text',
    width: 14,
    rule: { en: '6 to 10 digits.', zh_CN: '6-10 位数字。' },
  },
  {
    key: 'material_en',
    type: 'general',
    label: SKU_LABELS.material_en,
    width: 18,
    rule: upTo(255),
  },
  {
    key: 'material_cn',
    type: 'general',
    label: SKU_LABELS.material_cn,
    width: 18,
    rule: upTo(255),
  },
  {
    key: 'purpose_en',
    type: 'general',
    label: SKU_LABELS.purpose_en,
    width: 18,
    rule: upTo(255),
  },
  {
    key: 'purpose_cn',
    type: 'general',
    label: SKU_LABELS.purpose_cn,
    width: 18,
    rule: upTo(255),
  },
  {
    key: 'declared_value',
    type: 'number',
    label: SKU_LABELS.declared_value,
    required: true,
    width: 20,
    rule: positive({ en: 'In USD', zh_CN: '单位美元' }),
  },
  {
    key: 'export_unit_price',
    type: 'number',
    label: SKU_LABELS.export_unit_price,
    width: 22,
    rule: positive({ en: 'Optional, in USD', zh_CN: '选填，单位美元' }),
  },
  {
    key: 'tax_refund',
    type: 'general',
    label: SKU_LABELS.tax_refund,
    select: true,
    width: 12,
    rule: yesNo('', ''),
  },
  {
    key: 'weight_g',
    type: 'number',
    label: SKU_LABELS.weight_g,
    required: true,
    width: 12,
    rule: positive({ en: 'In grams', zh_CN: '单位克' }),
  },
  {
    key: 'length_cm',
    type: 'number',
    label: SKU_LABELS.length_cm,
    required: true,
    width: 12,
    rule: positive({ en: 'In cm', zh_CN: '单位厘米' }),
  },
  {
    key: 'width_cm',
    type: 'number',
    label: SKU_LABELS.width_cm,
    required: true,
    width: 12,
    rule: positive({ en: 'In cm', zh_CN: '单位厘米' }),
  },
  {
    key: 'height_cm',
    type: 'number',
    label: SKU_LABELS.height_cm,
    required: true,
    width: 12,
    rule: positive({ en: 'In cm', zh_CN: '单位厘米' }),
  },
  {
    key: 'warning_quantity',
    type: 'number',
    label: SKU_LABELS.warning_quantity,
    width: 16,
    rule: {
      en: 'Optional whole number of 0 or more; only once customer service has enabled warning quantities for your account.',
      zh_CN: '选填，大于等于 0 的整数；需客服为您的账号开通预警数量后才能填写。',
    },
  },
  {
    key: 'scan_barcode',
    type: 'general',
    label: SKU_LABELS.scan_barcode,
    select: true,
    width: 16,
    rule: yesNo(
      ' Y only once customer service has enabled barcode scanning for your account.',
      '需客服为您的账号开通后才能填 Y。',
    ),
  },
  {
    key: 'consumables',
    type: 'general',
    label: SKU_LABELS.consumable_ids,
    select: true,
    width: 20,
    rule: {
      en: `Optional: up to ${CONSUMABLES_MAX} packing-material codes, separated by commas: see the sheet "Packing materials".`,
      zh_CN: `选填：最多 ${CONSUMABLES_MAX} 个包装耗材代码，用逗号分隔：见“包装耗材”工作表。`,
    },
  },
] as const satisfies readonly ImportColumn[];

export type ProductColumnKey = (typeof PRODUCT_COLUMNS)[number]['key'];

const keepWhenEmpty: Localized = { en: ' Leave empty to keep the current value.', zh_CN: '留空则保留当前值。' };

function forTaxInfo(key: ProductColumnKey): ImportColumn<ProductColumnKey> {
  const column = PRODUCT_COLUMNS.find((c) => c.key === key) as ImportColumn<ProductColumnKey>;
  return {
    ...column,
    required: false,
    rule: { en: `${column.rule.en}${keepWhenEmpty.en}`, zh_CN: `${column.rule.zh_CN}${keepWhenEmpty.zh_CN}` },
  };
}

/** The SKU tax-info update: the SKU names an existing SKU; every other cell is optional. */
export const TAX_INFO_COLUMNS: readonly ImportColumn<ProductColumnKey>[] = [
  {
    ...(PRODUCT_COLUMNS[0] as ImportColumn<ProductColumnKey>),
    rule: { en: 'The SKU code of one of your SKUs.', zh_CN: '您账号中已有的 SKU 编码。' },
  },
  forTaxInfo('hs_code'),
  forTaxInfo('declared_value'),
  forTaxInfo('export_unit_price'),
  forTaxInfo('tax_refund'),
  forTaxInfo('name_cn'),
  forTaxInfo('name_en'),
  forTaxInfo('material_en'),
  forTaxInfo('material_cn'),
  forTaxInfo('purpose_en'),
  forTaxInfo('purpose_cn'),
];

/** The tax-info columns an update may change (all but the SKU that names the row). */
export type TaxInfoField =
  | 'hs_code'
  | 'declared_value'
  | 'export_unit_price'
  | 'tax_refund'
  | 'name_cn'
  | 'name_en'
  | 'material_en'
  | 'material_cn'
  | 'purpose_en'
  | 'purpose_cn';

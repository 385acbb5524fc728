import { type Lang, NOTE_MAX, ORDER_LINES_MAX, PLATFORM_ORDER_NO_MAX } from '@portal/contract';
import type { ImportColumn } from '../../../platform/import/import-columns';

export type OrderColumnKey =
  | 'platform_order_no'
  | 'warehouse_code'
  | 'shipping_method_code'
  | 'address_type'
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'phone'
  | 'email'
  | 'id_card'
  | 'address1'
  | 'address2'
  | 'house_number'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
  | 'sku'
  | 'quantity'
  | 'unit_price'
  | 'name'
  | 'note'
  | 'vat'
  | 'ioss'
  | 'gst'
  | 'icms';

type Column = ImportColumn<OrderColumnKey>;

const text = (key: OrderColumnKey, en: string, zh_CN: string, rule: Column['rule'], extra: Partial<Column> = {}) =>
  ({ key, label: { en, zh_CN }, type: 'text', width: 16, rule, ...extra }) satisfies Column;

const sameOrder = {
  en: 'Rows of one order may leave it empty after the first; a value that differs from the first row fails.',
  zh_CN: '同一订单的后续行可留空；与首行不同的值会导致失败。',
};
const orderRule = (en: string, zh_CN: string) => ({ en: `${en} ${sameOrder.en}`, zh_CN: `${zh_CN}${sameOrder.zh_CN}` });

/**
 * The order import's columns (spec 3 "Order" and "Order SKU line"): one row per SKU line, the rows
 * with the same platform order no. forming one order. Labels are the order form's words.
 */
export const ORDER_COLUMNS: readonly Column[] = [
  text(
    'platform_order_no',
    'Platform Order No.',
    '平台订单号',
    {
      en: `At most ${PLATFORM_ORDER_NO_MAX} characters; rows with the same number form one order (at most ${ORDER_LINES_MAX} lines). A number the merchant already has is refused.`,
      zh_CN: `最多 ${PLATFORM_ORDER_NO_MAX} 个字符；相同订单号的行组成一个订单（最多 ${ORDER_LINES_MAX} 行）。已存在的订单号会被拒绝。`,
    },
    { required: true, width: 22 },
  ),
  text(
    'warehouse_code',
    'Warehouse code',
    '仓库代码',
    orderRule('A code from the "Warehouses" sheet.', '填写“仓库”表中的代码。'),
    { required: true, select: true },
  ),
  text(
    'shipping_method_code',
    'Shipping method code',
    '物流方式代码',
    orderRule(
      'A code of the warehouse from the "Shipping methods" sheet; empty: the cheapest method that fits.',
      '填写“物流方式”表中该仓库的代码；留空则使用可用的最便宜方式。',
    ),
    { width: 20 },
  ),
  text(
    'address_type',
    'Address type',
    '地址类型',
    orderRule('Residential, Business or Military; empty: Residential.', '住宅、商业或军事；留空为住宅。'),
    { select: true, width: 14 },
  ),
  text('first_name', 'First Name', '名', orderRule('At most 50 characters.', '最多 50 个字符。'), { required: true }),
  text('last_name', 'Last Name', '姓', orderRule('At most 50 characters.', '最多 50 个字符。')),
  text('company', 'Company', '公司', orderRule('At most 100 characters.', '最多 100 个字符。')),
  text('phone', 'Phone', '电话', orderRule('At most 30 characters.', '最多 30 个字符。'), { required: true }),
  text('email', 'Email', '邮箱', orderRule('An e-mail address.', '邮箱地址。'), { width: 24 }),
  text('id_card', 'ID card number', '身份证号', orderRule('At most 40 characters.', '最多 40 个字符。')),
  text('address1', 'Address1', '地址1', orderRule('At most 200 characters.', '最多 200 个字符。'), {
    required: true,
    width: 30,
  }),
  text('address2', 'Address2', '地址2', orderRule('At most 200 characters.', '最多 200 个字符。'), { width: 24 }),
  text(
    'house_number',
    'House Number',
    '门牌号',
    orderRule('Required for EU countries; at most 20 characters.', '欧盟国家必填；最多 20 个字符。'),
    { width: 12 },
  ),
  text('city', 'City', '城市', orderRule('At most 100 characters.', '最多 100 个字符。'), { required: true }),
  text('state', 'State', '州/省', orderRule('At most 100 characters.', '最多 100 个字符。'), { required: true }),
  text('zip', 'Zip', '邮编', orderRule('At most 20 characters.', '最多 20 个字符。'), { required: true, width: 12 }),
  text('country', 'Country', '国家', orderRule('ISO 3166 alpha-2 code: US, DE…', 'ISO 3166 二位代码：US、DE…'), {
    required: true,
    select: true,
    width: 10,
  }),
  text(
    'sku',
    'SKU',
    'SKU',
    { en: 'A SKU of yours; once per order.', zh_CN: '您的 SKU；同一订单内不可重复。' },
    { required: true, width: 18 },
  ),
  {
    key: 'quantity',
    label: { en: 'Quantity', zh_CN: '数量' },
    type: 'number',
    width: 10,
    required: true,
    rule: { en: 'A whole number of at least 1.', zh_CN: '至少为 1 的整数。' },
  },
  {
    key: 'unit_price',
    label: { en: 'Unit price (USD)', zh_CN: '单价（美元）' },
    type: 'number',
    width: 14,
    required: true,
    rule: { en: 'Declared value of one item, up to 2 decimals.', zh_CN: '单件申报价值，最多 2 位小数。' },
  },
  text(
    'name',
    'Declaration name',
    '申报名称',
    { en: "Empty: the SKU's English name.", zh_CN: '留空则使用 SKU 的英文名称。' },
    { width: 22 },
  ),
  text('note', 'Note', '备注', orderRule(`At most ${NOTE_MAX} characters.`, `最多 ${NOTE_MAX} 个字符。`), {
    width: 24,
  }),
  text('vat', 'VAT', 'VAT', orderRule('VAT number, at most 40 characters.', 'VAT 税号，最多 40 个字符。')),
  text('ioss', 'IOSS', 'IOSS', orderRule('IOSS number, at most 40 characters.', 'IOSS 税号，最多 40 个字符。')),
  text('gst', 'GST', 'GST', orderRule('GST number, at most 40 characters.', 'GST 税号，最多 40 个字符。')),
  text('icms', 'ICMS', 'ICMS', orderRule('ICMS number, at most 40 characters.', 'ICMS 税号，最多 40 个字符。')),
];

/** Columns of the SKU line; every other column belongs to the order and is the same on each of its rows. */
export const LINE_COLUMNS: ReadonlySet<OrderColumnKey> = new Set(['sku', 'quantity', 'unit_price', 'name']);

export const ORDER_COLUMN = new Map(ORDER_COLUMNS.map((column) => [column.key, column]));

export function orderColumn(key: OrderColumnKey): Column {
  const column = ORDER_COLUMN.get(key);
  if (!column) throw new Error(`no order import column ${key}`);
  return column;
}

/**
 * A field of an order in the order form's words, from its path in an error (`recipient.house_number`
 * → House Number, `items.0.quantity` → Quantity); undefined for a field the columns do not name.
 */
export function orderFieldLabel(path: string, lang: Lang): string | undefined {
  const key = path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1);
  return ORDER_COLUMNS.find((column) => column.key === key)?.label[lang];
}

import { type Lang, NOTE_MAX, ORDER_LINES_MAX, PLATFORM_ORDER_NO_MAX } from '@portal/contract';
import { columnBuilders, columnTable, sameRecordRule } from '../../../platform/import/column-table';
import type { ImportColumn } from '../../../platform/import/import-columns';
import {
  type RecipientColumnKey,
  recipientColumns,
  type TaxCodeColumnKey,
  taxCodeColumns,
} from '../../../platform/import/recipient-columns';

export type OrderColumnKey =
  | 'platform_order_no'
  | 'warehouse_code'
  | 'shipping_method_code'
  | RecipientColumnKey
  | 'sku'
  | 'quantity'
  | 'unit_price'
  | 'name'
  | 'note'
  | TaxCodeColumnKey;

type Column = ImportColumn<OrderColumnKey>;

const { text, number } = columnBuilders<OrderColumnKey>();
const orderRule = sameRecordRule({ en: 'order', zh_CN: '订单' });

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
  ...recipientColumns(orderRule),
  text(
    'sku',
    'SKU',
    'SKU',
    { en: 'A SKU of yours; once per order.', zh_CN: '您的 SKU；同一订单内不可重复。' },
    { required: true, width: 18 },
  ),
  number(
    'quantity',
    'Quantity',
    '数量',
    { en: 'A whole number of at least 1.', zh_CN: '至少为 1 的整数。' },
    { required: true, width: 10 },
  ),
  number(
    'unit_price',
    'Unit price (USD)',
    '单价（美元）',
    { en: 'Declared value of one item, up to 2 decimals.', zh_CN: '单件申报价值，最多 2 位小数。' },
    { required: true, width: 14 },
  ),
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
  ...taxCodeColumns(orderRule),
];

/** Columns of the SKU line; every other column belongs to the order and is the same on each of its rows. */
export const LINE_COLUMNS: ReadonlySet<OrderColumnKey> = new Set(['sku', 'quantity', 'unit_price', 'name']);

export const ORDER_TABLE = columnTable('order', ORDER_COLUMNS);

export function orderColumn(key: OrderColumnKey): Column {
  return ORDER_TABLE.column(key);
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

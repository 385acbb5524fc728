import type { Lang } from '@portal/contract';
import {
  type ExportColumn,
  exportSheet,
  moneyColumn,
  recipientColumns,
  textColumn,
} from '../../../platform/export/export-columns';
import { utcText } from '../../../platform/export/utc-text';
import type { XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';
import type { OrderLineRow } from '../order-lines-repository';
import type { OrderExportRow } from '../order-read-service';
import { ORDER_STATUS_LABELS } from '../order-status-labels';

const FEE_KIND = {
  estimate: { en: 'Estimate', zh_CN: '预估' },
  final: { en: 'Final', zh_CN: '实际' },
} as const;

function skusText({ order }: OrderExportRow): string {
  let text = '';
  for (const line of order.skus) text += `${text ? ', ' : ''}${line.sku} × ${line.quantity}`;
  return text;
}

const text = textColumn<OrderExportRow>;

/**
 * The order list's columns (spec 2 "Order list") with the whole recipient (spec 3 "Order"), which a
 * merchant exports to hand on or check addresses; the words of the order form's labels.
 */
const ORDER_COLUMNS: readonly ExportColumn<OrderExportRow>[] = [
  text('System order ID', '系统订单号', 22, (r) => r.order.system_order_id),
  text('Platform Order No.', '平台订单号', 22, (r) => r.order.platform_order_no),
  { label: { en: 'Status', zh_CN: '状态' }, width: 16, cell: (r, lang) => ORDER_STATUS_LABELS[r.order.status][lang] },
  { label: { en: 'Warehouse', zh_CN: '仓库' }, width: 12, cell: (r) => r.order.warehouse_code },
  {
    label: { en: 'Shipping method', zh_CN: '物流方式' },
    width: 28,
    cell: (r) => r.order.shipping_method_name || r.order.shipping_method_code,
  },
  text('Tracking', '跟踪号', 22, (r) => r.order.tracking_number),
  text('First Name', '名', 16, (r) => r.order.first_name),
  ...recipientColumns(
    (r) => r.recipient,
    text('Ship city', '收件城市', 16, (r) => r.order.city),
  ),
  { label: { en: 'Ship country', zh_CN: '收件国家' }, width: 10, cell: (r) => r.order.country },
  { label: { en: 'SKUs info', zh_CN: 'SKU 信息' }, width: 36, style: 'wrap', cell: skusText },
  moneyColumn('Fulfillment fee (USD)', '履约费（美元）', (r) => r.order.fulfillment_fee),
  {
    label: { en: 'Fee kind', zh_CN: '费用类型' },
    width: 10,
    cell: (r, lang) =>
      r.order.fulfillment_fee === null ? '' : FEE_KIND[r.order.fee_is_final ? 'final' : 'estimate'][lang],
  },
  {
    label: { en: 'Created time (UTC)', zh_CN: '创建时间（UTC）' },
    width: 20,
    cell: (r) => utcText(r.order.created_at),
  },
];

type LineRow = { order: OrderExportRow; line: OrderLineRow };

/** One row per SKU line (spec 3 "Order SKU line"), named by its order's numbers: a sheet to sort and sum. */
const LINE_COLUMNS: readonly ExportColumn<LineRow>[] = [
  {
    label: { en: 'System order ID', zh_CN: '系统订单号' },
    width: 22,
    style: 'text',
    cell: (r) => r.order.order.system_order_id,
  },
  {
    label: { en: 'Platform Order No.', zh_CN: '平台订单号' },
    width: 22,
    style: 'text',
    cell: (r) => r.order.order.platform_order_no,
  },
  {
    label: { en: 'Status', zh_CN: '状态' },
    width: 16,
    cell: (r, lang) => ORDER_STATUS_LABELS[r.order.order.status][lang],
  },
  { label: { en: 'Warehouse', zh_CN: '仓库' }, width: 12, cell: (r) => r.order.order.warehouse_code },
  { label: { en: 'SKU', zh_CN: 'SKU' }, width: 20, style: 'text', cell: (r) => r.line.sku },
  { label: { en: 'Name', zh_CN: '名称' }, width: 30, cell: (r) => r.line.name },
  { label: { en: 'Quantity', zh_CN: '数量' }, width: 10, cell: (r) => r.line.quantity },
  {
    label: { en: 'Unit price (USD)', zh_CN: '单价（美元）' },
    width: 14,
    style: 'money',
    cell: (r) => r.line.unit_price / 100,
  },
  { label: { en: 'HS code', zh_CN: '海关编码' }, width: 14, style: 'text', cell: (r) => r.line.hs_code },
  { label: { en: 'Weight (g)', zh_CN: '重量（克）' }, width: 12, cell: (r) => r.line.weight_g },
];

/**
 * The order export: one row per order with the list's columns and the recipient, then one row per
 * SKU line on a second sheet; headers in the request's language.
 */
export function orderExportSheets(orders: OrderExportRow[], lang: Lang): XlsxSheetSpec[] {
  const lines = orders.flatMap((order) => order.lines.map((line) => ({ order, line })));
  return [
    exportSheet(lang === 'zh_CN' ? '订单' : 'Orders', ORDER_COLUMNS, orders, lang),
    exportSheet(lang === 'zh_CN' ? 'SKU 明细' : 'SKU lines', LINE_COLUMNS, lines, lang),
  ];
}

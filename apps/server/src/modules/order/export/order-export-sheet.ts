import type { Lang, Localized, OrderListItem } from '@portal/contract';
import { utcText } from '../../../platform/export/utc-text';
import type { XlsxCell, XlsxRowSpec, XlsxSheetSpec, XlsxStyle } from '../../../platform/xlsx/xlsx-writer';
import { ORDER_STATUS_LABELS } from '../order-status-labels';

interface ExportColumn {
  label: Localized;
  width: number;
  style?: XlsxStyle;
  cell(order: OrderListItem, lang: Lang): XlsxCell;
}

const FEE_KIND = {
  estimate: { en: 'Estimate', zh_CN: '预估' },
  final: { en: 'Final', zh_CN: '实际' },
} as const;

function skusText(order: OrderListItem): string {
  let text = '';
  for (const line of order.skus) text += `${text ? ', ' : ''}${line.sku} × ${line.quantity}`;
  return text;
}

/** The order list's columns (spec 2 "Order list") in its order, with the words of its headers. */
const COLUMNS: readonly ExportColumn[] = [
  { label: { en: 'System order ID', zh_CN: '系统订单号' }, width: 22, style: 'text', cell: (o) => o.system_order_id },
  {
    label: { en: 'Platform Order No.', zh_CN: '平台订单号' },
    width: 22,
    style: 'text',
    cell: (o) => o.platform_order_no,
  },
  { label: { en: 'Status', zh_CN: '状态' }, width: 16, cell: (o, lang) => ORDER_STATUS_LABELS[o.status][lang] },
  { label: { en: 'Warehouse', zh_CN: '仓库' }, width: 12, cell: (o) => o.warehouse_code },
  {
    label: { en: 'Shipping method', zh_CN: '物流方式' },
    width: 28,
    cell: (o) => o.shipping_method_name || o.shipping_method_code,
  },
  { label: { en: 'Tracking', zh_CN: '跟踪号' }, width: 22, style: 'text', cell: (o) => o.tracking_number },
  { label: { en: 'First Name', zh_CN: '名' }, width: 16, cell: (o) => o.first_name },
  { label: { en: 'Ship city', zh_CN: '收件城市' }, width: 16, cell: (o) => o.city },
  { label: { en: 'Ship country', zh_CN: '收件国家' }, width: 10, cell: (o) => o.country },
  { label: { en: 'SKUs info', zh_CN: 'SKU 信息' }, width: 36, style: 'wrap', cell: skusText },
  {
    label: { en: 'Fulfillment fee (USD)', zh_CN: '履约费（美元）' },
    width: 14,
    style: 'money',
    cell: (o) => (o.fulfillment_fee === null ? null : o.fulfillment_fee / 100),
  },
  {
    label: { en: 'Fee kind', zh_CN: '费用类型' },
    width: 10,
    cell: (o, lang) => (o.fulfillment_fee === null ? '' : FEE_KIND[o.fee_is_final ? 'final' : 'estimate'][lang]),
  },
  { label: { en: 'Created time (UTC)', zh_CN: '创建时间（UTC）' }, width: 20, cell: (o) => utcText(o.created_at) },
];

/** The order export: one row per order with the list's columns, headers in the request's language. */
export function orderExportSheet(orders: OrderListItem[], lang: Lang): XlsxSheetSpec {
  const rows: XlsxRowSpec[] = [{ cells: COLUMNS.map((c) => c.label[lang]), style: 'header' }];
  for (const order of orders) rows.push({ cells: COLUMNS.map((c) => c.cell(order, lang)) });
  return {
    name: lang === 'zh_CN' ? '订单' : 'Orders',
    freezeHeader: true,
    columns: COLUMNS.map((c) => ({ width: c.width, style: c.style })),
    rows,
  };
}

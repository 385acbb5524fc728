import { HANDOVER_METHOD_NAMES, type Lang, PARCEL_STATUS_NAMES } from '@portal/contract';
import {
  type ExportColumn,
  exportSheet,
  moneyColumn,
  recipientColumns,
  textColumn,
} from '../../../platform/export/export-columns';
import { utcText } from '../../../platform/export/utc-text';
import type { XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';
import type { CustomsLineRow } from '../parcel-tables';
import type { ParcelExportRow } from './parcel-export-rows';

const YES_NO = { yes: { en: 'Yes', zh_CN: '是' }, no: { en: 'No', zh_CN: '否' } } as const;

const text = textColumn<ParcelExportRow>;
const money = moneyColumn<ParcelExportRow>;

/** Σ of the pieces' measured weights in kg; empty until the hub has measured every piece. */
function measuredKg({ pieces }: ParcelExportRow): number | null {
  if (!pieces.length || pieces.some((piece) => piece.measured_weight_g === null)) return null;
  return pieces.reduce((sum, piece) => sum + (piece.measured_weight_g ?? 0), 0) / 1000;
}

/**
 * The parcel list's columns with the whole recipient, the weights declared and measured, and both
 * fees (the estimate held at pre-advice, the fee charged at the hub); the words of the list and form.
 */
const PARCEL_COLUMNS: readonly ExportColumn<ParcelExportRow>[] = [
  text('Parcel no.', '包裹号', 22, (r) => r.item.parcel_no),
  text('Reference', '参考号', 20, (r) => r.item.customer_ref),
  { label: { en: 'Status', zh_CN: '状态' }, width: 16, cell: (r, lang) => PARCEL_STATUS_NAMES[r.item.status][lang] },
  { label: { en: 'Hub', zh_CN: '集货仓' }, width: 10, cell: (r) => r.item.warehouse_code },
  { label: { en: 'Shipping method', zh_CN: '物流方式' }, width: 28, cell: (r) => r.item.shipping_method_name },
  {
    label: { en: 'Hand-over', zh_CN: '交接方式' },
    width: 14,
    cell: (r, lang) => HANDOVER_METHOD_NAMES[r.item.handover_method][lang],
  },
  { label: { en: 'Duty terms', zh_CN: '关税条款' }, width: 10, cell: (r) => r.item.duty_terms },
  {
    label: { en: 'Dangerous goods', zh_CN: '危险品' },
    width: 10,
    cell: (r, lang) => YES_NO[r.item.dangerous_goods ? 'yes' : 'no'][lang],
  },
  { label: { en: 'Pieces', zh_CN: '件数' }, width: 8, cell: (r) => r.item.piece_count },
  { label: { en: 'Declared weight (kg)', zh_CN: '申报重量（千克）' }, width: 12, cell: (r) => r.item.weight_g / 1000 },
  { label: { en: 'Measured weight (kg)', zh_CN: '实测重量（千克）' }, width: 12, cell: measuredKg },
  // A canceled parcel held nothing in the end: its estimate was released.
  money('Estimated fee (USD)', '预估费用（美元）', (r) =>
    r.item.status === 'canceled' ? null : r.row.estimated_total,
  ),
  money('Final fee (USD)', '实际费用（美元）', (r) => r.row.final_total),
  text('Tracking', '跟踪号', 22, (r) => r.item.tracking_number),
  text('First Name', '名', 16, (r) => r.recipient.first_name),
  ...recipientColumns(
    (r) => r.recipient,
    text('City', '城市', 16, (r) => r.recipient.city),
  ),
  { label: { en: 'Country', zh_CN: '国家' }, width: 10, cell: (r) => r.recipient.country },
  { label: { en: 'Created time (UTC)', zh_CN: '创建时间（UTC）' }, width: 20, cell: (r) => utcText(r.item.created_at) },
];

type LineRow = { parcel: ParcelExportRow; line: CustomsLineRow };

/** One row per customs line, named by its parcel's number and piece: the declaration to sort and sum. */
const LINE_COLUMNS: readonly ExportColumn<LineRow>[] = [
  { label: { en: 'Parcel no.', zh_CN: '包裹号' }, width: 22, style: 'text', cell: (r) => r.parcel.item.parcel_no },
  { label: { en: 'Reference', zh_CN: '参考号' }, width: 20, style: 'text', cell: (r) => r.parcel.item.customer_ref },
  { label: { en: 'Piece no.', zh_CN: '件号' }, width: 8, cell: (r) => r.line.piece_seq },
  { label: { en: 'English name', zh_CN: '英文品名' }, width: 26, cell: (r) => r.line.name_en },
  { label: { en: 'Chinese name', zh_CN: '中文品名' }, width: 20, cell: (r) => r.line.name_cn },
  { label: { en: 'HS code', zh_CN: '海关编码' }, width: 14, style: 'text', cell: (r) => r.line.hs_code },
  { label: { en: 'Quantity', zh_CN: '数量' }, width: 10, cell: (r) => r.line.quantity },
  {
    label: { en: 'Unit value (USD)', zh_CN: '单价（美元）' },
    width: 14,
    style: 'money',
    cell: (r) => r.line.unit_value / 100,
  },
  { label: { en: 'Origin', zh_CN: '原产国' }, width: 10, cell: (r) => r.line.origin },
];

/**
 * The parcel export: one row per parcel with the list's columns and the recipient, then one row per
 * customs line on a second sheet; headers and words in the request's language.
 */
export function parcelExportSheets(parcels: ParcelExportRow[], lang: Lang): XlsxSheetSpec[] {
  const lines = parcels.flatMap((parcel) => parcel.lines.map((line) => ({ parcel, line })));
  return [
    exportSheet(lang === 'zh_CN' ? '包裹' : 'Parcels', PARCEL_COLUMNS, parcels, lang),
    exportSheet(lang === 'zh_CN' ? '申报明细' : 'Customs lines', LINE_COLUMNS, lines, lang),
  ];
}

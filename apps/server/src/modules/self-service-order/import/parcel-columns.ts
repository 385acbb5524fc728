import { CUSTOMER_REF_MAX, CUSTOMS_LINES_MAX, NOTE_MAX, PARCEL_PIECES_MAX } from '@portal/contract';
import { columnBuilders, columnTable, sameRecordRule } from '../../../platform/import/column-table';
import type { ImportColumn } from '../../../platform/import/import-columns';
import {
  type RecipientColumnKey,
  recipientColumns,
  type TaxCodeColumnKey,
  taxCodeColumns,
} from '../../../platform/import/recipient-columns';

export type ParcelColumnKey =
  | 'customer_ref'
  | 'warehouse_code'
  | 'shipping_method_code'
  | 'sender'
  | 'handover_method'
  | 'pickup_from'
  | 'pickup_to'
  | 'courier'
  | 'tracking_number'
  | RecipientColumnKey
  | 'duty_terms'
  | TaxCodeColumnKey
  | 'dangerous_goods'
  | 'insured_value'
  | 'note'
  | 'piece_no'
  | 'weight_g'
  | 'length_cm'
  | 'width_cm'
  | 'height_cm'
  | 'name_en'
  | 'name_cn'
  | 'hs_code'
  | 'quantity'
  | 'unit_value'
  | 'origin';

type Column = ImportColumn<ParcelColumnKey>;

const { text, number } = columnBuilders<ParcelColumnKey>();
const parcelRule = sameRecordRule({ en: 'parcel', zh_CN: '包裹' });
const pieceRule = sameRecordRule({ en: 'piece', zh_CN: '件' });

/**
 * The parcel import's columns (issue 27): one row per customs line; the rows with the same reference
 * are one parcel order and, within it, the rows with the same piece no. one piece. Labels are the
 * pre-advice form's and the export's words, so an export's recipient columns read back.
 */
export const PARCEL_COLUMNS: readonly Column[] = [
  text(
    'customer_ref',
    'Reference',
    '参考号',
    {
      en: `Your own reference (a shop order no.), at most ${CUSTOMER_REF_MAX} characters; rows with the same reference form one parcel order. A reference you already have is refused.`,
      zh_CN: `您的参考号（如店铺订单号），最多 ${CUSTOMER_REF_MAX} 个字符；参考号相同的行组成一个包裹订单。已存在的参考号会被拒绝。`,
    },
    { required: true, width: 22 },
  ),
  text(
    'warehouse_code',
    'Hub code',
    '集货仓代码',
    parcelRule('A code from the "Hubs" sheet.', '填写“集货仓”表中的代码。'),
    {
      required: true,
      select: true,
    },
  ),
  text(
    'shipping_method_code',
    'Shipping method code',
    '物流方式代码',
    parcelRule(
      'A code of the hub from the "Shipping methods" sheet; empty: the cheapest method that carries every piece.',
      '填写“物流方式”表中该集货仓的代码；留空则使用可承运所有件的最便宜方式。',
    ),
    { width: 20 },
  ),
  text(
    'sender',
    'Sender',
    '发件地址',
    parcelRule(
      'The name of one of your saved sender addresses, as the pre-advice form lists them.',
      '填写已保存发件地址的名称（与预报表单中的发件地址列表一致）。',
    ),
    { required: true, select: true, width: 20 },
  ),
  text(
    'handover_method',
    'Hand-over',
    '交接方式',
    parcelRule('Pickup, Drop-off or Own courier.', '上门揽收、自送到仓或自发快递。'),
    { required: true, select: true, width: 14 },
  ),
  text(
    'pickup_from',
    'Pickup from',
    '揽收开始时间',
    parcelRule(
      'Pickup only: ISO 8601 with its offset, 2026-12-01T09:00:00+08:00.',
      '仅上门揽收：ISO 8601 格式并带时区，如 2026-12-01T09:00:00+08:00。',
    ),
    { width: 26 },
  ),
  text(
    'pickup_to',
    'Pickup to',
    '揽收结束时间',
    parcelRule('Pickup only: after Pickup from.', '仅上门揽收：晚于揽收开始时间。'),
    { width: 26 },
  ),
  text('courier', 'Courier', '快递公司', parcelRule('Own courier only: required.', '仅自发快递：必填。')),
  text(
    'tracking_number',
    'Courier tracking no.',
    '快递单号',
    parcelRule('Own courier only: required.', '仅自发快递：必填。'),
    { width: 20 },
  ),
  ...recipientColumns(parcelRule),
  text(
    'duty_terms',
    'Duty terms',
    '关税条款',
    parcelRule(
      'DDU (the recipient pays) or DDP (you pay); empty: DDU. An IOSS number needs DDP.',
      'DDU（收件人支付）或 DDP（您支付）；留空为 DDU。填写 IOSS 税号时须为 DDP。',
    ),
    { select: true, width: 10 },
  ),
  ...taxCodeColumns(parcelRule),
  text(
    'dangerous_goods',
    'Dangerous goods',
    '危险品',
    parcelRule(
      'Y if the parcel holds batteries, liquids, magnets or other dangerous goods (only methods that carry them are quoted); empty: N.',
      '包裹含电池、液体、磁铁等危险品时填“是”（只报价可承运危险品的方式）；留空为“否”。',
    ),
    { select: true, width: 12 },
  ),
  number(
    'insured_value',
    'Insured value (USD)',
    '保价金额（美元）',
    parcelRule('Up to 2 decimals; empty: not insured.', '最多 2 位小数；留空为不保价。'),
    { width: 14 },
  ),
  text('note', 'Note', '备注', parcelRule(`At most ${NOTE_MAX} characters.`, `最多 ${NOTE_MAX} 个字符。`), {
    width: 24,
  }),
  number(
    'piece_no',
    'Piece no.',
    '件号',
    {
      en: `1 to ${PARCEL_PIECES_MAX}: the rows of a parcel with the same piece no. are one piece (at most ${CUSTOMS_LINES_MAX} lines).`,
      zh_CN: `1 至 ${PARCEL_PIECES_MAX}：同一包裹中件号相同的行为同一件（每件最多 ${CUSTOMS_LINES_MAX} 行）。`,
    },
    { required: true, width: 8 },
  ),
  number(
    'weight_g',
    'Weight (g)',
    '重量（克）',
    pieceRule('The piece as you weighed it, whole grams.', '您称得的该件重量，整数克。'),
    {
      required: true,
    },
  ),
  number('length_cm', 'Length (cm)', '长（厘米）', pieceRule('Greater than 0.', '大于 0。'), { required: true }),
  number('width_cm', 'Width (cm)', '宽（厘米）', pieceRule('Greater than 0.', '大于 0。'), { required: true }),
  number('height_cm', 'Height (cm)', '高（厘米）', pieceRule('Greater than 0.', '大于 0。'), { required: true }),
  text(
    'name_en',
    'English name',
    '英文品名',
    { en: 'The customs line in English.', zh_CN: '申报品名（英文）。' },
    {
      required: true,
      width: 24,
    },
  ),
  text(
    'name_cn',
    'Chinese name',
    '中文品名',
    { en: 'The customs line in Chinese.', zh_CN: '申报品名（中文）。' },
    {
      required: true,
      width: 20,
    },
  ),
  text(
    'hs_code',
    'HS code',
    '海关编码',
    { en: '6 to 10 digits.', zh_CN: '6 至 10 位数字。' },
    { required: true, width: 14 },
  ),
  number(
    'quantity',
    'Quantity',
    '数量',
    { en: 'A whole number of at least 1.', zh_CN: '至少为 1 的整数。' },
    {
      required: true,
      width: 10,
    },
  ),
  number(
    'unit_value',
    'Unit value (USD)',
    '单价（美元）',
    { en: 'Declared value of one unit, up to 2 decimals.', zh_CN: '单件申报价值，最多 2 位小数。' },
    { required: true, width: 14 },
  ),
  text(
    'origin',
    'Origin',
    '原产国',
    { en: 'ISO 3166 alpha-2 code: CN, US…', zh_CN: 'ISO 3166 二位代码：CN、US…' },
    {
      required: true,
      width: 10,
    },
  ),
];

/** Columns of one piece; the customs line's are in LINE_COLUMNS; every other column belongs to the parcel. */
export const PIECE_COLUMNS: ReadonlySet<ParcelColumnKey> = new Set(['weight_g', 'length_cm', 'width_cm', 'height_cm']);
export const LINE_COLUMNS: ReadonlySet<ParcelColumnKey> = new Set([
  'piece_no',
  'name_en',
  'name_cn',
  'hs_code',
  'quantity',
  'unit_value',
  'origin',
]);

export const PARCEL_TABLE = columnTable('parcel', PARCEL_COLUMNS);

export function parcelColumn(key: ParcelColumnKey): Column {
  return PARCEL_TABLE.column(key);
}

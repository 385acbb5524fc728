import {
  BOX_NUMBER_MAX,
  type Localized,
  RECEIVING_NO_MAX,
  SERIAL_ALIAS_MAX,
  SERIAL_NUMBER_MAX,
  SERIAL_NUMBER_MIN,
  SKU_LABELS,
} from '@portal/contract';
import type { ImportColumn } from '../../../platform/import/import-columns';

export type SerialNumberColumnKey = 'serial_number' | 'sku' | 'alias' | 'receiving_no' | 'box_number';

export const SERIAL_LABELS = {
  serial_number: { en: 'Serial number', zh_CN: '序列号' },
  alias: { en: 'Alias', zh_CN: '别名' },
  receiving_no: { en: 'Receiving no.', zh_CN: '入库单号' },
  box_number: { en: 'Box number', zh_CN: '箱号' },
  barcode: SKU_LABELS.barcode,
  sku: SKU_LABELS.sku,
  is_bind: { en: 'Binding status', zh_CN: '绑定状态' },
  bind_sys_order_id: { en: 'System order id', zh_CN: '系统订单号' },
  bind_customer_order_id: { en: 'Platform order no.', zh_CN: '平台订单号' },
  bind_time: { en: 'Binding time', zh_CN: '绑定时间' },
  created_at: { en: 'Created time', zh_CN: '创建时间' },
  customer_id: { en: 'Customer id', zh_CN: '客户ID' },
  bound: { en: 'Bound', zh_CN: '已绑定' },
  unbound: { en: 'Unbound', zh_CN: '未绑定' },
} as const satisfies Record<string, Localized>;

const upTo = (max: number): Localized => ({
  en: `Optional, up to ${max} characters.`,
  zh_CN: `选填，最多 ${max} 个字符。`,
});

/** The columns of the serial-number import, in template order; the export writes them first too. */
export const SERIAL_NUMBER_COLUMNS: readonly ImportColumn<SerialNumberColumnKey>[] = [
  {
    key: 'serial_number',
    label: SERIAL_LABELS.serial_number,
    synonyms: [{ en: 'SN', zh_CN: 'SN' }],
    required: true,
    type: 'text',
    width: 26,
    rule: {
      en: `${SERIAL_NUMBER_MIN}-${SERIAL_NUMBER_MAX} letters, digits, hyphens, underscores, dots or slashes, starting with a letter or digit. Unique in your account (upper and lower case count as the same).`,
      zh_CN: `${SERIAL_NUMBER_MIN}-${SERIAL_NUMBER_MAX} 位字母、数字、中划线、下划线、点或斜杠，以字母或数字开头；账号内唯一（不区分大小写）。`,
    },
  },
  {
    key: 'sku',
    label: SKU_LABELS.sku,
    required: true,
    type: 'text',
    width: 22,
    rule: { en: 'One of your SKUs.', zh_CN: '您账号中已有的 SKU。' },
  },
  {
    key: 'alias',
    label: SERIAL_LABELS.alias,
    type: 'text',
    width: 20,
    rule: {
      en: `Optional, up to ${SERIAL_ALIAS_MAX} characters; unique in your account when filled.`,
      zh_CN: `选填，最多 ${SERIAL_ALIAS_MAX} 个字符；填写时账号内唯一。`,
    },
  },
  { key: 'receiving_no', label: SERIAL_LABELS.receiving_no, type: 'text', width: 20, rule: upTo(RECEIVING_NO_MAX) },
  { key: 'box_number', label: SERIAL_LABELS.box_number, type: 'text', width: 16, rule: upTo(BOX_NUMBER_MAX) },
];

export const SERIAL_TEXTS = {
  sheet: { en: 'Serial numbers', zh_CN: '序列号' },
  instructions: {
    en: 'Fill one serial number per row from row 2 of the first sheet, with the SKU it belongs to. Columns marked * are required. A serial number or alias already in your account fails its row, so a file imported twice creates nothing new.',
    zh_CN:
      '从第一个工作表的第 2 行开始，每行填写一个序列号及其所属 SKU。带 * 的列为必填。账号中已有的序列号或别名所在行会失败，因此同一文件重复导入不会产生重复数据。',
  },
} as const satisfies Record<string, Localized>;

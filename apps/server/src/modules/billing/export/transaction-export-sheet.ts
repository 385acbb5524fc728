import type { BillingTransaction, Lang } from '@portal/contract';
import { utcText } from '../../../platform/export/utc-text';
import type { XlsxRowSpec, XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';
import { billTypeName } from '../statement/statement-texts';

const HEADERS = {
  id: { en: 'Transaction ID', zh_CN: '交易编号' },
  type: { en: 'Bill type', zh_CN: '账单类型' },
  amount: { en: 'Amount (USD)', zh_CN: '金额 (USD)' },
  balance: { en: 'Balance (USD)', zh_CN: '余额 (USD)' },
  orderId: { en: 'Order ID', zh_CN: '订单号' },
  platformOrderNo: { en: 'Platform order No.', zh_CN: '平台订单号' },
  country: { en: 'Country', zh_CN: '国家' },
  weight: { en: 'Weight (g)', zh_CN: '重量 (g)' },
  tracking: { en: 'Tracking number', zh_CN: '跟踪号' },
  remark: { en: 'Remark', zh_CN: '备注' },
  time: { en: 'Time (UTC)', zh_CN: '时间 (UTC)' },
  sheet: { en: 'Transactions', zh_CN: '交易记录' },
} as const;

/** The transaction list's export: the columns of spec 3 "Billing record" and the time; money in dollars. */
export function transactionExportSheet(rows: BillingTransaction[], lang: Lang): XlsxSheetSpec {
  const keys = [
    'id',
    'type',
    'amount',
    'balance',
    'orderId',
    'platformOrderNo',
    'country',
    'weight',
    'tracking',
    'remark',
    'time',
  ] as const;
  const sheetRows: XlsxRowSpec[] = [{ cells: keys.map((key) => HEADERS[key][lang]), style: 'header' }];
  for (const row of rows) {
    sheetRows.push({
      cells: [
        String(row.id),
        billTypeName(row.type, lang),
        row.amount / 100,
        row.balance_after / 100,
        row.system_order_id,
        row.platform_order_no,
        row.country,
        row.weight_g,
        row.tracking_number,
        row.remark,
        utcText(row.created_at),
      ],
    });
  }
  return {
    name: HEADERS.sheet[lang],
    freezeHeader: true,
    columns: [
      { width: 14, style: 'text' },
      { width: 20 },
      { width: 14, style: 'money' },
      { width: 14, style: 'money' },
      { width: 20, style: 'text' },
      { width: 20, style: 'text' },
      { width: 10 },
      { width: 10 },
      { width: 22, style: 'text' },
      { width: 36 },
      { width: 20 },
    ],
    rows: sheetRows,
  };
}

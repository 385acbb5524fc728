import { FEE_ITEM_CODES, FEE_ITEM_NAMES, type FulfillmentFeeRow, type Lang } from '@portal/contract';
import { utcText } from '../../../platform/export/utc-text';
import type { XlsxRowSpec, XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';

const HEADERS = {
  orderId: { en: 'Order ID', zh_CN: '订单号' },
  platformOrderNo: { en: 'Platform order No.', zh_CN: '平台订单号' },
  total: { en: 'Fee charged (USD)', zh_CN: '扣费金额 (USD)' },
  time: { en: 'Charged at (UTC)', zh_CN: '扣费时间 (UTC)' },
  sheet: { en: 'Order fulfilment fees', zh_CN: '订单履约费' },
} as const;

/**
 * The fee report's export: one row per charged order, one column (in dollars) per fee item any row
 * has — in the order a breakdown lists them — so the lines of a row add up to its total.
 */
export function feeExportSheet(rows: FulfillmentFeeRow[], lang: Lang): XlsxSheetSpec {
  const present = new Set(rows.flatMap((row) => row.items.map((item) => item.code)));
  const codes = FEE_ITEM_CODES.filter((code) => present.has(code));
  const sheetRows: XlsxRowSpec[] = [
    {
      cells: [
        HEADERS.orderId[lang],
        HEADERS.platformOrderNo[lang],
        HEADERS.total[lang],
        ...codes.map((code) => `${FEE_ITEM_NAMES[code][lang]} (USD)`),
        HEADERS.time[lang],
      ],
      style: 'header',
    },
  ];
  for (const row of rows) {
    const cents = new Map<string, number>();
    for (const item of row.items) cents.set(item.code, (cents.get(item.code) ?? 0) + item.amount);
    sheetRows.push({
      cells: [
        row.system_order_id,
        row.platform_order_no,
        row.total / 100,
        ...codes.map((code) => {
          const amount = cents.get(code);
          return amount === undefined ? null : amount / 100;
        }),
        utcText(row.charged_at),
      ],
    });
  }
  const feeColumns = codes.map(() => ({ width: 16, style: 'money' as const }));
  return {
    name: HEADERS.sheet[lang],
    freezeHeader: true,
    columns: [
      { width: 20, style: 'text' },
      { width: 20, style: 'text' },
      { width: 14, style: 'money' },
      ...feeColumns,
      { width: 20 },
    ],
    rows: sheetRows,
  };
}

import type { Lang, Localized, StorageCharge } from '@portal/contract';
import type { XlsxSheetSpec } from '../../platform/xlsx/xlsx-writer';

const L = (en: string, zh_CN: string): Localized => ({ en, zh_CN });

/** Column headers of the storage-fee export, in the words of the list. */
const HEAD = {
  settled: L('Settlement', '结算状态'),
  date: L('Date', '日期'),
  warehouse: L('Warehouse', '仓库'),
  stored: L('Stored volume (m³)', '在库体积（m³）'),
  charged: L('Charged volume (m³)', '计费体积（m³）'),
  currency: L('Currency', '币种'),
  receivable: L('Receivable', '应收金额'),
  discount: L('Discount', '优惠金额'),
  net: L('Net', '实收金额'),
} as const;
const SETTLED = { yes: L('Settled', '已结算'), no: L('Unsettled', '未结算') };

const money = (cents: number) => cents / 100;

export function storageFeeSheet(rows: StorageCharge[], lang: Lang): XlsxSheetSpec {
  return {
    name: lang === 'zh_CN' ? '仓租' : 'Storage fees',
    freezeHeader: true,
    columns: [
      { width: 12 },
      { width: 12, style: 'text' },
      { width: 10 },
      { width: 18 },
      { width: 18 },
      { width: 9 },
      { width: 12, style: 'money' },
      { width: 12, style: 'money' },
      { width: 12, style: 'money' },
    ],
    rows: [
      { cells: Object.values(HEAD).map((head) => head[lang]), style: 'header' },
      ...rows.map((row) => ({
        cells: [
          (row.settled ? SETTLED.yes : SETTLED.no)[lang],
          row.charge_date,
          row.warehouse_code,
          row.stored_volume_m3,
          row.charged_volume_m3,
          row.currency,
          money(row.receivable),
          money(row.discount),
          money(row.net),
        ],
      })),
    ],
  };
}

import { BILL_TYPE_NAMES, type Lang, type Localized, type StatisticsChart } from '@portal/contract';
import type { XlsxCell, XlsxSheetSpec } from '../../platform/xlsx/xlsx-writer';
import type { CountryData, MonthlyExpenses, MonthlyShipping, MonthlyVolume, SkuShipment } from './statistics-service';

const L = (en: string, zh_CN: string): Localized => ({ en, zh_CN });

/** Column headers, in the words of the pages. */
const HEAD = {
  country: L('Country', '国家'),
  orders: L('Orders', '订单数'),
  spend: L('Spend (USD)', '费用（美元）'),
  month: L('Month', '月份'),
  type: L('Bill type', '账单类型'),
  transactions: L('Transactions', '交易笔数'),
  expense: L('Expense (USD)', '支出（美元）'),
  methodCode: L('Shipping method code', '物流方式代码'),
  method: L('Shipping method', '物流方式'),
  parcels: L('Parcels', '包裹数'),
  warehouse: L('Warehouse', '仓库'),
  units: L('Units', '件数'),
  volume: L('Volume at month end (m³)', '月末体积（m³）'),
  volumeDays: L('Stored (m³·days)', '存储量（m³·天）'),
  storageFee: L('Storage fee (USD)', '仓储费（美元）'),
  sku: L('SKU', 'SKU'),
  quantity: L('Quantity', '数量'),
} as const;

type Key = keyof typeof HEAD;
const MONEY: ReadonlySet<Key> = new Set(['spend', 'expense', 'storageFee']);

function sheet(name: string, keys: Key[], rows: XlsxCell[][], lang: Lang): XlsxSheetSpec {
  return {
    name,
    freezeHeader: true,
    columns: keys.map((key) => ({ width: 18, style: MONEY.has(key) ? 'money' : key === 'sku' ? 'text' : 'plain' })),
    rows: [{ cells: keys.map((key) => HEAD[key][lang]), style: 'header' }, ...rows.map((cells) => ({ cells }))],
  };
}

const dollars = (cents: number | null): XlsxCell => (cents === null ? null : cents / 100);

export type ChartData =
  | { chart: 'country'; data: CountryData }
  | { chart: 'monthly_expenses'; data: MonthlyExpenses }
  | { chart: 'monthly_shipping'; data: MonthlyShipping }
  | { chart: 'monthly_volume'; data: MonthlyVolume }
  | { chart: 'sku_shipment'; data: SkuShipment };

export function rowCount(chart: ChartData): number {
  return chart.data.rows.length;
}

/** One chart's table as the export's sheet. */
export function statisticsSheet(chart: ChartData, lang: Lang): XlsxSheetSpec {
  const name: Record<StatisticsChart, string> = {
    country: 'Country',
    monthly_expenses: 'Expenses',
    monthly_shipping: 'Shipping',
    monthly_volume: 'Volume',
    sku_shipment: 'SKU',
  };
  switch (chart.chart) {
    case 'country':
      return sheet(
        name.country,
        ['country', 'orders', 'spend'],
        chart.data.rows.map((r) => [r.country, r.orders, dollars(r.spend)]),
        lang,
      );
    case 'monthly_expenses':
      return sheet(
        name.monthly_expenses,
        ['month', 'type', 'transactions', 'expense'],
        chart.data.rows.map((r) => [r.month, BILL_TYPE_NAMES[r.type][lang], r.transactions, dollars(r.expense)]),
        lang,
      );
    case 'monthly_shipping':
      return sheet(
        name.monthly_shipping,
        ['month', 'methodCode', 'method', 'orders', 'parcels'],
        chart.data.rows.map((r) => [r.month, r.shipping_method_code, r.shipping_method_name, r.orders, r.parcels]),
        lang,
      );
    case 'monthly_volume':
      return sheet(
        name.monthly_volume,
        ['month', 'warehouse', 'units', 'volume', 'volumeDays', 'storageFee'],
        chart.data.rows.map((r) => [
          r.month,
          r.warehouse_code,
          r.units,
          r.volume_m3,
          r.volume_m3_days,
          dollars(r.storage_fee),
        ]),
        lang,
      );
    case 'sku_shipment':
      return sheet(
        name.sku_shipment,
        ['month', 'sku', 'orders', 'quantity'],
        chart.data.rows.map((r) => [r.month, r.sku, r.orders, r.quantity]),
        lang,
      );
  }
}

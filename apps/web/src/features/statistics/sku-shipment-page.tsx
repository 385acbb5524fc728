import { type ContentOf, statistics } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { pivot } from '../../shared/charts/pivot';
import { type ChartView, StatisticsScreen } from './kit/statistics-screen';

type Reply = ContentOf<typeof statistics.getSkuShipment>;
type Row = Reply['rows'][number];

/** The chart stacks the SKUs that shipped most; the table lists every SKU. */
const CHARTED_SKUS = 10;

/** SKU shipment quantity (/statistics/sku-shipment): units per SKU and month. */
export default function SkuShipmentPage() {
  const { t } = useTranslation();
  const view = (data: Reply): ChartView<Row> => {
    const totals = new Map<string, number>();
    for (const r of data.rows) totals.set(r.sku, (totals.get(r.sku) ?? 0) + r.quantity);
    const top = new Set(
      [...totals]
        .sort((a, b) => b[1] - a[1])
        .slice(0, CHARTED_SKUS)
        .map(([sku]) => sku),
    );
    const chart = pivot(
      data.rows.filter((r) => top.has(r.sku)),
      (r) => r.month,
      (r) => r.sku,
      (r) => r.quantity,
    );
    return {
      summary: t('statistics.sku.summary', { skus: totals.size, from: data.start_date, to: data.end_date }),
      option: {
        xAxis: { type: 'category', data: chart.labels },
        yAxis: { type: 'value', name: t('statistics.columns.quantity') },
        series: chart.series.map((s) => ({ type: 'bar', stack: 'units', name: s.name, data: s.data })),
      },
      columns: [
        { key: 'month', dataIndex: 'month', title: t('statistics.columns.month') },
        { key: 'sku', dataIndex: 'sku', title: t('statistics.columns.sku') },
        { key: 'orders', dataIndex: 'orders', title: t('statistics.columns.orders'), align: 'right' },
        { key: 'quantity', dataIndex: 'quantity', title: t('statistics.columns.quantity'), align: 'right' },
      ],
      rows: data.rows,
      rowKey: (r) => `${r.month} ${r.sku}`,
    };
  };
  return (
    <StatisticsScreen
      chart="sku_shipment"
      operation={statistics.getSkuShipment}
      title={t('statistics.sku.title')}
      view={view}
    />
  );
}

import { type ContentOf, statistics } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { pivot } from '../../shared/charts/pivot';
import { type ChartView, StatisticsScreen } from './kit/statistics-screen';

type Reply = ContentOf<typeof statistics.getMonthlyShipping>;
type Row = Reply['rows'][number];

/** Monthly shipping (/statistics/monthly-shipping): orders and parcels per month and shipping method. */
export default function MonthlyShippingPage() {
  const { t } = useTranslation();
  const view = (data: Reply): ChartView<Row> => {
    const chart = pivot(
      data.rows,
      (r) => r.month,
      (r) => r.shipping_method_name || r.shipping_method_code,
      (r) => r.orders,
    );
    const orders = data.rows.reduce((s, r) => s + r.orders, 0);
    const parcels = data.rows.reduce((s, r) => s + r.parcels, 0);
    return {
      summary: t('statistics.shipping.summary', { orders, parcels, from: data.start_date, to: data.end_date }),
      option: {
        xAxis: { type: 'category', data: chart.labels },
        yAxis: { type: 'value', name: t('statistics.columns.orders') },
        series: chart.series.map((s) => ({ type: 'bar', stack: 'orders', name: s.name, data: s.data })),
      },
      columns: [
        { key: 'month', dataIndex: 'month', title: t('statistics.columns.month') },
        { key: 'method', dataIndex: 'shipping_method_name', title: t('statistics.columns.shippingMethod') },
        { key: 'orders', dataIndex: 'orders', title: t('statistics.columns.orders'), align: 'right' },
        { key: 'parcels', dataIndex: 'parcels', title: t('statistics.columns.parcels'), align: 'right' },
      ],
      rows: data.rows,
      rowKey: (r) => `${r.month} ${r.shipping_method_code}`,
    };
  };
  return (
    <StatisticsScreen
      chart="monthly_shipping"
      operation={statistics.getMonthlyShipping}
      title={t('statistics.shipping.title')}
      view={view}
    />
  );
}

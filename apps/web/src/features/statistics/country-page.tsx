import { type ContentOf, statistics } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { dollars } from '../../shared/charts/pivot';
import { countryLabel } from '../../shared/format/country-name';
import { formatCents } from '../../shared/format/money';
import { type ChartView, StatisticsScreen } from './kit/statistics-screen';

type Reply = ContentOf<typeof statistics.getCountryData>;
type Row = Reply['rows'][number];

/** Country data (/statistics/country): orders and spend per destination country. */
export default function CountryPage() {
  const { t, i18n } = useTranslation();
  const view = (data: Reply): ChartView<Row> => {
    const top = data.rows.slice(0, 20);
    const orders = data.rows.reduce((s, r) => s + r.orders, 0);
    return {
      summary: t('statistics.country.summary', {
        countries: data.rows.length,
        orders,
        from: data.start_date,
        to: data.end_date,
      }),
      option: {
        xAxis: { type: 'category', data: top.map((r) => r.country) },
        yAxis: [
          { type: 'value', name: t('statistics.columns.orders') },
          { type: 'value', name: t('statistics.columns.spend') },
        ],
        series: [
          { type: 'bar', name: t('statistics.columns.orders'), data: top.map((r) => r.orders) },
          { type: 'line', name: t('statistics.columns.spend'), yAxisIndex: 1, data: top.map((r) => dollars(r.spend)) },
        ],
      },
      columns: [
        {
          key: 'country',
          title: t('statistics.columns.country'),
          render: (_, r) => countryLabel(r.country, i18n.language),
        },
        { key: 'orders', dataIndex: 'orders', title: t('statistics.columns.orders'), align: 'right' },
        { key: 'spend', title: t('statistics.columns.spend'), align: 'right', render: (_, r) => formatCents(r.spend) },
      ],
      rows: data.rows,
      rowKey: (r) => r.country,
    };
  };
  return (
    <StatisticsScreen
      chart="country"
      operation={statistics.getCountryData}
      title={t('statistics.country.title')}
      view={view}
    />
  );
}

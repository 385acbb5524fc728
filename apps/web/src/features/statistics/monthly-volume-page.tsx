import { type ContentOf, statistics } from '@portal/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pivot } from '../../shared/charts/pivot';
import { formatCents } from '../../shared/format/money';
import { formatVolume } from '../../shared/format/volume';
import { type ChartView, StatisticsScreen } from './kit/statistics-screen';

type Reply = ContentOf<typeof statistics.getMonthlyVolume>;
type Row = Reply['rows'][number];

/** Monthly volume detail (/statistics/monthly-volume): stored volume per warehouse at each month end, and its storage fee. */
export default function MonthlyVolumePage() {
  const { t } = useTranslation();
  const view = (data: Reply): ChartView<Row> => {
    const chart = pivot(
      data.rows,
      (r) => r.month,
      (r) => r.warehouse_code,
      (r) => r.volume_m3,
    );
    return {
      summary: t('statistics.volume.summary', {
        warehouses: chart.series.length,
        from: data.start_date,
        to: data.end_date,
      }),
      option: {
        xAxis: { type: 'category', data: chart.labels },
        yAxis: { type: 'value', name: 'm³' },
        series: chart.series.map((s) => ({
          type: 'line',
          name: s.name,
          data: s.data.map((v) => Number(formatVolume(v, 'm3'))),
        })),
      },
      columns: [
        { key: 'month', dataIndex: 'month', title: t('statistics.columns.month') },
        { key: 'warehouse', dataIndex: 'warehouse_code', title: t('statistics.columns.warehouse') },
        { key: 'units', dataIndex: 'units', title: t('statistics.columns.units'), align: 'right' },
        {
          key: 'volume',
          title: t('statistics.columns.volume'),
          align: 'right',
          render: (_, r) => formatVolume(r.volume_m3, 'm3'),
        },
        {
          key: 'volumeDays',
          title: t('statistics.columns.volumeDays'),
          align: 'right',
          render: (_, r) => (r.volume_m3_days === null ? '–' : formatVolume(r.volume_m3_days, 'm3Days')),
        },
        {
          key: 'fee',
          title: t('statistics.columns.storageFee'),
          align: 'right',
          render: (_, r) =>
            r.storage_fee === null ? (
              <Typography.Text type="secondary">{t('statistics.volume.noFee')}</Typography.Text>
            ) : (
              formatCents(r.storage_fee)
            ),
        },
      ],
      rows: data.rows,
      rowKey: (r) => `${r.month} ${r.warehouse_id}`,
    };
  };
  return (
    <StatisticsScreen
      chart="monthly_volume"
      operation={statistics.getMonthlyVolume}
      title={t('statistics.volume.title')}
      view={view}
    />
  );
}

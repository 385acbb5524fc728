import { dashboard } from '@portal/contract';
import { Card, Col, Row, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { ChartCanvas } from '../../../shared/charts/chart-canvas';
import { ChartFilterBar } from '../../../shared/charts/chart-filter-bar';
import { dollars } from '../../../shared/charts/pivot';
import { useChartFilters } from '../../../shared/charts/use-chart-filters';
import { formatCents, formatUsd } from '../../../shared/format/money';
import { KpiCard } from './kpi-card';

const money = formatUsd;
const percent = (value: number) => `${value.toFixed(1)}%`;
const count = (value: number) => String(value);

/**
 * Dashboard analysis (/dashboard/analysis): KPI cards against the previous period of the same length,
 * and orders (and spend) per day as a chart and a table. Money is hidden for a sub-account without
 * the billing right (the server sends it as null).
 */
export default function AnalysisPage() {
  const { t } = useTranslation();
  const { filters, setFilters } = useChartFilters();
  const reply = useOperationQuery(dashboard.getAnalysis, filters);
  const data = reply.data;
  const showMoney = data ? data.spend.value !== null : false;
  const kpis = data
    ? [
        { name: 'orders', kpi: data.orders, format: count, higherIsBetter: true, money: false },
        { name: 'spend', kpi: data.spend, format: money, higherIsBetter: false, money: true },
        { name: 'average_fee', kpi: data.average_fee, format: money, higherIsBetter: false, money: true },
        { name: 'on_time_rate', kpi: data.on_time_rate, format: percent, higherIsBetter: true, money: false },
        { name: 'stock_value', kpi: data.stock_value, format: money, higherIsBetter: true, money: true },
      ].filter((k) => showMoney || !k.money)
    : [];
  const orders = data?.series.reduce((s, p) => s + p.orders, 0) ?? 0;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {t('dashboardAnalysis.title')}
          </Typography.Title>
        }
        loading={reply.isPending}
      >
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <ChartFilterBar filters={filters} onChange={setFilters} shown={data} />
          {data && (
            <Typography.Text type="secondary">
              {t('dashboardAnalysis.previous', { from: data.previous_start_date, to: data.previous_end_date })}
            </Typography.Text>
          )}
          <Row gutter={[12, 12]}>
            {kpis.map((k) => (
              <Col key={k.name} flex="1 1 220px">
                <KpiCard
                  name={k.name}
                  title={t(`dashboardAnalysis.kpis.${k.name}` as 'dashboardAnalysis.kpis.orders')}
                  value={k.kpi.value}
                  previous={k.kpi.previous}
                  format={k.format}
                  higherIsBetter={k.higherIsBetter}
                />
              </Col>
            ))}
          </Row>
        </Space>
      </Card>
      {data && (
        <Card title={t('dashboardAnalysis.seriesTitle')}>
          <ChartCanvas
            label={t('dashboardAnalysis.seriesSummary', { orders, from: data.start_date, to: data.end_date })}
            option={{
              xAxis: { type: 'category', data: data.series.map((p) => p.day) },
              yAxis: showMoney
                ? [
                    { type: 'value', name: t('dashboardAnalysis.kpis.orders') },
                    { type: 'value', name: 'USD' },
                  ]
                : [{ type: 'value', name: t('dashboardAnalysis.kpis.orders') }],
              series: [
                { type: 'bar', name: t('dashboardAnalysis.kpis.orders'), data: data.series.map((p) => p.orders) },
                ...(showMoney
                  ? [
                      {
                        type: 'line',
                        name: t('dashboardAnalysis.kpis.spend'),
                        yAxisIndex: 1,
                        data: data.series.map((p) => dollars(p.spend ?? 0)),
                      },
                    ]
                  : []),
              ],
            }}
          />
          <Table
            size="small"
            data-testid="statistics-table"
            rowKey="day"
            dataSource={[...data.series].reverse()}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            columns={[
              { key: 'day', dataIndex: 'day', title: t('dashboardAnalysis.day') },
              { key: 'orders', dataIndex: 'orders', title: t('dashboardAnalysis.kpis.orders'), align: 'right' },
              ...(showMoney
                ? [
                    {
                      key: 'spend',
                      title: t('dashboardAnalysis.kpis.spend'),
                      align: 'right' as const,
                      render: (_: unknown, p: { spend: number | null }) => formatCents(p.spend ?? 0),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      )}
    </Space>
  );
}

import { type ContentOf, type OperationDef, type StatisticsChart, statistics } from '@portal/contract';
import { Card, Empty, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { ChartCanvas } from '../../../shared/charts/chart-canvas';
import { ChartFilterBar } from '../../../shared/charts/chart-filter-bar';
import type { ChartOption } from '../../../shared/charts/echarts';
import { useChartFilters } from '../../../shared/charts/use-chart-filters';
import { ExportButton } from '../../../shared/export/export-button';

/** What a page makes of its reply: the chart, its summary in words, and the same figures as a table. */
export interface ChartView<Row> {
  option: ChartOption;
  summary: string;
  columns: TableColumnsType<Row>;
  rows: Row[];
  rowKey(row: Row): string;
}

type RangedReply = { start_date: string; end_date: string };

interface StatisticsScreenProps<O extends OperationDef, Row> {
  chart: StatisticsChart;
  operation: O;
  title: string;
  view(data: ContentOf<O>): ChartView<Row>;
}

/**
 * The kit every statistics page is: filters in the address, the chart (canvas, named by a summary),
 * the table of the same figures (the chart's accessible alternative) and the xlsx export of it.
 */
export function StatisticsScreen<O extends OperationDef, Row extends object>({
  chart,
  operation,
  title,
  view,
}: StatisticsScreenProps<O, Row>) {
  const { t } = useTranslation();
  const { filters, setFilters } = useChartFilters();
  const reply = useOperationQuery(operation, filters as never);
  const data = reply.data as (ContentOf<O> & RangedReply) | undefined;
  const shown = data ? view(data) : undefined;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
      extra={
        <ExportButton
          operation={statistics.exportStatistics}
          query={{ chart, ...filters }}
          fileName={title.replace(/\s+/g, '')}
        />
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <ChartFilterBar filters={filters} onChange={setFilters} shown={data} />
        {shown && shown.rows.length > 0 && <ChartCanvas option={shown.option} label={shown.summary} />}
        {shown && shown.rows.length === 0 && <Empty description={t('statistics.empty')} />}
        <Table<Row>
          size="small"
          loading={reply.isPending}
          columns={shown?.columns ?? []}
          dataSource={shown?.rows ?? []}
          rowKey={(row) => shown?.rowKey(row) ?? ''}
          pagination={{ pageSize: 12, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          data-testid="statistics-table"
        />
      </Space>
    </Card>
  );
}

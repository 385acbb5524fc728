import { type ContentOf, statistics } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useBillTypeLabel } from '../../shared/billing/bill-type-label';
import { dollars, pivot } from '../../shared/charts/pivot';
import { formatCents } from '../../shared/format/money';
import { type ChartView, StatisticsScreen } from './kit/statistics-screen';

type Reply = ContentOf<typeof statistics.getMonthlyExpenses>;
type Row = Reply['rows'][number];

/** Monthly expenses (/statistics/monthly-expenses): wallet expenses per month, stacked by bill type. */
export default function MonthlyExpensesPage() {
  const { t } = useTranslation();
  const billType = useBillTypeLabel();
  const view = (data: Reply): ChartView<Row> => {
    const chart = pivot(
      data.rows,
      (r) => r.month,
      (r) => billType(r.type),
      (r) => r.expense,
    );
    const total = data.rows.reduce((s, r) => s + r.expense, 0);
    return {
      summary: t('statistics.expenses.summary', {
        total: formatCents(total),
        from: data.start_date,
        to: data.end_date,
      }),
      option: {
        xAxis: { type: 'category', data: chart.labels },
        yAxis: { type: 'value', name: 'USD' },
        series: chart.series.map((s) => ({ type: 'bar', stack: 'expense', name: s.name, data: s.data.map(dollars) })),
      },
      columns: [
        { key: 'month', dataIndex: 'month', title: t('statistics.columns.month') },
        { key: 'type', title: t('statistics.columns.billType'), render: (_, r) => billType(r.type) },
        { key: 'transactions', dataIndex: 'transactions', title: t('statistics.columns.transactions'), align: 'right' },
        {
          key: 'expense',
          title: t('statistics.columns.expense'),
          align: 'right',
          render: (_, r) => formatCents(r.expense),
        },
      ],
      rows: data.rows,
      rowKey: (r) => `${r.month} ${r.type}`,
    };
  };
  return (
    <StatisticsScreen
      chart="monthly_expenses"
      operation={statistics.getMonthlyExpenses}
      title={t('statistics.expenses.title')}
      view={view}
    />
  );
}

import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface KpiCardProps {
  name: string;
  title: string;
  value: number | null;
  previous: number | null;
  format(value: number): string;
  /** Whether a rise is good news (spend rising is not). */
  higherIsBetter?: boolean;
}

/** One KPI with its change against the previous period, in words as well as colour. */
export function KpiCard({ name, title, value, previous, format, higherIsBetter = true }: KpiCardProps) {
  const { t } = useTranslation();
  const change = value !== null && previous !== null && previous !== 0 ? ((value - previous) / previous) * 100 : null;
  const good = change !== null && change >= 0 === higherIsBetter;
  return (
    <Card size="small" data-testid={`kpi-${name}`}>
      <Statistic title={title} value={value === null ? '–' : format(value)} />
      <Typography.Text type={change === null ? 'secondary' : good ? 'success' : 'danger'}>
        {change === null ? (
          t('dashboardAnalysis.noTrend')
        ) : (
          <>
            {change >= 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />}{' '}
            {t('dashboardAnalysis.trend', { change: `${change >= 0 ? '+' : ''}${change.toFixed(1)}` })}
          </>
        )}
      </Typography.Text>
    </Card>
  );
}

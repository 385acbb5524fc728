import { dashboard, type OrderStatus, SPEND_WINDOW_DAYS } from '@portal/contract';
import { Card, Col, Row, Statistic, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { formatCents, formatUsd } from '../../../shared/format/money';
import { pagePath } from '../../../shared/routing/page-path';

const link = (component: string, query?: Record<string, string>) =>
  query ? `${pagePath(component)}?${new URLSearchParams(query)}` : pagePath(component);

/** A figure that opens the list it counts, filtered the same way. */
function Tile({ to, name, children }: { to: string; name: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Link to={to} data-testid={`monitor-${name}`} style={{ color: token.colorText, display: 'block' }}>
      <Card size="small" hoverable>
        {children}
      </Card>
    </Link>
  );
}

/**
 * Dashboard monitor (/dashboard/monitor): today's orders by status, exceptions awaiting a reply,
 * bookings due today, SKUs under their warning quantity and the balance with the days it lasts; each
 * figure links into its list. The balance is hidden without the billing right.
 */
export default function MonitorPage() {
  const { t } = useTranslation();
  const reply = useOperationQuery(dashboard.getMonitor);
  const data = reply.data;
  const title = (key: string) => (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      {key}
    </Typography.Title>
  );
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24}>
        <Card title={title(t('dashboardMonitor.title'))} loading={reply.isPending}>
          <Row gutter={[12, 12]}>
            <Col xs={24} sm={12} lg={6}>
              <Tile to={link('order/list', { awaiting_reply: '1' })} name="exceptions">
                <Statistic title={t('dashboardMonitor.exceptions')} value={data?.exceptions_awaiting_reply ?? 0} />
              </Tile>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Tile to={link('inbound/list', { status: 'future_receipt' })} name="arrivals">
                <Statistic title={t('dashboardMonitor.arrivals')} value={data?.bookings_arriving ?? 0} />
              </Tile>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Tile to={link('inventory/list', { alert_only: '1' })} name="alerts">
                <Statistic title={t('dashboardMonitor.belowWarning')} value={data?.skus_below_warning ?? 0} />
              </Tile>
            </Col>
            {data && data.balance !== null && (
              <Col xs={24} sm={12} lg={6}>
                <Tile to={link('billing/transactions')} name="balance">
                  <Statistic title={t('dashboardMonitor.balance')} value={formatUsd(data.balance)} />
                  <Typography.Text type="secondary">
                    {data.days_of_balance === null
                      ? t('dashboardMonitor.noSpend', { days: SPEND_WINDOW_DAYS })
                      : t('dashboardMonitor.daysLeft', {
                          days: data.days_of_balance,
                          spend: formatCents(data.average_daily_spend ?? 0),
                        })}
                  </Typography.Text>
                </Tile>
              </Col>
            )}
          </Row>
        </Card>
      </Col>
      <Col xs={24}>
        <Card title={title(t('dashboardMonitor.ordersByStatus'))} loading={reply.isPending}>
          <Row gutter={[12, 12]}>
            {(data?.orders_by_status ?? []).map(({ status, count }: { status: OrderStatus; count: number }) => (
              <Col key={status} xs={12} sm={8} lg={6} xxl={4}>
                <Tile to={link('order/list', { status })} name={`status-${status}`}>
                  <Statistic title={t(`orderLabels.status.${status}`)} value={count} />
                </Tile>
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
    </Row>
  );
}

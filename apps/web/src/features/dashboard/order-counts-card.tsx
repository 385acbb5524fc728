import { ORDER_STATUS_TABS, type OrderStatusTab, order } from '@portal/contract';
import { Card, Col, Row, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOperationQuery } from '../../shared/api/use-operation';
import { pagePath } from '../../shared/routing/page-path';

const ORDER_LIST_PATH = pagePath('order/list');

/** The order list at one status tab ('all' is its plain address). */
function tabPath(status: OrderStatusTab): string {
  return status === 'all' ? ORDER_LIST_PATH : `${ORDER_LIST_PATH}?${new URLSearchParams({ status })}`;
}

/** How many orders each status holds; each count opens the order list at its tab. */
export function OrderCountsCard() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const counts = useOperationQuery(order.getStatusCount, {});
  return (
    <Card title={t('dashboard.orders.title')} loading={counts.isPending} data-testid="order-counts">
      <Row gutter={[12, 12]}>
        {ORDER_STATUS_TABS.map((status) => (
          <Col key={status} xs={12} sm={8} lg={6} xxl={4}>
            <Link
              to={tabPath(status)}
              data-testid={`order-count-${status}`}
              style={{ color: token.colorText, display: 'block' }}
            >
              <Card size="small" hoverable>
                <Statistic title={t(`orderLabels.status.${status}`)} value={counts.data?.counts[status] ?? 0} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

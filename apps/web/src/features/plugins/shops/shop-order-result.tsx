import type { ShopOrder } from '@portal/contract';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderDetailPath } from './shop-paths';

/** Why the order rules refused a shop order, one reason a line (the server words them in the user's language). */
export function ReasonList({ reasons }: { reasons: readonly string[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {reasons.map((reason) => (
        <li key={reason}>
          <Typography.Text type="danger">{reason}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** What a Retry answered: the portal order the shop order became (a link to it), or its reasons now. */
export function RetryResult({ order, onClose }: { order: ShopOrder; onClose(): void }) {
  const { t } = useTranslation();
  const imported = order.status === 'imported' && order.order_id !== null;
  return (
    <Alert
      role="status"
      showIcon
      closable
      onClose={onClose}
      type={imported ? 'success' : 'warning'}
      message={
        imported && order.order_id !== null ? (
          <>
            {t('plugins.shops.orders.retriedImported', { orderNo: order.order_no })}{' '}
            <Link to={orderDetailPath(order.order_id)}>{order.system_order_id ?? String(order.order_id)}</Link>
          </>
        ) : (
          t('plugins.shops.orders.retriedFailed', { orderNo: order.order_no })
        )
      }
      description={imported ? undefined : <ReasonList reasons={order.reasons} />}
    />
  );
}

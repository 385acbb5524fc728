import type { ShopOrder } from '@portal/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';

/**
 * Whether the tracking of an imported shop order went back to its shop: when it was sent; the shop's
 * answer to the last failed attempt (with the next one, while the portal still tries); Waiting once
 * the portal order shipped and before it is sent; a dash before it ships (or when the connection
 * sends no tracking, or the shop order is not imported).
 */
export function TrackingToShop({ order }: { order: ShopOrder }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  if (order.tracking_sent_at) {
    return (
      <Typography.Text type="success">
        {t('plugins.shops.orders.trackingSent', { time: formatDateTime(order.tracking_sent_at) })}
      </Typography.Text>
    );
  }
  if (order.tracking_error) {
    return (
      <Flex vertical style={{ maxWidth: 240 }}>
        <Typography.Text type="warning">{order.tracking_error}</Typography.Text>
        {order.tracking_due_at ? (
          <Typography.Text type="secondary">
            {t('plugins.shops.orders.trackingNext', { time: formatDateTime(order.tracking_due_at) })}
          </Typography.Text>
        ) : null}
      </Flex>
    );
  }
  if (order.tracking_due_at) return <Typography.Text>{t('plugins.shops.orders.trackingWaiting')}</Typography.Text>;
  return <Typography.Text type="secondary">—</Typography.Text>;
}

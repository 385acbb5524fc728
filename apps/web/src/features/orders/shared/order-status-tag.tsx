import type { OrderStatus } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Preset colours (moved to 4.5:1 by the theme) that group the statuses: to do, at the warehouse, on the way, done, trouble. */
const COLOUR: Record<OrderStatus, string> = {
  approving: 'gold',
  verifying: 'blue',
  awaiting_packing: 'blue',
  packaged: 'blue',
  awaiting_shipping: 'blue',
  shipped: 'geekblue',
  in_transit: 'geekblue',
  pick_up: 'geekblue',
  out_for_delivery: 'geekblue',
  delivered: 'green',
  alert: 'red',
  expired: 'volcano',
  canceled: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOUR[status]} data-testid="order-status" style={{ marginInlineEnd: 0 }}>
      {t(`orderLabels.status.${status}`)}
    </Tag>
  );
}

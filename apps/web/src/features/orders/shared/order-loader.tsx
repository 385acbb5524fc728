import { order } from '@portal/contract';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { ORDER_LIST_PATH, orderIdOf } from '../order-paths';

/** An order address that leads nowhere (unknown, another merchant's, or not an id at all). */
export function OrderNotFound() {
  const { t } = useTranslation();
  const leave = useLeaveTab();
  return (
    <Result
      status="warning"
      title={t('orderDetail.notFound')}
      extra={<Button onClick={() => void leave(ORDER_LIST_PATH)}>{t('orderDetail.backToList')}</Button>}
    />
  );
}

/** Loads the order the address names (`?id=`) for the detail or the edit form. */
export function OrderLoader({ children }: { children: (detail: order.OrderDetail) => ReactNode }) {
  const [params] = useSearchParams();
  const id = orderIdOf(params);
  const detail = useOperationQuery(order.getOrderDetail, { id: id ?? 0 }, { enabled: id !== null, silent: true });
  if (id === null) return <OrderNotFound />;
  if (detail.data) return children(detail.data);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <OrderNotFound />;
}

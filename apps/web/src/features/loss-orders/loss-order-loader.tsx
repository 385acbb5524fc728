import { type ContentOf, lossOrder } from '@portal/contract';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOperationQuery } from '../../shared/api/use-operation';
import { useLeaveTab } from '../../shared/tabs/use-leave-tab';
import { LOSS_ORDER_LIST_PATH, lossOrderIdOf } from './loss-order-paths';

export type LossOrderDetail = ContentOf<typeof lossOrder.getDetail>;

function LossOrderNotFound() {
  const { t } = useTranslation();
  const leave = useLeaveTab();
  return (
    <Result
      status="warning"
      title={t('lossOrders.notFound')}
      extra={<Button onClick={() => void leave(LOSS_ORDER_LIST_PATH)}>{t('lossOrders.backToList')}</Button>}
    />
  );
}

/** Loads the loss order the address names (`?id=`); unknown, another merchant's or no id reads "not found". */
export function LossOrderLoader({ children }: { children: (detail: LossOrderDetail) => ReactNode }) {
  const [params] = useSearchParams();
  const id = lossOrderIdOf(params);
  const detail = useOperationQuery(lossOrder.getDetail, { id: id ?? 0 }, { enabled: id !== null, silent: true });
  if (id === null) return <LossOrderNotFound />;
  if (detail.data) return children(detail.data);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <LossOrderNotFound />;
}

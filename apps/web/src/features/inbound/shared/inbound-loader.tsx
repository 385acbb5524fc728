import { type InboundDetail, inbound } from '@portal/contract';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { INBOUND_LIST_PATH, inboundIdOf } from '../inbound-paths';

function InboundNotFound() {
  const { t } = useTranslation();
  const leave = useLeaveTab();
  return (
    <Result
      status="warning"
      title={t('inbound.detail.notFound')}
      extra={<Button onClick={() => void leave(INBOUND_LIST_PATH)}>{t('inbound.detail.backToList')}</Button>}
    />
  );
}

/** Loads the booking the address names (`?id=`) for the detail or the wizard. */
export function InboundLoader({ children }: { children: (detail: InboundDetail) => ReactNode }) {
  const [params] = useSearchParams();
  const id = inboundIdOf(params);
  const detail = useOperationQuery(inbound.getDetail, { id: id ?? 0 }, { enabled: id !== null, silent: true });
  if (id === null) return <InboundNotFound />;
  if (detail.data) return children(detail.data);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <InboundNotFound />;
}

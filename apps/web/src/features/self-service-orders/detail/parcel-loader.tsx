import { selfServiceOrder } from '@portal/contract';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { PARCEL_LIST_PATH, parcelIdOf } from '../parcel-paths';

/** A parcel address that leads nowhere (unknown, another merchant's, or not an id at all). */
function ParcelNotFound() {
  const { t } = useTranslation();
  const leave = useLeaveTab();
  return (
    <Result
      status="warning"
      title={t('parcels.detail.notFound')}
      extra={<Button onClick={() => void leave(PARCEL_LIST_PATH)}>{t('parcels.actions.backToList')}</Button>}
    />
  );
}

/** Loads the parcel order the address names (`?id=`). */
export function ParcelLoader({ children }: { children: (detail: selfServiceOrder.ParcelDetail) => ReactNode }) {
  const [params] = useSearchParams();
  const id = parcelIdOf(params);
  const detail = useOperationQuery(
    selfServiceOrder.getParcelDetail,
    { id: id ?? 0 },
    { enabled: id !== null, silent: true },
  );
  if (id === null) return <ParcelNotFound />;
  if (detail.data) return children(detail.data);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <ParcelNotFound />;
}

import { type Packaging, product } from '@portal/contract';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { PACKAGING_LIST_PATH, packagingIdOf } from './packaging-paths';

/** Loads the item of the address (`?id=`) for the form or the detail; a missing one leads back to the list. */
export function PackagingLoader({ children }: { children: (saved: Packaging) => ReactNode }) {
  const [params] = useSearchParams();
  const id = packagingIdOf(params);
  const valid = typeof id === 'number';
  const detail = useOperationQuery(
    product.getPackagingDetail,
    { id: valid ? id : 0 },
    { enabled: valid, silent: true },
  );
  if (!valid) return <PackagingNotFound />;
  if (detail.data) return children(detail.data);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <PackagingNotFound />;
}

function PackagingNotFound() {
  const { t } = useTranslation();
  const leave = useLeaveTab();
  return (
    <Result
      status="warning"
      title={t('packaging.detail.notFound')}
      extra={<Button onClick={() => void leave(PACKAGING_LIST_PATH)}>{t('packaging.actions.back')}</Button>}
    />
  );
}

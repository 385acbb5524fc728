import { selfServiceOrder } from '@portal/contract';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { PARCEL_LIST_PATH, parcelDetailPath, parcelIdOf } from '../parcel-paths';
import { ParcelEditor } from './parcel-editor';

/**
 * /self-service-order/create (a new parcel order) and /self-service-order/edit?id= (a draft, loaded
 * with the saved senders its sender is matched against). A parcel past its draft says why it cannot be edited.
 */
export default function ParcelFormPage() {
  const [params] = useSearchParams();
  return params.has('id') ? <ParcelEditPage id={parcelIdOf(params)} /> : <ParcelEditor />;
}

function ParcelEditPage({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const leave = useLeaveTab();
  const detail = useOperationQuery(
    selfServiceOrder.getParcelDetail,
    { id: id ?? 0 },
    { enabled: id !== null, silent: true },
  );
  const senders = useOperationQuery(selfServiceOrder.getSenders);
  if (id !== null && (detail.isPending || senders.isPending)) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (id === null || !detail.data) {
    return (
      <Result
        status="warning"
        title={t('parcelForm.notFound')}
        extra={<Button onClick={() => void leave(PARCEL_LIST_PATH)}>{t('parcelForm.backToList')}</Button>}
      />
    );
  }
  if (!detail.data.can.edit) {
    return (
      <Result
        status="info"
        title={t('parcelForm.notEditable')}
        extra={<Button onClick={() => void leave(parcelDetailPath(detail.data.id))}>{t('parcelForm.toDetail')}</Button>}
      />
    );
  }
  return <ParcelEditor key={detail.data.id} draft={{ detail: detail.data, senders: senders.data?.list ?? [] }} />;
}

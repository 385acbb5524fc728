import { topUp } from '@portal/contract';
import { Alert, Descriptions, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { FocusReturnDrawer } from '../../../shared/focus/focus-return-drawer';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { amountText } from './money-text';
import { usePlatformName } from './platform-name';
import { TopUpStatusTag } from './top-up-status-tag';
import { VoucherPreview } from './voucher-preview';

interface TopUpDetailDrawerProps {
  id: number | null;
  onClose: () => void;
}

/** One record: both amounts, the rate and the USD credited, the reason of a rejection, the voucher, its history. */
export function TopUpDetailDrawer({ id, onClose }: TopUpDetailDrawerProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const platformName = usePlatformName();
  const detail = useOperationQuery(topUp.getDetail, { id: id ?? 0 }, { enabled: id !== null });
  const record = id !== null ? detail.data : undefined;
  return (
    <FocusReturnDrawer
      open={id !== null}
      onClose={onClose}
      width={560}
      title={record ? t('topUp.detail.title', { no: record.top_up_no }) : ''}
      data-testid="top-up-detail"
    >
      {!record ? (
        <Skeleton active />
      ) : (
        <>
          {record.status === 'rejected' ? (
            <Alert type="error" showIcon style={{ marginBottom: 16 }} message={record.reject_reason} />
          ) : null}
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'status', label: t('topUp.fields.status'), children: <TopUpStatusTag status={record.status} /> },
              {
                key: 'platform',
                label: t('topUp.fields.platform'),
                children: platformName(record.platform, record.platform_name),
              },
              { key: 'amount', label: t('topUp.fields.amount'), children: amountText(record.amount, record.currency) },
              {
                key: 'received_amount',
                label: t('topUp.fields.received_amount'),
                children: amountText(record.received_amount, record.currency),
              },
              {
                key: 'usd_rate',
                label: t('topUp.fields.usd_rate'),
                children: record.usd_rate
                  ? t('topUp.detail.rateOf', {
                      currency: record.currency,
                      rate: record.usd_rate,
                      date: record.rate_date,
                    })
                  : '-',
              },
              {
                key: 'credited_usd',
                label: t('topUp.fields.credited_usd'),
                children: <span data-testid="credited-usd">{amountText(record.credited_usd, 'USD')}</span>,
              },
              { key: 'payment_date', label: t('topUp.fields.payment_date'), children: record.payment_date },
              { key: 'remark', label: t('topUp.fields.remark'), children: record.remark || '-' },
              { key: 'created', label: t('topUp.fields.created'), children: formatDateTime(record.created_at) },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('topUp.detail.voucher')}
          </Typography.Title>
          <VoucherPreview record={record} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('topUp.detail.history')}
          </Typography.Title>
          <Timeline
            items={record.history.map((entry) => ({
              key: `${entry.created_at}-${entry.status}`,
              children: (
                <>
                  <TopUpStatusTag status={entry.status} /> {formatDateTime(entry.created_at)} · {entry.actor.label}
                  {entry.note ? <div>{entry.note}</div> : null}
                </>
              ),
            }))}
          />
        </>
      )}
    </FocusReturnDrawer>
  );
}

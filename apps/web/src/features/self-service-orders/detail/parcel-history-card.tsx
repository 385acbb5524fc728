import type { ParcelStatus, selfServiceOrder } from '@portal/contract';
import { Card, Divider, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';

/**
 * Every move of the parcel: from and to, when, who (merchant, API, staff, system) and why. An
 * interception request and the hub's answer are moves from a status to itself, with their reason.
 */
export function ParcelHistoryCard({ detail }: { detail: selfServiceOrder.ParcelDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const name = (status: ParcelStatus) => t(`parcels.status.${status}`);
  return (
    <Card title={t('parcels.detail.sections.history')}>
      <Timeline
        data-testid="parcel-history"
        items={detail.transitions.map((step, index) => ({
          key: `${step.created_at}-${index}`,
          children: (
            <Space direction="vertical" size={2} data-testid="parcel-transition">
              <Typography.Text strong>
                {step.from_status
                  ? t('parcels.detail.transition', { from: name(step.from_status), to: name(step.to_status) })
                  : t('parcels.detail.created', { to: name(step.to_status) })}
              </Typography.Text>
              <Space split={<Divider type="vertical" />} size={4} wrap>
                <Typography.Text type="secondary">{formatDateTime(step.created_at)}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('parcels.detail.actor', {
                    kind: t(`orderLabels.actor.${step.actor.kind}`),
                    label: step.actor.label,
                  })}
                </Typography.Text>
              </Space>
              {step.reason ? (
                <Typography.Text>{t('parcels.detail.reason', { reason: step.reason })}</Typography.Text>
              ) : null}
            </Space>
          ),
        }))}
      />
    </Card>
  );
}

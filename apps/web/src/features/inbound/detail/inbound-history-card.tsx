import type { InboundDetail } from '@portal/contract';
import { Card, Divider, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';

/** Every status change of the booking: from and to, when, who and why. */
export function InboundHistoryCard({ detail }: { detail: InboundDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const name = (status: InboundDetail['status']) => t(`inbound.status.${status}`);
  return (
    <Card title={t('inbound.detail.sections.history')}>
      <Timeline
        data-testid="inbound-history"
        items={detail.history.map((step, index) => ({
          key: `${step.created_at}-${index}`,
          children: (
            <Space direction="vertical" size={2}>
              <Typography.Text strong>
                {step.from_status
                  ? t('inbound.detail.transition', { from: name(step.from_status), to: name(step.to_status) })
                  : t('inbound.detail.created', { to: name(step.to_status) })}
              </Typography.Text>
              <Space split={<Divider type="vertical" />} size={4} wrap>
                <Typography.Text type="secondary">{formatDateTime(step.created_at)}</Typography.Text>
                <Typography.Text type="secondary">{step.actor.label}</Typography.Text>
              </Space>
              {step.reason ? <Typography.Text>{step.reason}</Typography.Text> : null}
            </Space>
          ),
        }))}
      />
    </Card>
  );
}

import type { order } from '@portal/contract';
import { Card, Divider, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { statusName } from '../shared/status-name';

/** Every status change of the order: from and to, when, who (merchant, API, staff, system) and why. */
export function HistoryCard({ detail }: { detail: order.OrderDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Card title={t('orderDetail.sections.history')}>
      <Timeline
        data-testid="order-history"
        items={detail.transitions.map((step, index) => ({
          key: `${step.created_at}-${index}`,
          children: (
            <Space direction="vertical" size={2} data-testid="order-transition">
              <Typography.Text strong>
                {step.from_status
                  ? t('orderDetail.transition', {
                      from: statusName(step.from_status, t),
                      to: statusName(step.to_status, t),
                    })
                  : t('orderDetail.created', { to: statusName(step.to_status, t) })}
              </Typography.Text>
              <Space split={<Divider type="vertical" />} size={4} wrap>
                <Typography.Text type="secondary">{formatDateTime(step.created_at)}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('orderDetail.actor', { kind: t(`orderLabels.actor.${step.actor.kind}`), label: step.actor.label })}
                </Typography.Text>
              </Space>
              {step.reason ? (
                <Typography.Text>{t('orderDetail.reason', { reason: step.reason })}</Typography.Text>
              ) : null}
            </Space>
          ),
        }))}
      />
    </Card>
  );
}

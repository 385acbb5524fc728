import type { order } from '@portal/contract';
import { Card, Divider, Space, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { statusName } from '../shared/status-name';

type Transition = order.OrderDetail['transitions'][number];

/**
 * Every status change of the order: from and to, when, who (merchant, API, staff, system) and why.
 * A sales channel's ship notice (no status change) reads as what it is: who shipped it with which
 * carrier and tracking number.
 */
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
              <Typography.Text strong>{headline(step, t)}</Typography.Text>
              {step.ship_notice ? <ShipNoticeFields notice={step.ship_notice} /> : null}
              <Space split={<Divider type="vertical" />} size={4} wrap>
                <Typography.Text type="secondary">{formatDateTime(step.created_at)}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('orderDetail.actor', { kind: t(`orderLabels.actor.${step.actor.kind}`), label: step.actor.label })}
                </Typography.Text>
              </Space>
              {step.reason && !step.ship_notice ? (
                <Typography.Text>{t('orderDetail.reason', { reason: step.reason })}</Typography.Text>
              ) : null}
            </Space>
          ),
        }))}
      />
    </Card>
  );
}

function headline(step: Transition, t: TFunction): string {
  if (step.ship_notice) {
    return t('orderDetail.shipNotice.title', {
      channel: t(`orderDetail.shipNotice.channels.${step.ship_notice.channel}`),
    });
  }
  return step.from_status
    ? t('orderDetail.transition', { from: statusName(step.from_status, t), to: statusName(step.to_status, t) })
    : t('orderDetail.created', { to: statusName(step.to_status, t) });
}

/** What the channel said of the shipment: carrier and service, tracking number, ship date (those it gave). */
function ShipNoticeFields({ notice }: { notice: order.ShipNotice }) {
  const { t } = useTranslation();
  const carrier = [notice.carrier, notice.service].filter(Boolean).join(' ');
  const parts = [
    carrier ? t('orderDetail.shipNotice.carrier', { carrier }) : '',
    notice.tracking_number ? t('orderDetail.shipNotice.tracking', { tracking: notice.tracking_number }) : '',
    notice.ship_date ? t('orderDetail.shipNotice.shipDate', { date: notice.ship_date }) : '',
  ].filter(Boolean);
  return parts.length ? (
    <Space split={<Divider type="vertical" />} size={4} wrap>
      {parts.map((part) => (
        <Typography.Text key={part}>{part}</Typography.Text>
      ))}
    </Space>
  ) : null;
}

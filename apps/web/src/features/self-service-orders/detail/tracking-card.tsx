import type { selfServiceOrder } from '@portal/contract';
import { Card, Empty, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';

/** The carrier's events for the parcel, newest first as the server sends them. */
export function TrackingCard({ detail }: { detail: selfServiceOrder.ParcelDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Card title={t('parcels.detail.sections.tracking')} data-testid="parcel-tracking">
      {detail.tracking_events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('parcels.detail.noTracking')} />
      ) : (
        <Timeline
          items={detail.tracking_events.map((event, index) => ({
            key: `${event.occurred_at}-${index}`,
            children: (
              <Space direction="vertical" size={2}>
                <Typography.Text strong>{event.status_text}</Typography.Text>
                <Typography.Text type="secondary">
                  {[formatDateTime(event.occurred_at), event.location].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Space>
            ),
          }))}
        />
      )}
    </Card>
  );
}

import type { order } from '@portal/contract';
import { Card, Col, Descriptions, Divider, Empty, Row, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { EMPTY_CELL } from '../../../shared/list/empty-cells';

type TrackingEvent = order.OrderDetail['tracking_events'][number];

/** Warehouse, method, courier, both tracking numbers, and the carrier's and the last-mile carrier's events. */
export function ShippingCard({ detail }: { detail: order.OrderDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const events = (source: TrackingEvent['source']) => detail.tracking_events.filter((event) => event.source === source);
  const timeline = (source: TrackingEvent['source'], title: string) => {
    const list = events(source);
    return (
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>{title}</Typography.Title>
        {list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orderDetail.noTracking')} />
        ) : (
          <Timeline
            items={list.map((event) => ({
              key: `${event.occurred_at}-${event.status_text}`,
              children: (
                <>
                  <div>{event.status_text}</div>
                  <Space split={<Divider type="vertical" />} size={4}>
                    <Typography.Text type="secondary">{formatDateTime(event.occurred_at)}</Typography.Text>
                    {event.location ? <Typography.Text type="secondary">{event.location}</Typography.Text> : null}
                  </Space>
                </>
              ),
            }))}
          />
        )}
      </Col>
    );
  };
  return (
    <Card title={t('orderDetail.sections.shipping')} data-testid="order-shipping">
      <Descriptions
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          {
            key: 'warehouse',
            label: t('orderLabels.fields.warehouse'),
            children: detail.warehouse_name || detail.warehouse_code || EMPTY_CELL,
          },
          {
            key: 'method',
            label: t('orderLabels.fields.shipping_method'),
            children: detail.shipping_method_name || EMPTY_CELL,
          },
          { key: 'courier', label: t('orderDetail.courier'), children: detail.courier || EMPTY_CELL },
          {
            key: 'tracking',
            label: t('orderLabels.fields.tracking_number'),
            // The number the list, the export and the billing pages show too (the server's one rule).
            children: detail.tracking_number || EMPTY_CELL,
          },
          {
            key: 'last_mile',
            label: t('orderLabels.fields.last_mile_tracking_number'),
            children: detail.last_mile_tracking_number || EMPTY_CELL,
          },
          { key: 'created', label: t('orderLabels.fields.created_at'), children: formatDateTime(detail.created_at) },
        ]}
      />
      <Row gutter={24} style={{ marginTop: 16 }}>
        {timeline('carrier', t('orderDetail.carrierTracking'))}
        {timeline('last_mile', t('orderDetail.lastMileTracking'))}
      </Row>
    </Card>
  );
}

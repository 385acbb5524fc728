import type { order } from '@portal/contract';
import { Alert, Card, Col, Descriptions, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { formatDimensions, formatMeasure } from '../../../shared/format/measures';
import { FeeLinesTable } from '../../../shared/shipping/fee-lines-table';

/**
 * The fee breakdown: the estimate made when the order was saved, and once packed the fee charged
 * from the measured parcel (spec 2: the final fee is deducted from the measured weight).
 */
export function FeesCard({ detail }: { detail: order.OrderDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { estimated_fee: estimate, final_fee: final } = detail;
  // A canceled order is never charged by its estimate (its hold was released): the server sends none.
  if (detail.status === 'canceled' && !final) {
    return (
      <Card title={t('orderDetail.sections.fees')} data-testid="order-fees">
        <Typography.Text type="secondary">{t('orderDetail.canceledNoFee')}</Typography.Text>
      </Card>
    );
  }
  return (
    <Card title={t('orderDetail.sections.fees')} data-testid="order-fees">
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('orderDetail.estimatedFee')}</Typography.Title>
          {estimate ? (
            <FeeLinesTable lines={estimate.lines} total={estimate.total} testId="estimated-fee" />
          ) : (
            <Typography.Text type="secondary">{t('orderDetail.noEstimate')}</Typography.Text>
          )}
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('orderDetail.finalFee')}</Typography.Title>
          {final ? (
            <>
              <FeeLinesTable lines={final.lines} total={final.total} testId="final-fee" />
              <Descriptions
                size="small"
                column={1}
                style={{ marginTop: 12 }}
                items={[
                  {
                    key: 'weight',
                    label: t('orderDetail.measuredWeight'),
                    children: t('orderForm.shipping.grams', { value: formatMeasure(final.weight_g) }),
                  },
                  {
                    key: 'size',
                    label: t('orderDetail.measuredSize'),
                    children: formatDimensions(final.length_cm, final.width_cm, final.height_cm),
                  },
                  { key: 'charged', label: t('orderDetail.chargedAt'), children: formatDateTime(final.charged_at) },
                ]}
              />
            </>
          ) : (
            <Alert type="info" showIcon message={t('orderList.feeEstimateHint')} />
          )}
        </Col>
      </Row>
    </Card>
  );
}

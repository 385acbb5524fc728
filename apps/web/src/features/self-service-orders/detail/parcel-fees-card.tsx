import type { FeeLine, selfServiceOrder } from '@portal/contract';
import { Alert, Card, Col, Descriptions, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { FeeLinesTable } from '../../../shared/shipping/fee-lines-table';

type Fee = selfServiceOrder.ParcelFee;

/**
 * A fee's lines as one table: the method's charges summed over the pieces, and the insurance
 * premium as a line of its own when the parcel is insured (it is charged apart, as `insurance`).
 */
export function feeTableLines(fee: Fee, insuranceName: string): FeeLine[] {
  return fee.insurance_fee > 0
    ? [...fee.lines, { code: 'declared_value', name: insuranceName, amount: fee.insurance_fee }]
    : fee.lines;
}

/**
 * The estimate quoted when the parcel was saved (held on the wallet once pre-advised) beside the
 * fee charged when the hub received and measured it, as the order detail shows them. A canceled
 * parcel is charged nothing: its hold was released.
 */
export function ParcelFeesCard({ detail }: { detail: selfServiceOrder.ParcelDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { estimated_fee: estimate, final_fee: final } = detail;
  const insurance = t('parcels.detail.insurance');
  if (detail.status === 'canceled' && !final) {
    return (
      <Card title={t('parcels.detail.sections.fees')} data-testid="parcel-fees">
        <Typography.Text type="secondary">{t('parcels.detail.canceledNoFee')}</Typography.Text>
      </Card>
    );
  }
  return (
    <Card title={t('parcels.detail.sections.fees')} data-testid="parcel-fees">
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('parcels.detail.estimatedFee')}</Typography.Title>
          {estimate ? (
            <FeeLinesTable lines={feeTableLines(estimate, insurance)} total={estimate.total} testId="estimated-fee" />
          ) : (
            <Typography.Text type="secondary">{t('parcels.detail.noEstimate')}</Typography.Text>
          )}
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('parcels.detail.finalFee')}</Typography.Title>
          {final ? (
            <>
              <FeeLinesTable lines={feeTableLines(final, insurance)} total={final.total} testId="final-fee" />
              <Descriptions
                size="small"
                column={1}
                style={{ marginTop: 12 }}
                items={[
                  { key: 'charged', label: t('parcels.detail.chargedAt'), children: formatDateTime(final.charged_at) },
                ]}
              />
            </>
          ) : (
            <Alert type="info" showIcon message={t('parcels.list.feeEstimateHint')} />
          )}
        </Col>
      </Row>
    </Card>
  );
}

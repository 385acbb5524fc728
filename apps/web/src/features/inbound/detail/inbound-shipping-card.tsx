import { INBOUND_COMPENSATION_PERMILLE, type InboundDetail } from '@portal/contract';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../shared/format/money';
import { formatVolume } from '../../../shared/format/volume';

/** How the goods travel, the services asked for, and the warehouse insurance with its totals. */
export function InboundShippingCard({ detail }: { detail: InboundDetail }) {
  const { t } = useTranslation();
  const { shipping, services } = detail.booking;
  const freight = shipping.delivery_method === 'freight';
  const compensation = INBOUND_COMPENSATION_PERMILLE[services.quality_inspection];
  return (
    <Card title={t('inbound.detail.sections.shipping')}>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="inbound-detail-shipping">
        <Descriptions.Item label={t('inbound.fields.delivery_method')}>
          {t(`inbound.delivery.${shipping.delivery_method}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.courier_company')}>{shipping.courier_company}</Descriptions.Item>
        <Descriptions.Item label={freight ? t('inbound.fields.plate_no') : t('inbound.fields.tracking_no')}>
          {shipping.tracking_no}
        </Descriptions.Item>
        {freight ? (
          <Descriptions.Item label={t('inbound.fields.driver')}>
            {[shipping.driver_name, shipping.driver_phone].filter(Boolean).join(' · ')}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('inbound.fields.volume_m3')}>
          {typeof shipping.volume_m3 === 'number' ? formatVolume(shipping.volume_m3, 'm3') : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.incoming_packaging')}>
          {t(`inbound.packaging.${shipping.incoming_packaging}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.arrival_date')}>
          {[shipping.arrival_date, shipping.arrival_period ? t(`inbound.period.${shipping.arrival_period}`) : '']
            .filter(Boolean)
            .join(' ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.whole_in_whole_out')}>
          {shipping.whole_in_whole_out ? t('inbound.detail.yes') : t('inbound.detail.no')}
        </Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.quality_inspection')}>
          {t(`inbound.inspection.${services.quality_inspection}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.value_added_services')}>
          {services.value_added_services
            .map((service) =>
              t('inbound.detail.serviceQuantity', {
                service: t(`inbound.service.${service.code}`),
                quantity: service.quantity,
              }),
            )
            .join(', ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.insurance')}>
          {services.insurance
            .map((line) =>
              t('inbound.detail.insuredLine', {
                sku: line.sku,
                quantity: line.quantity,
                value: formatCents(line.unit_value),
              }),
            )
            .join(', ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.declared_value')}>
          {formatCents(detail.insurance.declared_value)}
        </Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.insurance_fee')}>
          {formatCents(detail.insurance.fee)}
        </Descriptions.Item>
        <Descriptions.Item label={t('inbound.fields.insurance_total')}>
          <span data-testid="inbound-insurance-total">{formatCents(detail.insurance.total)}</span>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text type="secondary">
        {compensation >= 1000
          ? t('inbound.wizard.compensationFull')
          : t('inbound.wizard.compensationPermille', { permille: compensation })}
      </Typography.Text>
    </Card>
  );
}

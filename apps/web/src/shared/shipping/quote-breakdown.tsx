import type { ShippingQuote } from '@portal/contract';
import { Col, Descriptions, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMeasure } from '../format/measures';
import { FeeLinesTable } from './fee-lines-table';

/** An option's working: every charge line, and the weights it was billed on (actual, volumetric, chargeable). */
export function QuoteBreakdown({ quote }: { quote: ShippingQuote }) {
  const { t } = useTranslation();
  const grams = (value: number) => t('orderForm.shipping.grams', { value: formatMeasure(value) });
  return (
    <Row gutter={[24, 12]} data-testid="quote-breakdown">
      <Col xs={24} lg={14}>
        <FeeLinesTable lines={quote.charges} total={quote.total} />
      </Col>
      <Col xs={24} lg={10}>
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'actual', label: t('orderForm.shipping.actualWeight'), children: grams(quote.actual_weight_g) },
            {
              key: 'volumetric',
              label: t('orderForm.shipping.volumetricWeight'),
              children: grams(quote.volumetric_weight_g),
            },
            {
              key: 'chargeable',
              label: t('orderForm.shipping.chargeableWeight'),
              children: <strong>{grams(quote.chargeable_weight_g)}</strong>,
            },
            {
              key: 'factor',
              label: t('orderForm.shipping.volumeFactor'),
              children: t('orderForm.shipping.factorExplained', { factor: quote.volume_factor }),
            },
          ]}
        />
      </Col>
    </Row>
  );
}

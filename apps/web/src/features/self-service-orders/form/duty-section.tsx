import { DUTY_TERMS } from '@portal/contract';
import { Card, Col, Form, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { TaxCodeFields } from '../../../shared/forms/tax-code-fields';
import { dutyTermsFieldRule } from './parcel-rules';

/**
 * Who pays import duties (DDU: the recipient on delivery; DDP: the merchant, through the provider)
 * and the tax numbers, with the order form's tax-code fields. An IOSS number needs DDP (spec 9).
 */
export function DutySection() {
  const { t } = useTranslation();
  return (
    <Card title={t('parcelForm.sections.duties')}>
      <Row gutter={16}>
        <Col span={24}>
          {/* Always holding DDU or DDP, so no asterisk (aria-required is not allowed on the radio group's div). */}
          <Form.Item
            name="duty_terms"
            label={t('parcelForm.fields.duty_terms')}
            rules={[dutyTermsFieldRule]}
            dependencies={[['tax_codes', 'ioss']]}
            extra={t('parcelForm.dutyHint')}
          >
            <Radio.Group
              optionType="button"
              options={DUTY_TERMS.map((value) => ({ value, label: t(`parcelForm.dutyTerms.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <TaxCodeFields cell={{ xs: 24, md: 12, xl: 6 }} />
      </Row>
    </Card>
  );
}

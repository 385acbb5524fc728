import { PARCEL_INSURANCE_RATE_PERMILLE, parcelInsuranceFee } from '@portal/contract';
import { Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatCents } from '../../../shared/format/money';
import { objectFieldRule } from '../../../shared/forms/zod-rules';
import { insuredCents, insuredValueFormRule, type ParcelFormState } from './parcel-form-values';
import type { ParcelFields } from './use-parcel-fields';

const insuredSchema = z.object({ insured_value: insuredValueFormRule });

/** The premium for an insured value typed in dollars, as the field shows it ('' when nothing is insured or the value is no amount). */
export function premiumText(
  value: ParcelFormState['insured_value'],
  t: (key: 'parcelForm.insurance.premium', values: Record<string, string | number>) => string,
): string {
  const cents = insuredCents(value);
  if (!cents) return '';
  return t('parcelForm.insurance.premium', {
    premium: formatCents(parcelInsuranceFee(cents)),
    rate: PARCEL_INSURANCE_RATE_PERMILLE,
  });
}

/** Transit insurance (the premium is shown as it is typed: 5 ‰ of the value), the merchant's reference and the note. */
export function InsuranceSection({ fields }: { fields: ParcelFields }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ParcelFormState>();
  const insured = Form.useWatch('insured_value', form) ?? null;
  const premium = premiumText(insured, t);
  const label = t('parcelForm.fields.insured_value');
  return (
    <Card title={t('parcelForm.sections.insurance')}>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item
            name="insured_value"
            label={label}
            rules={[objectFieldRule(insuredSchema, 'insured_value', { label })]}
            extra={<span data-testid="parcel-premium">{premium || t('parcelForm.insurance.none')}</span>}
          >
            <Input autoComplete="off" inputMode="decimal" prefix="$" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item {...fields.draft('customer_ref')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={24}>
          {/* No maxLength: a longer note is refused in the contract's words, not cut short silently. */}
          <Form.Item {...fields.draft('note')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

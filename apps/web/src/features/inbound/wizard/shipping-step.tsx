import { ARRIVAL_PERIODS, DELIVERY_METHODS, INCOMING_PACKAGINGS } from '@portal/contract';
import { Card, Checkbox, Col, DatePicker, Input, InputNumber, Radio, Row } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../shared/forms/form-select';
import { Field } from '../shared/field';
import type { FieldErrors } from './step-checks';
import type { WizardShipping } from './wizard-state';

interface ShippingStepProps {
  shipping: WizardShipping;
  errors: FieldErrors;
  readOnly: boolean;
  onChange(shipping: WizardShipping): void;
}

/** Step 5, how the goods travel: express or freight, courier, tracking or plate, driver, volume, arrival. */
export function ShippingStep({ shipping, errors, readOnly, onChange }: ShippingStepProps) {
  const { t } = useTranslation();
  const set = <K extends keyof WizardShipping>(key: K, value: WizardShipping[K]) =>
    onChange({ ...shipping, [key]: value });
  const err = (key: keyof WizardShipping) => errors[`shipping.${key}`];
  const freight = shipping.delivery_method === 'freight';
  const text = (
    key: 'courier_company' | 'tracking_no' | 'driver_name' | 'driver_phone',
    label: string,
    max: number,
  ) => (
    <Field label={label} htmlFor={`inbound-${key}`} error={err(key)} required={key === 'courier_company'}>
      <Input
        id={`inbound-${key}`}
        maxLength={max}
        disabled={readOnly}
        value={shipping[key]}
        onChange={(event) => set(key, event.target.value)}
      />
    </Field>
  );

  return (
    <Card title={t('inbound.wizard.sections.shipping')}>
      <div role="radiogroup" aria-label={t('inbound.fields.delivery_method')}>
        <Field label={t('inbound.fields.delivery_method')} error={err('delivery_method')} required>
          <Radio.Group
            disabled={readOnly}
            value={shipping.delivery_method}
            onChange={(event) => set('delivery_method', event.target.value)}
            options={DELIVERY_METHODS.map((value) => ({ value, label: t(`inbound.delivery.${value}`) }))}
          />
        </Field>
      </div>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          {text('courier_company', t('inbound.fields.courier_company'), 60)}
        </Col>
        <Col xs={24} md={12} xl={8}>
          {text('tracking_no', freight ? t('inbound.fields.plate_no') : t('inbound.fields.tracking_no'), 60)}
        </Col>
        {freight ? (
          <>
            <Col xs={24} md={12} xl={8}>
              {text('driver_name', t('inbound.fields.driver_name'), 60)}
            </Col>
            <Col xs={24} md={12} xl={8}>
              {text('driver_phone', t('inbound.fields.driver_phone'), 30)}
            </Col>
          </>
        ) : null}
        <Col xs={24} md={12} xl={8}>
          <Field label={t('inbound.fields.volume_m3')} htmlFor="inbound-volume" error={err('volume_m3')} required>
            <InputNumber
              id="inbound-volume"
              min={0}
              precision={3}
              disabled={readOnly}
              value={shipping.volume_m3}
              onChange={(value) => set('volume_m3', value)}
              style={{ width: '100%' }}
            />
          </Field>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Field
            label={t('inbound.fields.incoming_packaging')}
            htmlFor="inbound-packaging"
            error={err('incoming_packaging')}
            required
          >
            <FormSelect
              id="inbound-packaging"
              disabled={readOnly}
              value={shipping.incoming_packaging ?? undefined}
              onChange={(value) => set('incoming_packaging', value)}
              options={INCOMING_PACKAGINGS.map((value) => ({ value, label: t(`inbound.packaging.${value}`) }))}
            />
          </Field>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Field
            label={t('inbound.fields.arrival_date')}
            htmlFor="inbound-arrival-date"
            error={err('arrival_date')}
            required
          >
            <DatePicker
              id="inbound-arrival-date"
              disabled={readOnly}
              value={shipping.arrival_date ? dayjs(shipping.arrival_date) : null}
              onChange={(value) => set('arrival_date', value ? value.format('YYYY-MM-DD') : null)}
              style={{ width: '100%' }}
            />
          </Field>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <div role="radiogroup" aria-label={t('inbound.fields.arrival_period')}>
            <Field label={t('inbound.fields.arrival_period')} error={err('arrival_period')} required>
              <Radio.Group
                disabled={readOnly}
                value={shipping.arrival_period}
                onChange={(event) => set('arrival_period', event.target.value)}
                options={ARRIVAL_PERIODS.map((value) => ({ value, label: t(`inbound.period.${value}`) }))}
                data-testid="inbound-arrival-period"
              />
            </Field>
          </div>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Field label={t('inbound.fields.whole_in_whole_out')}>
            <Checkbox
              disabled={readOnly}
              checked={shipping.whole_in_whole_out}
              onChange={(event) => set('whole_in_whole_out', event.target.checked)}
            >
              {t('inbound.wizard.wholeInWholeOut')}
            </Checkbox>
          </Field>
        </Col>
      </Row>
    </Card>
  );
}

import { HANDOVER_METHODS } from '@portal/contract';
import { Card, Col, DatePicker, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../shared/forms/form-select';
import { useWarehouses } from '../../../shared/reference/use-warehouses';
import type { ParcelFormState } from './parcel-form-values';
import { handoverRule } from './parcel-rules';
import type { ParcelFields } from './use-parcel-fields';

const CELL = { xs: 24, md: 12, xl: 8 } as const;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * The hub the parcel goes through and how it gets there: picked up at the sender's address within a
 * window, dropped off at the hub's counter, or brought by the merchant's own courier under its
 * tracking number. Only the chosen method's fields are shown and checked.
 */
export function HandoverSection({ fields }: { fields: ParcelFields }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ParcelFormState>();
  const warehouses = useWarehouses();
  const method = Form.useWatch(['handover', 'method'], form) ?? form.getFieldValue(['handover', 'method']);
  const required = (name: 'pickup_from' | 'pickup_to' | 'courier' | 'tracking_number', dependsOn: string[] = []) => ({
    name: ['handover', name],
    label: t(`parcelForm.handover.${name}`),
    required: true,
    rules: [handoverRule(name)],
    dependencies: [['handover', 'method'], ...dependsOn.map((other) => ['handover', other])],
  });

  return (
    <Card title={t('parcelForm.sections.handover')}>
      <Row gutter={16}>
        <Col {...CELL}>
          <Form.Item {...fields.draft('warehouse_id')}>
            <FormSelect<number>
              showSearch
              optionFilterProp="label"
              loading={warehouses.loading}
              options={warehouses.options}
              placeholder={t('parcelForm.hubPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} xl={16}>
          {/* Always holding one of the methods, so no asterisk: `required` put aria-required on the radio group's div (axe). */}
          <Form.Item name={['handover', 'method']} label={t('parcelForm.handover.method')}>
            <Radio.Group
              optionType="button"
              options={HANDOVER_METHODS.map((value) => ({ value, label: t(`parcelForm.handover.methods.${value}`) }))}
            />
          </Form.Item>
        </Col>
        {method === 'pickup' ? (
          <>
            <Col {...CELL}>
              <Form.Item {...required('pickup_from')} extra={t('parcelForm.handover.pickupHint')}>
                <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col {...CELL}>
              <Form.Item {...required('pickup_to', ['pickup_from'])}>
                <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </>
        ) : null}
        {method === 'own_courier' ? (
          <>
            <Col {...CELL}>
              <Form.Item {...required('courier')}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...CELL}>
              <Form.Item {...required('tracking_number')}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
          </>
        ) : null}
        {method === 'drop_off' ? (
          <Col span={24}>
            <Form.Item>
              <span data-testid="parcel-drop-off-hint">{t('parcelForm.handover.dropOffHint')}</span>
            </Form.Item>
          </Col>
        ) : null}
      </Row>
    </Card>
  );
}

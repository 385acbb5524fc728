import { order } from '@portal/contract';
import { Card, Col, Form, Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecipientFields } from '../../../shared/forms/recipient-fields';
import type { RecipientField } from './order-form-values';

const CELL = { xs: 24, md: 12, xl: 8 } as const;

interface RecipientSectionProps {
  /** Fields just filled from a pasted address: marked until the merchant edits them. */
  recognised: ReadonlySet<RecipientField>;
  /** The paste box, shown above the fields. */
  pasteBox: ReactNode;
}

/** The recipient (spec 3 "Order": name, contact, address) and the address type. */
export function RecipientSection({ recognised, pasteBox }: RecipientSectionProps) {
  const { t } = useTranslation();
  return (
    <Card title={t('orderForm.sections.recipient')}>
      <div style={{ marginBottom: 16 }}>{pasteBox}</div>
      <RecipientFields cell={CELL} gutter={16} idCard houseNumber="always" recognised={recognised}>
        <Col {...CELL}>
          <Form.Item name="address_type" label={t('orderLabels.fields.address_type')}>
            <Radio.Group
              optionType="button"
              options={order.addressTypeSchema.options.map((type) => ({
                value: type,
                label: t(`orderLabels.addressType.${type}`),
              }))}
            />
          </Form.Item>
        </Col>
      </RecipientFields>
    </Card>
  );
}

import { isEuCountry, order } from '@portal/contract';
import { Card, Col, Form, Input, Radio, Row, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../shared/forms/form-select';
import { useCountries } from '../shared/use-reference-lists';
import type { OrderFormState, RecipientField } from './order-form-values';
import type { OrderFields } from './use-order-fields';

const CELL = { xs: 24, md: 12, xl: 8 } as const;

interface RecipientSectionProps {
  fields: OrderFields;
  /** Fields just filled from a pasted address: marked until the merchant edits them. */
  recognised: ReadonlySet<RecipientField>;
  /** The paste box, shown above the fields. */
  pasteBox: ReactNode;
}

/** The recipient (spec 3 "Order": name, contact, address) and the address type. */
export function RecipientSection({ fields, recognised, pasteBox }: RecipientSectionProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const countries = useCountries();
  const form = Form.useFormInstance<OrderFormState>();
  const country = Form.useWatch('country', form) ?? '';
  const eu = isEuCountry(country);

  const item = (name: RecipientField, control: ReactNode, extra?: ReactNode) => {
    const field = fields.recipient(name);
    const marked = recognised.has(name);
    return (
      <Col {...CELL} key={name} data-recognised={marked || undefined}>
        <Form.Item
          {...field}
          required={field.required || (name === 'house_number' && eu)}
          dependencies={name === 'house_number' ? ['country'] : undefined}
          extra={marked ? t('orderForm.paste.marked') : extra}
        >
          {control}
        </Form.Item>
      </Col>
    );
  };
  const text = (name: RecipientField, autoComplete?: string) =>
    item(
      name,
      <Input
        autoComplete={autoComplete ?? 'off'}
        style={recognised.has(name) ? { background: token.colorInfoBg } : undefined}
      />,
    );

  return (
    <Card title={t('orderForm.sections.recipient')}>
      <div style={{ marginBottom: 16 }}>{pasteBox}</div>
      <Row gutter={16}>
        {text('first_name')}
        {text('last_name')}
        {text('company')}
        {text('phone')}
        {text('email')}
        {text('id_card')}
        {item(
          'country',
          <FormSelect
            showSearch
            optionFilterProp="label"
            loading={countries.loading}
            options={countries.options}
            placeholder={t('orderForm.countryPlaceholder')}
          />,
        )}
        {text('state')}
        {text('city')}
        {text('zip')}
        {text('address1')}
        {text('address2')}
        {item(
          'house_number',
          <Input
            autoComplete="off"
            style={recognised.has('house_number') ? { background: token.colorInfoBg } : undefined}
          />,
          eu ? t('orderForm.houseNumberEu') : undefined,
        )}
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
      </Row>
    </Card>
  );
}

import { isEuCountry, type order } from '@portal/contract';
import { Col, type ColProps, Form, Input, Row, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../reference/use-countries';
import type { FieldName } from './form-binding';
import { FormSelect } from './form-select';
import { useRecipientFields } from './use-recipient-fields';

export type RecipientFieldName = FieldName<typeof order.recipientSchema>;

interface RecipientFieldsProps {
  /** Each field's column: three a row on a wide form, two in a dialog, one on a phone. */
  cell: ColProps;
  gutter: number;
  /** The ID card field: the order form has it; a shop sends none, so its fix leaves it out. */
  idCard?: boolean;
  /**
   * The house number: `always` shown (required, with its hint, for an EU country), or shown only for
   * an EU country (the shop fix, whose recipients need it nowhere else).
   */
  houseNumber: 'always' | 'euOnly';
  /** Fields just filled from a pasted address: marked until the merchant edits them. */
  recognised?: ReadonlySet<RecipientFieldName>;
  /** More cells in the same row after the address (the order form's address type). */
  children?: ReactNode;
}

/**
 * A recipient's fields (spec 3 "Order": name, contact, address), bound to the contract's recipient
 * rule (`useRecipientFields`), inside the form that holds them: the order form, a shop order's fix.
 * The house number is required for an EU country, which the rule checks across fields.
 */
export function RecipientFields({
  cell,
  gutter,
  idCard = false,
  houseNumber,
  recognised,
  children,
}: RecipientFieldsProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const field = useRecipientFields();
  const countries = useCountries();
  const form = Form.useFormInstance();
  // The watched value is undefined until the form has rendered once: the initial country shows the
  // EU house number from the first frame.
  const country: string = Form.useWatch('country', form) ?? form.getFieldValue('country') ?? '';
  const eu = isEuCountry(country);

  const item = (name: RecipientFieldName, control: ReactNode, extra?: ReactNode) => {
    const bound = field(name);
    const marked = recognised?.has(name) ?? false;
    return (
      <Col {...cell} key={name} data-recognised={marked || undefined}>
        <Form.Item
          {...bound}
          required={bound.required || (name === 'house_number' && eu)}
          dependencies={name === 'house_number' ? ['country'] : undefined}
          extra={marked ? t('orderForm.paste.marked') : extra}
        >
          {control}
        </Form.Item>
      </Col>
    );
  };
  const text = (name: RecipientFieldName, extra?: ReactNode) =>
    item(
      name,
      <Input autoComplete="off" style={recognised?.has(name) ? { background: token.colorInfoBg } : undefined} />,
      extra,
    );

  return (
    <Row gutter={gutter}>
      {text('first_name')}
      {text('last_name')}
      {text('company')}
      {text('phone')}
      {text('email')}
      {idCard ? text('id_card') : null}
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
      {houseNumber === 'always' ? text('house_number', eu ? t('orderForm.houseNumberEu') : undefined) : null}
      {houseNumber === 'euOnly' && eu ? text('house_number') : null}
      {children}
    </Row>
  );
}

import { Card, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from './decimal-input';
import { FormCell, FormGrid } from './form-grid';
import { useProductField } from './use-product-field';

/** Values customs declarations use: in USD, typed in dollars with at most 2 decimals. */
export function CustomsSection() {
  const { t } = useTranslation();
  const field = useProductField();
  const flagOptions = [
    { value: 1, label: t('productForm.flag.yes') },
    { value: 0, label: t('productForm.flag.no') },
  ];

  return (
    <Card title={t('productForm.sections.customs')}>
      <FormGrid>
        <FormCell>
          <Form.Item {...field('declared_value')}>
            <DecimalInput prefix="$" />
          </Form.Item>
        </FormCell>
        <FormCell>
          <Form.Item {...field('export_unit_price')}>
            <DecimalInput prefix="$" />
          </Form.Item>
        </FormCell>
        <FormCell>
          <Form.Item {...field('tax_refund')}>
            <Radio.Group options={flagOptions} optionType="button" />
          </Form.Item>
        </FormCell>
      </FormGrid>
    </Card>
  );
}

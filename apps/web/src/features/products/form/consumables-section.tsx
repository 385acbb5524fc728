import { Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../shared/forms/form-select';
import { FormCell, FormGrid } from './form-grid';
import { useProductField } from './use-product-field';
import { useReferenceOptions } from './use-reference-options';

/** Packing materials used for this SKU. */
export function ConsumablesSection() {
  const { t } = useTranslation();
  const field = useProductField();
  const options = useReferenceOptions();

  return (
    <Card title={t('productForm.sections.consumables')}>
      <FormGrid>
        <FormCell wide>
          <Form.Item {...field('consumable_ids')} extra={t('productForm.hints.consumablesMax')}>
            <FormSelect
              mode="multiple"
              options={options.consumables}
              loading={options.loading}
              optionFilterProp="label"
            />
          </Form.Item>
        </FormCell>
      </FormGrid>
    </Card>
  );
}

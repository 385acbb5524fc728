import { Card, Form, Input, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../shared/forms/form-select';
import { FormCell, FormGrid } from './form-grid';
import type { ProductFieldName } from './product-form-values';
import { useProductField } from './use-product-field';
import { useReferenceOptions } from './use-reference-options';

const TEXT_FIELDS: ProductFieldName[] = ['material_en', 'material_cn', 'purpose_en', 'purpose_cn'];

/** What the goods are: colour, size, attribute (dangerous or not), brand, categories and customs texts. */
export function DescriptionSection() {
  const { t } = useTranslation();
  const field = useProductField();
  const options = useReferenceOptions();

  return (
    <Card title={t('productForm.sections.description')}>
      <FormGrid>
        <FormCell>
          <Form.Item {...field('color')}>
            <Input />
          </Form.Item>
        </FormCell>
        <FormCell>
          <Form.Item {...field('size')}>
            <Input />
          </Form.Item>
        </FormCell>
        <FormCell>
          <Form.Item {...field('brand')}>
            <Input />
          </Form.Item>
        </FormCell>
        <FormCell>
          <Form.Item {...field('property_id')}>
            <FormSelect options={options.properties} loading={options.loading} showSearch optionFilterProp="label" />
          </Form.Item>
        </FormCell>
        <FormCell>
          <Form.Item {...field('hs_code')}>
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </FormCell>
        <FormCell>
          <Form.Item {...field('category_ids')} extra={t('productForm.hints.categoryMax')}>
            {/* Every node is selectable on its own; the rule, not the widget, says when there are too many. */}
            <TreeSelect
              treeData={options.categories}
              multiple
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
              virtual={false}
              loading={options.loading}
            />
          </Form.Item>
        </FormCell>
        {TEXT_FIELDS.map((name) => (
          <FormCell key={name}>
            <Form.Item {...field(name)}>
              <Input />
            </Form.Item>
          </FormCell>
        ))}
      </FormGrid>
    </Card>
  );
}

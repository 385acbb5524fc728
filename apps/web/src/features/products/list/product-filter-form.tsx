import { productFilterSchema, productReference } from '@portal/contract';
import { DatePicker, Form, Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { localizedName } from '../../../shared/format/localized-name';
import { zodRule } from '../../../shared/forms/zod-rules';
import { BatchLinesInput } from '../../../shared/list/batch-lines-input';
import { QueryForm } from '../../../shared/list/query-form';
import {
  fromFilterForm,
  type ProductFilterFormValues,
  type ProductFilterValues,
  toFilterForm,
} from './product-filters';

interface ProductFilterFormProps {
  filters: ProductFilterValues;
  onSearch(filters: ProductFilterValues): void;
  onReset(): void;
}

const REFERENCE = { staleTime: Number.POSITIVE_INFINITY } as const;

/** SKU (batch), name, barcode, category, attribute and created time. */
export function ProductFilterForm({ filters, onSearch, onReset }: ProductFilterFormProps) {
  const { t, i18n } = useTranslation();
  const categories = useOperationQuery(productReference.getProductCategoryList, undefined, REFERENCE);
  const properties = useOperationQuery(productReference.getPropertyList, undefined, REFERENCE);
  const nameField = i18n.language.startsWith('zh') ? 'name_cn' : 'name_en';

  return (
    <QueryForm<ProductFilterFormValues>
      values={toFilterForm(filters)}
      onSearch={(values) => onSearch(fromFilterForm(values))}
      onReset={onReset}
    >
      <Form.Item name="sku" label={t('productList.fields.sku')} rules={[zodRule(productFilterSchema.shape.sku)]}>
        <BatchLinesInput />
      </Form.Item>
      <Form.Item name="name" label={t('productList.fields.name')}>
        <Input allowClear placeholder={t('productList.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="barcode" label={t('productList.fields.barcode')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="category_id" label={t('productList.fields.category')}>
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp={nameField}
          loading={categories.isPending}
          treeData={categories.data ?? []}
          fieldNames={{ label: nameField, value: 'id', children: 'children' }}
          placeholder={t('productList.anyCategory')}
        />
      </Form.Item>
      <Form.Item name="property_id" label={t('productList.fields.property')}>
        <Select
          allowClear
          loading={properties.isPending}
          options={(properties.data ?? []).map((p) => ({ value: p.id, label: localizedName(p, i18n.language) }))}
          placeholder={t('productList.anyProperty')}
        />
      </Form.Item>
      <Form.Item name="created" label={t('productList.fields.createdAt')}>
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={[t('listKit.dateFrom'), t('listKit.dateTo')]}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </QueryForm>
  );
}

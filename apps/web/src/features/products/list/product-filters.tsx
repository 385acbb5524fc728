import { productReference } from '@portal/contract';
import { Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { localizedName } from '../../../shared/format/localized-name';
import { BatchLinesInput } from '../../../shared/list/batch-lines-input';
import { DateRangeInput } from '../../../shared/list/date-range-input';
import { ListFilter, ListFilters } from '../../../shared/list/list-filters';
import type { ProductListScreen } from './product-list';

const REFERENCE = { staleTime: Number.POSITIVE_INFINITY } as const;

/** SKU (batch), name, barcode, category, attribute and created time. */
export function ProductFilters({ screen }: { screen: ProductListScreen }) {
  const { t, i18n } = useTranslation();
  const categories = useOperationQuery(productReference.getProductCategoryList, undefined, REFERENCE);
  const properties = useOperationQuery(productReference.getPropertyList, undefined, REFERENCE);
  const nameField = i18n.language.startsWith('zh') ? 'name_cn' : 'name_en';

  return (
    <ListFilters screen={screen}>
      <ListFilter name="sku" label={t('labels.sku.sku')}>
        <BatchLinesInput />
      </ListFilter>
      <ListFilter name="name" label={t('labels.sku.name')}>
        <Input allowClear placeholder={t('productList.namePlaceholder')} />
      </ListFilter>
      <ListFilter name="barcode" label={t('labels.sku.barcode')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="category_id" label={t('labels.sku.category_ids')}>
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp={nameField}
          loading={categories.isPending}
          treeData={categories.data ?? []}
          fieldNames={{ label: nameField, value: 'id', children: 'children' }}
          placeholder={t('productList.anyCategory')}
        />
      </ListFilter>
      <ListFilter name="property_id" label={t('labels.sku.property_id')}>
        <Select
          allowClear
          loading={properties.isPending}
          options={(properties.data ?? []).map((p) => ({ value: p.id, label: localizedName(p, i18n.language) }))}
          placeholder={t('productList.anyProperty')}
        />
      </ListFilter>
      <ListFilter name="created" label={t('labels.sku.created_at')}>
        <DateRangeInput />
      </ListFilter>
    </ListFilters>
  );
}

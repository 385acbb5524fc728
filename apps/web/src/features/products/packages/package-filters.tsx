import { PACKAGE_ASSEMBLIES } from '@portal/contract';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BatchLinesInput } from '../../../shared/list/batch-lines-input';
import { ListFilter, ListFilters } from '../../../shared/list/list-filters';
import type { PackageListScreen } from './package-list';

/** Package code (batch), name, a component's SKU, barcode and assembly. */
export function PackageFilters({ screen }: { screen: PackageListScreen }) {
  const { t } = useTranslation();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="code" label={t('packages.fields.code')}>
        <BatchLinesInput />
      </ListFilter>
      <ListFilter name="name" label={t('packages.fields.name')}>
        <Input allowClear placeholder={t('packages.list.namePlaceholder')} />
      </ListFilter>
      <ListFilter name="component_sku" label={t('packages.fields.component_sku')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="barcode" label={t('packages.fields.barcode')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="assembly" label={t('packages.fields.assembly')}>
        <Select
          allowClear
          placeholder={t('packages.list.anyAssembly')}
          options={PACKAGE_ASSEMBLIES.map((value) => ({ value, label: t(`packages.assembly.${value}`) }))}
        />
      </ListFilter>
    </ListFilters>
  );
}

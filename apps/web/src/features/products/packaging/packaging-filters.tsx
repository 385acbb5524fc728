import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { BatchLinesInput } from '../../../shared/list/batch-lines-input';
import { FlagCheckbox } from '../../../shared/list/flag-checkbox';
import { ListFilter, ListFilters } from '../../../shared/list/list-filters';
import type { PackagingListScreen } from './packaging-list';

/** Code (batch), name and only items low in some warehouse. */
export function PackagingFilters({ screen }: { screen: PackagingListScreen }) {
  const { t } = useTranslation();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="code" label={t('packaging.fields.code')}>
        <BatchLinesInput />
      </ListFilter>
      <ListFilter name="name" label={t('packaging.fields.name')}>
        <Input allowClear placeholder={t('packaging.list.namePlaceholder')} />
      </ListFilter>
      <ListFilter name="low_stock_only" label={t('packaging.fields.low_stock')}>
        <FlagCheckbox label={t('packaging.list.lowOnly')} />
      </ListFilter>
    </ListFilters>
  );
}

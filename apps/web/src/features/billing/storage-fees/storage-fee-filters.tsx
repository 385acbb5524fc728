import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../shared/list/date-range-input';
import { ListFilter, ListFilters } from '../../../shared/list/list-filters';
import { WarehouseSelect } from '../../../shared/reference/warehouse-select';
import { SETTLEMENT_CHOICES, type StorageFeeListScreen } from './storage-fee-list';

/** Date range (warehouse local days), warehouse and settlement. */
export function StorageFeeFilters({ screen }: { screen: StorageFeeListScreen }) {
  const { t } = useTranslation();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="days" label={t('storageFees.dateRange')}>
        <DateRangeInput />
      </ListFilter>
      <ListFilter name="warehouse_id" label={t('storageFees.fields.warehouse')}>
        <WarehouseSelect placeholder={t('storageFees.anyWarehouse')} />
      </ListFilter>
      <ListFilter name="settled" label={t('storageFees.fields.settled')}>
        <Select
          allowClear
          placeholder={t('storageFees.anySettlement')}
          options={SETTLEMENT_CHOICES.map((value) => ({
            value,
            label: t(value === '1' ? 'storageFees.settledStates.settled' : 'storageFees.settledStates.unsettled'),
          }))}
        />
      </ListFilter>
    </ListFilters>
  );
}

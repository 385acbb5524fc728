import { STOCK_MOVEMENT_TYPES } from '@portal/contract';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../shared/list/date-range-input';
import { ListFilter, ListFilters } from '../../../shared/list/list-filters';
import { WarehouseSelect } from '../shared/warehouse-select';
import type { StockLogScreen } from './stock-log';

/** SKU, warehouse, movement type and time. */
export function StockLogFilters({ screen }: { screen: StockLogScreen }) {
  const { t } = useTranslation();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="sku" label={t('inventory.fields.sku')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="warehouse_id" label={t('inventory.fields.warehouse')}>
        <WarehouseSelect />
      </ListFilter>
      <ListFilter name="type" label={t('inventory.log.type')}>
        <Select
          allowClear
          options={STOCK_MOVEMENT_TYPES.map((type) => ({ value: type, label: t(`inventory.movementTypes.${type}`) }))}
          placeholder={t('inventory.log.anyType')}
        />
      </ListFilter>
      <ListFilter name="created" label={t('inventory.log.time')}>
        <DateRangeInput />
      </ListFilter>
    </ListFilters>
  );
}

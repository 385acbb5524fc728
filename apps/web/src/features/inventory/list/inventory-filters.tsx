import { useTranslation } from 'react-i18next';
import { BatchLinesInput } from '../../../shared/list/batch-lines-input';
import { FlagCheckbox } from '../../../shared/list/flag-checkbox';
import { ListFilter, ListFilters } from '../../../shared/list/list-filters';
import { WarehouseSelect } from '../shared/warehouse-select';
import type { InventoryListScreen } from './inventory-list';

/** SKU (batch, one per line), warehouse, only rows with stock, only alerts. */
export function InventoryFilters({ screen }: { screen: InventoryListScreen }) {
  const { t } = useTranslation();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="sku" label={t('inventory.fields.sku')}>
        <BatchLinesInput placeholder={t('inventory.skuPlaceholder')} />
      </ListFilter>
      <ListFilter name="warehouse_id" label={t('inventory.fields.warehouse')}>
        <WarehouseSelect />
      </ListFilter>
      <ListFilter name="in_stock_only" label={t('inventory.filters.stock')}>
        <FlagCheckbox label={t('inventory.filters.inStockOnly')} />
      </ListFilter>
      <ListFilter name="alert_only" label={t('inventory.filters.alerts')}>
        <FlagCheckbox label={t('inventory.filters.alertOnly')} />
      </ListFilter>
    </ListFilters>
  );
}

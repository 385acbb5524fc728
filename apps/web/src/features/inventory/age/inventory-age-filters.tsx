import { useTranslation } from 'react-i18next';
import { BatchLinesInput } from '../../../shared/list/batch-lines-input';
import { ListFilter, ListFilters } from '../../../shared/list/list-filters';
import { WarehouseSelect } from '../shared/warehouse-select';
import type { InventoryAgeScreen } from './inventory-age';

/** SKU (batch, one per line) and warehouse. */
export function InventoryAgeFilters({ screen }: { screen: InventoryAgeScreen }) {
  const { t } = useTranslation();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="sku" label={t('inventory.fields.sku')}>
        <BatchLinesInput placeholder={t('inventory.skuPlaceholder')} />
      </ListFilter>
      <ListFilter name="warehouse_id" label={t('inventory.fields.warehouse')}>
        <WarehouseSelect />
      </ListFilter>
    </ListFilters>
  );
}

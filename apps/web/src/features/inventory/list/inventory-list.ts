import { INVENTORY_SORT_FIELDS, inventory, inventoryFilterSchema } from '@portal/contract';
import { batchLinesFilter, flagFilter, idFilter } from '../../../shared/list/filter-codecs';
import { defineList } from '../../../shared/list/list-definition';
import type { ListScreen } from '../../../shared/list/use-list-screen';

/** The inventory list's data: its operation, its filters as the address keeps them, what it sorts by. */
export const INVENTORY_LIST = defineList({
  id: 'inventory',
  operation: inventory.getInventoryList,
  filterSchema: inventoryFilterSchema,
  sortFields: INVENTORY_SORT_FIELDS,
  filters: {
    sku: batchLinesFilter(),
    warehouse_id: idFilter(),
    in_stock_only: flagFilter(),
    alert_only: flagFilter(),
  },
});

export type InventoryListScreen = ListScreen<
  typeof INVENTORY_LIST.operation,
  typeof INVENTORY_LIST.filterSchema,
  typeof INVENTORY_LIST.filters
>;

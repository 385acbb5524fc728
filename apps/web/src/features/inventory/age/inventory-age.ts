import { inventory } from '@portal/contract';
import { batchLinesFilter, idFilter } from '../../../shared/list/filter-codecs';
import { defineList } from '../../../shared/list/list-definition';
import type { ListScreen } from '../../../shared/list/use-list-screen';

/** The age screen's data: its operation and its filters as the address keeps them (oldest first always). */
export const INVENTORY_AGE = defineList({
  id: 'inventoryAge',
  operation: inventory.getInventoryAge,
  filterSchema: inventory.getInventoryAge.query.pick({ warehouse_id: true, sku: true }),
  filters: {
    sku: batchLinesFilter(),
    warehouse_id: idFilter(),
  },
});

export type InventoryAgeScreen = ListScreen<
  typeof INVENTORY_AGE.operation,
  typeof INVENTORY_AGE.filterSchema,
  typeof INVENTORY_AGE.filters
>;

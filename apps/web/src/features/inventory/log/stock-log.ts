import { inventory, stockLogFilterSchema } from '@portal/contract';
import { dateRangeFilter, idFilter, textFilter } from '../../../shared/list/filter-codecs';
import { defineList } from '../../../shared/list/list-definition';
import type { ListScreen } from '../../../shared/list/use-list-screen';

/** The stock log's data: its operation and its filters as the address keeps them (newest first always). */
export const STOCK_LOG = defineList({
  id: 'stockLog',
  operation: inventory.getStockLog,
  filterSchema: stockLogFilterSchema,
  filters: {
    sku: textFilter(),
    warehouse_id: idFilter(),
    type: textFilter(),
    created: dateRangeFilter({ from: 'created_from', to: 'created_to' }),
  },
});

export type StockLogScreen = ListScreen<
  typeof STOCK_LOG.operation,
  typeof STOCK_LOG.filterSchema,
  typeof STOCK_LOG.filters
>;

import { packagingFilterSchema, product } from '@portal/contract';
import { batchLinesFilter, flagFilter, textFilter } from '../../../shared/list/filter-codecs';
import { defineList } from '../../../shared/list/list-definition';
import type { ListScreen } from '../../../shared/list/use-list-screen';

/** The packaging list's data: its operation and its filters as the address keeps them (newest first). */
export const PACKAGING_LIST = defineList({
  id: 'packaging',
  operation: product.getPackagingList,
  filterSchema: packagingFilterSchema,
  filters: {
    code: batchLinesFilter(),
    name: textFilter(),
    low_stock_only: flagFilter(),
  },
});

export type PackagingListScreen = ListScreen<
  typeof PACKAGING_LIST.operation,
  typeof PACKAGING_LIST.filterSchema,
  typeof PACKAGING_LIST.filters
>;

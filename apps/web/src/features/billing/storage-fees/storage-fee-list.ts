import { storageFee, storageFeeFilterSchema } from '@portal/contract';
import { choiceFilter, dateRangeFilter, idFilter } from '../../../shared/list/filter-codecs';
import { defineList } from '../../../shared/list/list-definition';
import type { ListScreen } from '../../../shared/list/use-list-screen';

export const SETTLEMENT_CHOICES = ['1', '0'] as const;

/** The storage-fee list's data: its operation and its filters as the address keeps them. */
export const STORAGE_FEE_LIST = defineList({
  id: 'storage-fees',
  operation: storageFee.getStorageFeeList,
  filterSchema: storageFeeFilterSchema,
  filters: {
    // Charges belong to a warehouse's local day: the address keeps days, not instants.
    days: dateRangeFilter({ from: 'date_from', to: 'date_to', days: true }),
    warehouse_id: idFilter(),
    settled: choiceFilter(SETTLEMENT_CHOICES),
  },
});

export type StorageFeeListScreen = ListScreen<
  typeof STORAGE_FEE_LIST.operation,
  typeof STORAGE_FEE_LIST.filterSchema,
  typeof STORAGE_FEE_LIST.filters
>;

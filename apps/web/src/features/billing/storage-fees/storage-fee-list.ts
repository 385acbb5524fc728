import { storageFee, storageFeeFilterSchema } from '@portal/contract';
import { choiceFilter, idFilter } from '../../../shared/list/filter-codecs';
import { defineList } from '../../../shared/list/list-definition';
import type { ListScreen } from '../../../shared/list/use-list-screen';
import { dayRangeFilter } from './day-range-filter';

export const SETTLEMENT_CHOICES = ['1', '0'] as const;

/** The storage-fee list's data: its operation and its filters as the address keeps them. */
export const STORAGE_FEE_LIST = defineList({
  id: 'storage-fees',
  operation: storageFee.getStorageFeeList,
  filterSchema: storageFeeFilterSchema,
  filters: {
    days: dayRangeFilter({ from: 'date_from', to: 'date_to' }),
    warehouse_id: idFilter(),
    settled: choiceFilter(SETTLEMENT_CHOICES),
  },
});

export type StorageFeeListScreen = ListScreen<
  typeof STORAGE_FEE_LIST.operation,
  typeof STORAGE_FEE_LIST.filterSchema,
  typeof STORAGE_FEE_LIST.filters
>;

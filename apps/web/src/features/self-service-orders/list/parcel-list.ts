import { HANDOVER_METHODS, selfServiceOrder } from '@portal/contract';
import { z } from 'zod';
import {
  batchLinesFilter,
  choiceFilter,
  dateRangeFilter,
  flagFilter,
  idFilter,
  textFilter,
} from '../../../shared/list/filter-codecs';
import { defineList } from '../../../shared/list/list-definition';
import type { ListScreen } from '../../../shared/list/use-list-screen';

/** The status tab: kept in the address beside the filters, and asked with them. */
export const PARCEL_SCOPE = z.object({ status: selfServiceOrder.parcelStatusTabSchema });

/** The parcel order list's data: its operation, its filters as the address keeps them, its status tab. */
export const PARCEL_LIST = defineList({
  id: 'self-service-orders',
  operation: selfServiceOrder.getParcelList,
  filterSchema: selfServiceOrder.parcelFilterSchema,
  scopeSchema: PARCEL_SCOPE,
  filters: {
    parcel_nos: batchLinesFilter(),
    created: dateRangeFilter({ from: 'created_from', to: 'created_to' }),
    warehouse_id: idFilter(),
    shipping_method_code: textFilter(),
    country: textFilter(),
    handover_method: choiceFilter(HANDOVER_METHODS),
    awaiting_reply: flagFilter(),
  },
});

export type ParcelListScreen = ListScreen<
  typeof PARCEL_LIST.operation,
  typeof PARCEL_LIST.filterSchema,
  typeof PARCEL_LIST.filters
>;

/**
 * The list's filters as getStatusCount takes them. The address kit holds every filter as text;
 * readListState has checked them against the contract's schema, so each text is one it takes.
 */
export function parcelFiltersOf(filters: ParcelListScreen['filters']): selfServiceOrder.ParcelFilters {
  return filters as selfServiceOrder.ParcelFilters;
}

import { ORDER_STATUSES, order } from '@portal/contract';
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
export const ORDER_SCOPE = z.object({ status: order.orderStatusTabSchema });

/** The order list's data: its operation, its filters as the address keeps them, its status tab. */
export const ORDER_LIST = defineList({
  id: 'orders',
  operation: order.getOrderList,
  filterSchema: order.orderFilterSchema,
  scopeSchema: ORDER_SCOPE,
  filters: {
    order_nos: batchLinesFilter(),
    created: dateRangeFilter({ from: 'created_from', to: 'created_to' }),
    warehouse_id: idFilter(),
    shipping_method_code: textFilter(),
    country: textFilter(),
    sku: textFilter(),
    awaiting_reply: flagFilter(),
    order_status: choiceFilter(ORDER_STATUSES),
  },
});

export type OrderListScreen = ListScreen<
  typeof ORDER_LIST.operation,
  typeof ORDER_LIST.filterSchema,
  typeof ORDER_LIST.filters
>;

/**
 * The list's filters as getStatusCount and exportOrder take them. The address kit holds every filter
 * as text; readListState has checked them against the contract's schema (an unknown status is
 * dropped), so the status filter's text is one of the statuses.
 */
export function orderFiltersOf(filters: OrderListScreen['filters']): order.OrderFilters {
  return filters as order.OrderFilters;
}

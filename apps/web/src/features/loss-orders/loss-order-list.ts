import { LOSS_ORDER_STATES, LOSS_ORDER_TYPES, lossOrder, lossOrderFilterSchema } from '@portal/contract';
import { choiceFilter, idFilter, textFilter } from '../../shared/list/filter-codecs';
import { defineList } from '../../shared/list/list-definition';
import type { ListScreen } from '../../shared/list/use-list-screen';

/** The loss-order list's data: its operation and its filters as the address keeps them. */
export const LOSS_ORDER_LIST = defineList({
  id: 'loss-orders',
  operation: lossOrder.getList,
  filterSchema: lossOrderFilterSchema,
  filters: {
    loss_no: textFilter(),
    receiving_no: textFilter(),
    type: choiceFilter(LOSS_ORDER_TYPES),
    state: choiceFilter(LOSS_ORDER_STATES),
    inbound_id: idFilter(),
  },
});

export type LossOrderListScreen = ListScreen<
  typeof LOSS_ORDER_LIST.operation,
  typeof LOSS_ORDER_LIST.filterSchema,
  typeof LOSS_ORDER_LIST.filters
>;

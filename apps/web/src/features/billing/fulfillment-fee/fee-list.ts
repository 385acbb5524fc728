import { billing, fulfillmentFeeFilterSchema } from '@portal/contract';
import { dateRangeFilter, textFilter } from '../../../shared/list/filter-codecs';
import { defineList } from '../../../shared/list/list-definition';
import type { ListScreen } from '../../../shared/list/use-list-screen';

/** The fulfilment-fee report's data: its operation and its filters as the address keeps them. */
export const FEE_LIST = defineList({
  id: 'billing-fulfillment-fee',
  operation: billing.getFulfillmentFeeList,
  filterSchema: fulfillmentFeeFilterSchema,
  filters: {
    charged: dateRangeFilter({ from: 'created_from', to: 'created_to' }),
    order_no: textFilter(),
  },
});

export type FeeListScreen = ListScreen<
  typeof FEE_LIST.operation,
  typeof FEE_LIST.filterSchema,
  typeof FEE_LIST.filters
>;

import { billing, billingTransactionFilterSchema, WALLET_TRANSACTION_TYPES } from '@portal/contract';
import { choiceFilter, dateRangeFilter, idFilter, textFilter } from '../../../shared/list/filter-codecs';
import { defineList } from '../../../shared/list/list-definition';
import type { ListScreen } from '../../../shared/list/use-list-screen';

/** The transaction history's data: its operation and its filters as the address keeps them. */
export const TRANSACTION_LIST = defineList({
  id: 'billing-transactions',
  operation: billing.getTransactionList,
  filterSchema: billingTransactionFilterSchema,
  filters: {
    created: dateRangeFilter({ from: 'created_from', to: 'created_to' }),
    type: choiceFilter(WALLET_TRANSACTION_TYPES),
    transaction_id: idFilter(),
    order_no: textFilter(),
    tracking_number: textFilter(),
  },
});

export type TransactionListScreen = ListScreen<
  typeof TRANSACTION_LIST.operation,
  typeof TRANSACTION_LIST.filterSchema,
  typeof TRANSACTION_LIST.filters
>;

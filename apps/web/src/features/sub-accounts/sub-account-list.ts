import { SUB_ACCOUNT_STATUSES, SUB_ACCOUNT_TYPES, subAccount, subAccountFilterSchema } from '@portal/contract';
import { choiceFilter, textFilter } from '../../shared/list/filter-codecs';
import { defineList, listReads } from '../../shared/list/list-definition';
import type { ListScreen } from '../../shared/list/use-list-screen';

/** The sub-accounts' data: their operation and their filters as the address keeps them. */
export const SUB_ACCOUNT_LIST = defineList({
  id: 'sub-accounts',
  operation: subAccount.getList,
  filterSchema: subAccountFilterSchema,
  filters: {
    keyword: textFilter(),
    status: choiceFilter(SUB_ACCOUNT_STATUSES),
    account_type: choiceFilter(SUB_ACCOUNT_TYPES),
  },
});

export type SubAccountListScreen = ListScreen<
  typeof SUB_ACCOUNT_LIST.operation,
  typeof SUB_ACCOUNT_LIST.filterSchema,
  typeof SUB_ACCOUNT_LIST.filters
>;

/** What the page shows first, fetched ahead on a reload. */
export const subAccountListReads = listReads(SUB_ACCOUNT_LIST);

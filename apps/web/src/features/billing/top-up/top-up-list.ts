import { CURRENCIES, TOP_UP_STATUSES, topUp, topUpFilterSchema } from '@portal/contract';
import { pageRead } from '../../../shared/api/page-data';
import { choiceFilter, dateRangeFilter, textFilter } from '../../../shared/list/filter-codecs';
import { defineList, listReads } from '../../../shared/list/list-definition';
import type { ListScreen } from '../../../shared/list/use-list-screen';
import { openedRecordOf } from '../../../shared/list/use-opened-record';

/** The top-up records' data: their operation and their filters as the address keeps them. */
export const TOP_UP_LIST = defineList({
  id: 'top-ups',
  operation: topUp.getList,
  filterSchema: topUpFilterSchema,
  filters: {
    top_up_no: textFilter(),
    status: choiceFilter(TOP_UP_STATUSES),
    currency: choiceFilter(CURRENCIES),
    created: dateRangeFilter({ from: 'created_from', to: 'created_to' }),
  },
});

export type TopUpListScreen = ListScreen<
  typeof TOP_UP_LIST.operation,
  typeof TOP_UP_LIST.filterSchema,
  typeof TOP_UP_LIST.filters
>;

/** What the records page shows first (the rows of its address and the record it opens), fetched ahead on a reload. */
export function topUpListReads(params: URLSearchParams) {
  const opened = openedRecordOf(params);
  return [...listReads(TOP_UP_LIST)(params), ...(opened === null ? [] : [pageRead(topUp.getDetail, { id: opened })])];
}

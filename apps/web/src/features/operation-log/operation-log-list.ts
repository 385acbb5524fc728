import { OPERATION_MENUS, OPERATION_SOURCES, operationLog, operationLogFilterSchema } from '@portal/contract';
import { pageRead } from '../../shared/api/page-data';
import { choiceFilter, dateRangeFilter, idFilter, textFilter } from '../../shared/list/filter-codecs';
import { defineList, listReads } from '../../shared/list/list-definition';
import type { ListScreen } from '../../shared/list/use-list-screen';
import { openedRecordOf } from '../../shared/list/use-opened-record';

export const OPERATION_RESULTS = ['success', 'failed'] as const;

/** The operation log's data: its operation and its filters as the address keeps them. */
export const OPERATION_LOG_LIST = defineList({
  id: 'operation-log',
  operation: operationLog.getList,
  filterSchema: operationLogFilterSchema,
  filters: {
    menu: choiceFilter(OPERATION_MENUS),
    url: textFilter(),
    // Whole UTC days: the list shows its times in UTC.
    created: dateRangeFilter({ from: 'created_from', to: 'created_to', utc: true }),
    account_id: idFilter(),
    source: choiceFilter(OPERATION_SOURCES),
    result: choiceFilter(OPERATION_RESULTS),
  },
});

export type OperationLogListScreen = ListScreen<
  typeof OPERATION_LOG_LIST.operation,
  typeof OPERATION_LOG_LIST.filterSchema,
  typeof OPERATION_LOG_LIST.filters
>;

/** What the page shows first (the rows of its address and the entry it opens), fetched ahead on a reload. */
export function operationLogReads(params: URLSearchParams) {
  const opened = openedRecordOf(params);
  return [
    ...listReads(OPERATION_LOG_LIST)(params),
    ...(opened === null ? [] : [pageRead(operationLog.getDetail, { id: opened })]),
  ];
}

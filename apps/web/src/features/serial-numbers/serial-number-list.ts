import { SERIAL_BIND_STATUSES, serialNumber, serialNumberFilterSchema } from '@portal/contract';
import { batchLinesFilter, choiceFilter, dateRangeFilter, idFilter, textFilter } from '../../shared/list/filter-codecs';
import { defineList } from '../../shared/list/list-definition';
import type { ListScreen } from '../../shared/list/use-list-screen';

/** The serial-number list's data: its operation and its filters as the address keeps them. */
export const SERIAL_NUMBER_LIST = defineList({
  id: 'serial-numbers',
  operation: serialNumber.getList,
  filterSchema: serialNumberFilterSchema,
  filters: {
    customer_id: idFilter(),
    serial_number: batchLinesFilter(),
    sys_order_id: textFilter(),
    platform_order_no: textFilter(),
    receiving_no: textFilter(),
    sku: textFilter(),
    barcode: textFilter(),
    bind_status: choiceFilter(SERIAL_BIND_STATUSES),
    created: dateRangeFilter({ from: 'created_from', to: 'created_to' }),
    bound: dateRangeFilter({ from: 'bind_from', to: 'bind_to' }),
  },
});

export type SerialNumberListScreen = ListScreen<
  typeof SERIAL_NUMBER_LIST.operation,
  typeof SERIAL_NUMBER_LIST.filterSchema,
  typeof SERIAL_NUMBER_LIST.filters
>;

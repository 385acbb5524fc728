import { inbound } from '@portal/contract';
import { z } from 'zod';
import { batchLinesFilter, dateRangeFilter, idFilter, textFilter } from '../../../shared/list/filter-codecs';
import { defineList } from '../../../shared/list/list-definition';
import type { ListScreen } from '../../../shared/list/use-list-screen';

/** The status tab: kept in the address beside the filters, and asked with them. */
export const INBOUND_SCOPE = z.object({ status: inbound.inboundStatusTabSchema });

/** The inbound list's data: its operation, its filters as the address keeps them, its status tab. */
export const INBOUND_LIST = defineList({
  id: 'inbound',
  operation: inbound.getList,
  filterSchema: inbound.inboundFilterSchema,
  scopeSchema: INBOUND_SCOPE,
  filters: {
    receiving_no: batchLinesFilter(),
    warehouse_id: idFilter(),
    sku: textFilter(),
    tracking_no: textFilter(),
    created: dateRangeFilter({ from: 'created_from', to: 'created_to' }),
  },
});

export type InboundListScreen = ListScreen<
  typeof INBOUND_LIST.operation,
  typeof INBOUND_LIST.filterSchema,
  typeof INBOUND_LIST.filters
>;

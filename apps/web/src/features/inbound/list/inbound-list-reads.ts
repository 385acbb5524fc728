import { inbound, productReference } from '@portal/contract';
import { pageRead } from '../../../shared/api/page-data';
import { listReads } from '../../../shared/list/list-definition';
import { readListState } from '../../../shared/list/list-url-state';
import { INBOUND_LIST } from './inbound-list';

/** What the inbound list shows first (its rows, the tabs' counts, the warehouses), fetched ahead on a reload. */
export function inboundListReads(params: URLSearchParams) {
  return [
    ...listReads(INBOUND_LIST, pageRead(productReference.getWarehouseList))(params),
    pageRead(inbound.getStatusCount, readListState(params, INBOUND_LIST).filters),
  ];
}

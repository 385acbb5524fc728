import { common, order, productReference, shipping } from '@portal/contract';
import { pageRead } from '../../../shared/api/page-data';
import { listReads } from '../../../shared/list/list-definition';
import { readListState } from '../../../shared/list/list-url-state';
import { ORDER_LIST, orderFiltersOf } from './order-list';

/** What the order list shows first (its rows, the tabs' counts, the filters' choices), fetched ahead on a reload. */
export function orderListReads(params: URLSearchParams) {
  return [
    ...listReads(
      ORDER_LIST,
      pageRead(productReference.getWarehouseList),
      pageRead(common.getCountryList),
      pageRead(shipping.getMethodList, {}),
    )(params),
    pageRead(order.getStatusCount, orderFiltersOf(readListState(params, ORDER_LIST).filters)),
  ];
}

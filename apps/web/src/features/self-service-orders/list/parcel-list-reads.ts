import { common, productReference, selfServiceOrder, shipping } from '@portal/contract';
import { pageRead } from '../../../shared/api/page-data';
import { listReads } from '../../../shared/list/list-definition';
import { readListState } from '../../../shared/list/list-url-state';
import { PARCEL_LIST, parcelFiltersOf } from './parcel-list';

/** What the parcel order list shows first (its rows, the tabs' counts, the filters' choices), fetched ahead on a reload. */
export function parcelListReads(params: URLSearchParams) {
  return [
    ...listReads(
      PARCEL_LIST,
      pageRead(productReference.getWarehouseList),
      pageRead(common.getCountryList),
      pageRead(shipping.getMethodList, {}),
    )(params),
    pageRead(selfServiceOrder.getParcelStatusCount, parcelFiltersOf(readListState(params, PARCEL_LIST).filters)),
  ];
}

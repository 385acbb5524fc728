import { selfServiceOrder } from '@portal/contract';
import { type PageRead, pageRead } from '../../../shared/api/page-data';
import { parcelIdOf } from '../parcel-paths';

/** The parcel order a detail address names, fetched ahead on a reload while the page's code loads. */
export function parcelDetailReads(params: URLSearchParams): PageRead[] {
  const id = parcelIdOf(params);
  return id === null ? [] : [pageRead(selfServiceOrder.getParcelDetail, { id })];
}

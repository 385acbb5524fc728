import { lossOrder } from '@portal/contract';
import { type PageRead, pageRead } from '../../shared/api/page-data';
import { lossOrderIdOf } from './loss-order-paths';

/** The loss order a detail address names, fetched ahead on a reload while the page's code loads. */
export function lossOrderDetailReads(params: URLSearchParams): PageRead[] {
  const id = lossOrderIdOf(params);
  return id === null ? [] : [pageRead(lossOrder.getDetail, { id })];
}

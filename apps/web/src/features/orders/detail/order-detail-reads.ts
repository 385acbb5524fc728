import { order } from '@portal/contract';
import { type PageRead, pageRead } from '../../../shared/api/page-data';
import { orderIdOf } from '../order-paths';

/** The order a detail address names, fetched ahead on a reload while the page's code loads. */
export function orderDetailReads(params: URLSearchParams): PageRead[] {
  const id = orderIdOf(params);
  return id === null ? [] : [pageRead(order.getOrderDetail, { id })];
}

import type { OrderStatusTab } from '@portal/contract';
import { pagePath } from '../../shared/routing/page-path';

/** Where the order pages live (spec section 2 quotes /order/order-list). */
export const ORDER_LIST_PATH = pagePath('order/list');
export const ORDER_CREATE_PATH = pagePath('order/create');
export const ORDER_EDIT_PATH = pagePath('order/edit');
export const ORDER_DETAIL_PATH = pagePath('order/detail');

/** The order pages' address parameter naming the order; it also keys their tabs (one tab per order). */
export const ORDER_ID_PARAM = 'id';

const withId = (path: string, id: number) => `${path}?${new URLSearchParams({ [ORDER_ID_PARAM]: String(id) })}`;

export const orderEditPath = (id: number) => withId(ORDER_EDIT_PATH, id);
export const orderDetailPath = (id: number) => withId(ORDER_DETAIL_PATH, id);

/** The list at a status tab ('all' is the list's plain address). */
export function orderListPath(status: OrderStatusTab = 'all'): string {
  return status === 'all' ? ORDER_LIST_PATH : `${ORDER_LIST_PATH}?${new URLSearchParams({ status })}`;
}

/** The order id an address names, or null when it names none a row could have. */
export function orderIdOf(params: URLSearchParams): number | null {
  const raw = params.get(ORDER_ID_PARAM);
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

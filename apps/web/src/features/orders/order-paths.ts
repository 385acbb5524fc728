import type { OrderStatusTab } from '@portal/contract';
import { pagePath } from '../../shared/routing/page-path';
import type { OrderStep } from './form/step-fields';

/** Where the order pages live (spec section 2 quotes /order/order-list). */
export const ORDER_LIST_PATH = pagePath('order/list');
export const ORDER_CREATE_PATH = pagePath('order/create');
export const ORDER_EDIT_PATH = pagePath('order/edit');
export const ORDER_DETAIL_PATH = pagePath('order/detail');
/** The order form's second step (shipping and services), for a new order or, with `?id=`, an edited one. */
export const ORDER_NEXT_PATH = pagePath('order/next');

/** The order pages' address parameter naming the order; it also keys their tabs (one tab per order). */
export const ORDER_ID_PARAM = 'id';

const withId = (path: string, id: number) => `${path}?${new URLSearchParams({ [ORDER_ID_PARAM]: String(id) })}`;

export const orderEditPath = (id: number) => withId(ORDER_EDIT_PATH, id);
export const orderDetailPath = (id: number) => withId(ORDER_DETAIL_PATH, id);

/** The address of a step of the order form: the new order's, or the edited order's (`id`). */
export function orderStepPath(step: OrderStep, id?: number): string {
  if (step === 'shipping') return id === undefined ? ORDER_NEXT_PATH : withId(ORDER_NEXT_PATH, id);
  return id === undefined ? ORDER_CREATE_PATH : orderEditPath(id);
}

/** The step of the order form an address shows. */
export function orderStepAt(pathname: string): OrderStep {
  return pathname === ORDER_NEXT_PATH ? 'shipping' : 'draft';
}

/**
 * The form page an address belongs to: the next step continues the create form, or with an id
 * the edit form; it is shown in that page's tab (order-tabs.ts).
 */
export function orderFormPathOf(pathname: string, params: URLSearchParams): string {
  if (pathname !== ORDER_NEXT_PATH) return pathname;
  return params.has(ORDER_ID_PARAM) ? ORDER_EDIT_PATH : ORDER_CREATE_PATH;
}

/** The list at a status tab ('all' is the list's plain address). */
export function orderListPath(status: OrderStatusTab = 'all'): string {
  return status === 'all' ? ORDER_LIST_PATH : `${ORDER_LIST_PATH}?${new URLSearchParams({ status })}`;
}

/** The order id an address names, or null when it names none a row could have. */
export function orderIdOf(params: URLSearchParams): number | null {
  const raw = params.get(ORDER_ID_PARAM);
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

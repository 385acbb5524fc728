import { pagePath } from '../../shared/routing/page-path';

/** Where the loss-order pages live (from the menu registry). */
export const LOSS_ORDER_LIST_PATH = pagePath('loss-orders/list');
export const LOSS_ORDER_DETAIL_PATH = pagePath('loss-orders/detail');

/** The detail's address parameter naming the loss order; it also keys its tab (one tab per loss order). */
export const LOSS_ORDER_ID_PARAM = 'id';

export const lossOrderDetailPath = (id: number) =>
  `${LOSS_ORDER_DETAIL_PATH}?${new URLSearchParams({ [LOSS_ORDER_ID_PARAM]: String(id) })}`;

/** The loss order id an address names, or null when it names none a row could have. */
export function lossOrderIdOf(params: URLSearchParams): number | null {
  const raw = params.get(LOSS_ORDER_ID_PARAM);
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

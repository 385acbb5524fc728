import { pagePath } from '../../../shared/routing/page-path';

const ORDER_DETAIL_PATH = pagePath('order/detail');

/** The portal order a shop order became: the order detail page takes the order's id. */
export function orderDetailPath(id: number): string {
  return `${ORDER_DETAIL_PATH}?${new URLSearchParams({ id: String(id) })}`;
}

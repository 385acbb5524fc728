import type { WalletReferenceType } from '@portal/contract';
import { pagePath } from '../../shared/routing/page-path';

/** Pages a transaction links to, by what it belongs to (from the menu registry; all take `?id=`). */
const DETAIL_PAGES: Partial<Record<WalletReferenceType, string>> = {
  order: pagePath('order/detail'),
  inbound: pagePath('inbound/detail'),
  loss_order: pagePath('loss-orders/detail'),
};

/** The page of what a transaction belongs to, or null when it has no page of its own. */
export function referencePath(type: WalletReferenceType, id: number): string | null {
  const page = DETAIL_PAGES[type];
  return page ? `${page}?${new URLSearchParams({ id: String(id) })}` : null;
}

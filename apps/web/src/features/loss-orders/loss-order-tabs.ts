import type { PageTab } from '../../shared/tabs/page-tab';
import { keyTitle } from '../../shared/tabs/tab-title';
import { LOSS_ORDER_ID_PARAM } from './loss-order-paths';

/** Each loss order's detail is a tab of its own. */
export const LOSS_ORDER_DETAIL_TAB: PageTab = {
  keyParams: [LOSS_ORDER_ID_PARAM],
  title: () => keyTitle('lossOrders.titles.viewing'),
};

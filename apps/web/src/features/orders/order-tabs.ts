import type { PageTab } from '../../shared/tabs/page-tab';
import { keyTitle } from '../../shared/tabs/tab-title';
import { ORDER_ID_PARAM } from './order-paths';

/** Editing orders 5 and 9 are two tabs, each with its own half-filled form. */
export const ORDER_EDIT_TAB: PageTab = {
  keyParams: [ORDER_ID_PARAM],
  title: () => keyTitle('orderForm.titles.editing'),
};

/** Each order's detail is a tab of its own. */
export const ORDER_DETAIL_TAB: PageTab = {
  keyParams: [ORDER_ID_PARAM],
  title: () => keyTitle('orderDetail.titles.viewing'),
};

import type { PageTab } from '../../shared/tabs/page-tab';
import { keyTitle } from '../../shared/tabs/tab-title';
import { ORDER_ID_PARAM, ORDER_NEXT_PATH, orderFormPathOf } from './order-paths';

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

/**
 * The next step is shown in the tab of the form it continues (the new order's, or order 5's edit
 * tab), where the kept-alive form holds what was typed on the first step.
 */
export const ORDER_NEXT_TAB: PageTab = {
  keyParams: [ORDER_ID_PARAM],
  keyPath: (params) => orderFormPathOf(ORDER_NEXT_PATH, params),
  title: (params) => keyTitle(params.has(ORDER_ID_PARAM) ? 'orderForm.titles.editing' : 'orderForm.titles.create'),
};

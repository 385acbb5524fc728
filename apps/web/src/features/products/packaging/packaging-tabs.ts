import type { PageTab } from '../../../shared/tabs/page-tab';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { PACKAGING_ID_PARAM } from './packaging-paths';

/** A new item and editing items 5 and 9 are three tabs, each with its own half-filled form. */
export const PACKAGING_FORM_TAB: PageTab = {
  keyParams: [PACKAGING_ID_PARAM],
  title: (params) => (params.get(PACKAGING_ID_PARAM) ? keyTitle('packaging.titles.editing') : undefined),
};

/** Each item's detail is a tab of its own. */
export const PACKAGING_DETAIL_TAB: PageTab = {
  keyParams: [PACKAGING_ID_PARAM],
  title: () => keyTitle('packaging.titles.viewing'),
};

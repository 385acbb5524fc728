import type { PageTab } from '../../../shared/tabs/page-tab';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { PACKAGE_ID_PARAM } from './package-paths';

/** A new package and editing packages 5 and 9 are three tabs, each with its own half-filled form. */
export const PACKAGE_FORM_TAB: PageTab = {
  keyParams: [PACKAGE_ID_PARAM],
  title: (params) => (params.get(PACKAGE_ID_PARAM) ? keyTitle('packages.titles.editing') : undefined),
};

/** Each package's detail is a tab of its own. */
export const PACKAGE_DETAIL_TAB: PageTab = {
  keyParams: [PACKAGE_ID_PARAM],
  title: () => keyTitle('packages.titles.viewing'),
};

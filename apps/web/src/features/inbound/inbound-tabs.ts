import type { PageTab } from '../../shared/tabs/page-tab';
import { keyTitle } from '../../shared/tabs/tab-title';
import { INBOUND_ID_PARAM } from './inbound-paths';

/** Editing bookings 5 and 9 are two tabs, each with its own half-filled wizard. */
export const INBOUND_EDIT_TAB: PageTab = {
  keyParams: [INBOUND_ID_PARAM],
  title: () => keyTitle('inbound.wizard.titles.editing'),
};

/** Each booking's detail is a tab of its own. */
export const INBOUND_DETAIL_TAB: PageTab = {
  keyParams: [INBOUND_ID_PARAM],
  title: () => keyTitle('inbound.detail.titles.viewing'),
};

import type { PageTab } from '../../shared/tabs/page-tab';
import { keyTitle } from '../../shared/tabs/tab-title';
import { PARCEL_ID_PARAM } from './parcel-paths';

/** Each parcel order's detail is a tab of its own. */
export const PARCEL_DETAIL_TAB: PageTab = {
  keyParams: [PARCEL_ID_PARAM],
  title: () => keyTitle('parcels.detail.viewing'),
};

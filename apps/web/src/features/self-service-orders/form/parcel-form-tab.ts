import type { PageTab } from '../../../shared/tabs/page-tab';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { PARCEL_ID_PARAM } from '../parcel-paths';

/** Each draft being edited is a tab of its own, titled by its number once loaded. */
export const PARCEL_EDIT_TAB: PageTab = {
  keyParams: [PARCEL_ID_PARAM],
  title: () => keyTitle('parcelForm.titles.editing'),
};

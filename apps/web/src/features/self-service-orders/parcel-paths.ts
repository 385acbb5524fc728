import type { ParcelStatusTab } from '@portal/contract';
import { pagePath } from '../../shared/routing/page-path';

/** Where the self-service parcel order pages live (spec: "Self-service order (with details)", issue 27). */
export const PARCEL_LIST_PATH = pagePath('self-service-order/list');
export const PARCEL_CREATE_PATH = pagePath('self-service-order/create');
export const PARCEL_EDIT_PATH = pagePath('self-service-order/edit');
export const PARCEL_DETAIL_PATH = pagePath('self-service-order/detail');

/** The parcel pages' address parameter naming the parcel order; it also keys their tabs (one tab per parcel). */
export const PARCEL_ID_PARAM = 'id';

const withId = (path: string, id: number) => `${path}?${new URLSearchParams({ [PARCEL_ID_PARAM]: String(id) })}`;

export const parcelEditPath = (id: number) => withId(PARCEL_EDIT_PATH, id);
export const parcelDetailPath = (id: number) => withId(PARCEL_DETAIL_PATH, id);

/** The list at a status tab ('all' is the list's plain address). */
export function parcelListPath(status: ParcelStatusTab = 'all'): string {
  return status === 'all' ? PARCEL_LIST_PATH : `${PARCEL_LIST_PATH}?${new URLSearchParams({ status })}`;
}

/** The parcel order id an address names, or null when it names none a row could have. */
export function parcelIdOf(params: URLSearchParams): number | null {
  const raw = params.get(PARCEL_ID_PARAM);
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

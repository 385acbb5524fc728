import type { InboundStatusTab } from '@portal/contract';
import { pagePath } from '../../shared/routing/page-path';

/** Where the inbound pages live (the menu registry holds the paths). */
export const INBOUND_LIST_PATH = pagePath('inbound/list');
export const INBOUND_CREATE_PATH = pagePath('inbound/create');
export const INBOUND_EDIT_PATH = pagePath('inbound/edit');
export const INBOUND_DETAIL_PATH = pagePath('inbound/detail');

/** The address parameter naming the booking; it also keys the edit and detail tabs. */
export const INBOUND_ID_PARAM = 'id';

const withId = (path: string, id: number) => `${path}?${new URLSearchParams({ [INBOUND_ID_PARAM]: String(id) })}`;

export const inboundEditPath = (id: number) => withId(INBOUND_EDIT_PATH, id);
export const inboundDetailPath = (id: number) => withId(INBOUND_DETAIL_PATH, id);

export function inboundListPath(status: InboundStatusTab = 'all'): string {
  return status === 'all' ? INBOUND_LIST_PATH : `${INBOUND_LIST_PATH}?${new URLSearchParams({ status })}`;
}

/** The booking id an address names, or null when it names none a row could have. */
export function inboundIdOf(params: URLSearchParams): number | null {
  const raw = params.get(INBOUND_ID_PARAM);
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The warehouses' inbound guidelines, of one warehouse when the wizard has chosen it. */
export function inboundGuidelinesPath(warehouseId: number | null): string {
  const path = pagePath('help/inbound-guidelines');
  return warehouseId === null ? path : `${path}?${new URLSearchParams({ warehouse: String(warehouseId) })}`;
}

import { pagePath } from '../../../shared/routing/page-path';

/** Where the merchant's own packaging lives (beside the packages, under Products). */
export const PACKAGING_LIST_PATH = pagePath('products/packaging');
export const PACKAGING_FORM_PATH = pagePath('products/packaging/add');
export const PACKAGING_DETAIL_PATH = pagePath('products/packaging/detail');

/** The form's and the detail's address parameter: which item. It also keys their tabs. */
export const PACKAGING_ID_PARAM = 'id';

export function packagingFormPath(id?: number): string {
  return id ? `${PACKAGING_FORM_PATH}?${PACKAGING_ID_PARAM}=${id}` : PACKAGING_FORM_PATH;
}

export function packagingDetailPath(id: number): string {
  return `${PACKAGING_DETAIL_PATH}?${PACKAGING_ID_PARAM}=${id}`;
}

/** The item id an address names: a positive whole number, or null (a new form), or 'invalid'. */
export function packagingIdOf(params: URLSearchParams): number | null | 'invalid' {
  const raw = params.get(PACKAGING_ID_PARAM);
  if (raw === null) return null;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) <= 0) return 'invalid';
  return Number(raw);
}

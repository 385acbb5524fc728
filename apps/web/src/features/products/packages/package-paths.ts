import { pagePath } from '../../../shared/routing/page-path';

/** Where the packages live (spec section 2's help-text path /products/packages). */
export const PACKAGE_LIST_PATH = pagePath('products/packages');
export const PACKAGE_FORM_PATH = pagePath('products/packages/add');
export const PACKAGE_DETAIL_PATH = pagePath('products/packages/detail');

/** The form's and the detail's address parameter: which package. It also keys their tabs. */
export const PACKAGE_ID_PARAM = 'id';

/** The form's address: a new package, or `?id=` to edit one. */
export function packageFormPath(id?: number): string {
  return id ? `${PACKAGE_FORM_PATH}?${PACKAGE_ID_PARAM}=${id}` : PACKAGE_FORM_PATH;
}

export function packageDetailPath(id: number): string {
  return `${PACKAGE_DETAIL_PATH}?${PACKAGE_ID_PARAM}=${id}`;
}

/** The package id an address names: a positive whole number, or null (a new form; a detail that cannot exist). */
export function packageIdOf(params: URLSearchParams): number | null | 'invalid' {
  const raw = params.get(PACKAGE_ID_PARAM);
  if (raw === null) return null;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) <= 0) return 'invalid';
  return Number(raw);
}

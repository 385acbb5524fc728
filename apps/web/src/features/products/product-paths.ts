import { pagePath } from '../../shared/routing/page-path';

/** Where the SKU list lives (spec section 2 quotes /productsList). */
export const PRODUCT_LIST_PATH = pagePath('products/list');
export const PRODUCT_FORM_PATH = pagePath('products/add');

/** The SKU form's address parameters: which SKU, and whether read-only. They also key its tabs. */
export const PRODUCT_FORM_PARAMS = { id: 'id', mode: 'mode' } as const;
export const VIEW_MODE = 'view';

/** The form's address: a new SKU, `?id=` to edit one, `&mode=view` for its read-only detail. */
export function productFormPath(target: { id?: number; view?: boolean } = {}): string {
  if (!target.id) return PRODUCT_FORM_PATH;
  const params = new URLSearchParams({ [PRODUCT_FORM_PARAMS.id]: String(target.id) });
  if (target.view) params.set(PRODUCT_FORM_PARAMS.mode, VIEW_MODE);
  return `${PRODUCT_FORM_PATH}?${params}`;
}

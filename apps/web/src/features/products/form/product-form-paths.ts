/** Where the SKU list lives (spec section 2 quotes /productsList). */
export const PRODUCT_LIST_PATH = '/productsList';
export const PRODUCT_FORM_PATH = '/products/add';

/** The form's address: a new SKU, `?id=` to edit one, `&mode=view` for its read-only detail. */
export function productFormPath(target: { id?: number; view?: boolean } = {}): string {
  if (!target.id) return PRODUCT_FORM_PATH;
  return `${PRODUCT_FORM_PATH}?id=${target.id}${target.view ? '&mode=view' : ''}`;
}

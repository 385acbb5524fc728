import type { PageTab } from '../../../shared/tabs/page-tab';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { PRODUCT_FORM_PARAMS, VIEW_MODE } from '../product-paths';

/**
 * /products/add keeps one tab per SKU and mode: a new SKU, editing SKU 5 and viewing it are three
 * tabs, each with its own title and its own half-filled form.
 */
export const PRODUCT_FORM_TAB: PageTab = {
  keyParams: [PRODUCT_FORM_PARAMS.id, PRODUCT_FORM_PARAMS.mode],
  title(params) {
    if (!params.get(PRODUCT_FORM_PARAMS.id)) return undefined;
    const viewing = params.get(PRODUCT_FORM_PARAMS.mode) === VIEW_MODE;
    return keyTitle(viewing ? 'productForm.titles.viewing' : 'productForm.titles.editing');
  },
};

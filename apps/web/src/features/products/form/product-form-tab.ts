import type { PageTab } from '../../../shared/tabs/page-tab';
import { keyTitle } from '../../../shared/tabs/tab-title';

/**
 * /products/add keeps one tab per SKU and mode: a new SKU, editing SKU 5 and viewing it are three
 * tabs, each with its own title and its own half-filled form.
 */
export const PRODUCT_FORM_TAB: PageTab = {
  keyParams: ['id', 'mode'],
  title(params) {
    if (!params.get('id')) return undefined;
    return keyTitle(params.get('mode') === 'view' ? 'productForm.titles.viewing' : 'productForm.titles.editing');
  },
};

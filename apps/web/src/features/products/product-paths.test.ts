import { describe, expect, it } from 'vitest';
import { productPageTarget } from './form/use-product-page-params';
import { PRODUCT_FORM_PATH, PRODUCT_LIST_PATH, productFormPath } from './product-paths';

describe('SKU paths', () => {
  it('come from the menu registry', () => {
    expect(PRODUCT_LIST_PATH).toBe('/productsList');
    expect(PRODUCT_FORM_PATH).toBe('/products/add');
  });

  it('open the form for a new SKU, an edit or a detail, as the form reads its address', () => {
    expect(productFormPath()).toBe('/products/add');
    expect(productFormPath({ id: 5 })).toBe('/products/add?id=5');
    expect(productFormPath({ id: 5, view: true })).toBe('/products/add?id=5&mode=view');
    const search = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');
    expect(productPageTarget(search(productFormPath({ id: 5, view: true })))).toEqual({ kind: 'view', id: 5 });
    expect(productPageTarget(search(productFormPath({ id: 5 })))).toEqual({ kind: 'edit', id: 5 });
    expect(productPageTarget(search(productFormPath()))).toEqual({ kind: 'new' });
  });
});

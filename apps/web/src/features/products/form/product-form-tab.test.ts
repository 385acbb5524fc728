import { describe, expect, it } from 'vitest';
import { tabKeyFor } from '../../../shared/tabs/page-tab';
import { PRODUCT_FORM_TAB } from './product-form-tab';
import { productPageTarget } from './use-product-page-params';

const title = (search: string) => PRODUCT_FORM_TAB.title?.(new URLSearchParams(search));
const key = (search: string) => tabKeyFor('/products/add', search, PRODUCT_FORM_TAB.keyParams);

describe('the SKU form page and its tabs', () => {
  it('gives a new SKU, an edit and a detail tabs of their own', () => {
    expect(key('')).toBe('/products/add');
    expect(key('?id=5')).toBe('/products/add?id=5');
    expect(key('?id=5&mode=view')).toBe('/products/add?id=5&mode=view');
    expect(key('?id=9')).not.toBe(key('?id=5'));
  });

  it('titles an edit and a detail before the SKU has loaded; a new SKU keeps the menu title', () => {
    expect(title('')).toBeUndefined();
    expect(title('?id=5')).toEqual({ key: 'productForm.titles.editing' });
    expect(title('?id=5&mode=view')).toEqual({ key: 'productForm.titles.viewing' });
  });

  it('reads the address: new, edit, view, or an id that cannot be a SKU', () => {
    const target = (search: string) => productPageTarget(new URLSearchParams(search));
    expect(target('')).toEqual({ kind: 'new' });
    expect(target('?id=5')).toEqual({ kind: 'edit', id: 5 });
    expect(target('?id=5&mode=view')).toEqual({ kind: 'view', id: 5 });
    for (const bad of ['?id=abc', '?id=0', '?id=-3', '?id=1.5', '?id=', '?id=12345678901']) {
      expect(target(bad)).toEqual({ kind: 'invalid' });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { missingPages, PAGES } from './page-registry';
import { pageAt } from './preload-page';

describe('page registry', () => {
  it('has a page for every menu entry the server can send', () => {
    expect(missingPages()).toEqual([]);
  });

  it('finds the page a reload opens, to fetch its code and first reads ahead', () => {
    for (const page of PAGES.filter((p) => p.path)) expect(pageAt(page.path ?? '')).toBe(page);
    expect(pageAt('/')?.component).toBe('dashboard/workplace');
    expect(pageAt('/productsList')?.component).toBe('products/list');
    expect(pageAt('/products/add')?.component).toBe('products/add');
    expect(pageAt('/no/such/page')).toBeUndefined();
  });
});

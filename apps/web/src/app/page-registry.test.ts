import { describe, expect, it } from 'vitest';
import { PAGE_LOADERS, pageComponentAt } from './page-loaders';
import { missingPages, PAGES } from './page-registry';

describe('page registry', () => {
  it('has a page for every menu entry the server can send', () => {
    expect(missingPages()).toEqual([]);
  });

  it('loads each page by the code the first screen fetches ahead, for its own address', () => {
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(PAGES.map((page) => page.component).sort());
    for (const page of PAGES.filter((p) => p.path)) expect(pageComponentAt(page.path ?? '')).toBe(page.component);
    expect(pageComponentAt('/')).toBe('dashboard/workplace');
    expect(pageComponentAt('/productsList')).toBe('products/list');
    expect(pageComponentAt('/no/such/page')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { pageTabKey, tabKeyFor } from './page-tab';

describe('tabKeyFor', () => {
  it('is the path for a page that names no key parameters', () => {
    expect(tabKeyFor('/productsList', '?page=2&sku=A')).toBe('/productsList');
  });

  it('adds the key parameters present, in the page order, and nothing else', () => {
    const keys = ['id', 'mode'];
    expect(tabKeyFor('/products/add', '', keys)).toBe('/products/add');
    expect(tabKeyFor('/products/add', '?id=5', keys)).toBe('/products/add?id=5');
    expect(tabKeyFor('/products/add', '?mode=view&x=1&id=5', keys)).toBe('/products/add?id=5&mode=view');
  });
});

describe('pageTabKey', () => {
  it('is the tab of the page an address continues, keyed by its parameters', () => {
    const next = { keyParams: ['id'], keyPath: (params: URLSearchParams) => (params.has('id') ? '/edit' : '/create') };
    expect(pageTabKey(next, '/next', '')).toBe('/create');
    expect(pageTabKey(next, '/next', '?id=5&x=1')).toBe('/edit?id=5');
    expect(pageTabKey({ keyParams: ['id'] }, '/edit', '?id=5')).toBe('/edit?id=5');
  });
});

import { productFilterSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './list-url-state';

const read = (search: string) => readListState(new URLSearchParams(search), productFilterSchema);

describe('list state in the address', () => {
  it('round-trips filters, page and page size', () => {
    const state = { filters: { sku: 'A-1\nB-2', name: 'mug', category_id: '7' }, page: 3, pageSize: 50 };
    const search = writeListState(new URLSearchParams(), productFilterSchema, state).toString();
    expect(read(search)).toEqual(state);
  });

  it('leaves the first page, the default page size and empty filters out of the address', () => {
    const search = writeListState(new URLSearchParams(), productFilterSchema, {
      filters: { name: '', barcode: undefined },
      page: 1,
      pageSize: 20,
    });
    expect(search.toString()).toBe('');
    expect(read('')).toEqual({ filters: {}, page: 1, pageSize: 20 });
  });

  it('keeps parameters that are not the list’s and replaces its own', () => {
    const current = new URLSearchParams('tab=shipped&name=old&page=4');
    const next = writeListState(current, productFilterSchema, { filters: { barcode: 'X1' }, page: 1, pageSize: 100 });
    expect(Object.fromEntries(next)).toEqual({ tab: 'shipped', barcode: 'X1', page_size: '100' });
  });

  it('accepts only the contract’s page sizes and whole pages', () => {
    for (const size of [10, 20, 30, 50, 100, 200]) expect(read(`page_size=${size}`).pageSize).toBe(size);
    expect(read('page_size=25').pageSize).toBe(20);
    expect(read('page_size=abc&page=0').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
  });

  it('drops a filter the contract would refuse, so the list still loads', () => {
    expect(read('category_id=abc&created_from=yesterday&name=mug').filters).toEqual({ name: 'mug' });
    expect(
      read(`sku=${encodeURIComponent(Array.from({ length: 5001 }, (_, i) => `S${i}`).join('\n'))}`).filters,
    ).toEqual({});
  });
});

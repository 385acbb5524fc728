import { order, PRODUCT_SORT_FIELDS, productFilterSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ListSpec, listQueryOf, readListState, writeListState } from './list-url-state';

const spec: ListSpec<typeof productFilterSchema> = {
  filterSchema: productFilterSchema,
  sortFields: PRODUCT_SORT_FIELDS,
};
const read = (search: string) => readListState(new URLSearchParams(search), spec);

describe('list state in the address', () => {
  it('round-trips filters, page, page size and order', () => {
    const state = {
      filters: { sku: 'A-1\nB-2', name: 'mug', category_id: '7' },
      page: 3,
      pageSize: 50,
      sort: { by: 'declared_value', order: 'desc' as const },
    };
    const search = writeListState(new URLSearchParams(), spec, state).toString();
    expect(read(search)).toEqual(state);
  });

  it('leaves the first page, the default page size, the list’s own order and empty filters out', () => {
    const search = writeListState(new URLSearchParams(), spec, {
      filters: { name: '', barcode: undefined },
      page: 1,
      pageSize: 20,
    });
    expect(search.toString()).toBe('');
    expect(read('')).toEqual({ filters: {}, page: 1, pageSize: 20, sort: undefined });
  });

  it('keeps parameters that are not the list’s and replaces its own', () => {
    const current = new URLSearchParams('tab=shipped&name=old&page=4&sort_by=sku');
    const next = writeListState(current, spec, { filters: { barcode: 'X1' }, page: 1, pageSize: 100 });
    expect(Object.fromEntries(next)).toEqual({ tab: 'shipped', barcode: 'X1', page_size: '100' });
  });

  it('accepts only the contract’s page sizes, whole pages and sort fields', () => {
    for (const size of [10, 20, 30, 50, 100, 200]) expect(read(`page_size=${size}`).pageSize).toBe(size);
    expect(read('page_size=25').pageSize).toBe(20);
    expect(read('page_size=abc&page=0').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
    expect(read('sort_by=password').sort).toBeUndefined();
    expect(read('sort_by=sku&sort_order=sideways').sort).toEqual({ by: 'sku', order: 'asc' });
  });

  it('drops a filter the contract would refuse, so the list still loads', () => {
    expect(read('category_id=abc&created_from=yesterday&name=mug').filters).toEqual({ name: 'mug' });
    expect(
      read(`sku=${encodeURIComponent(Array.from({ length: 5001 }, (_, i) => `S${i}`).join('\n'))}`).filters,
    ).toEqual({});
  });

  it('gives the operation’s query exactly as the list asks it', () => {
    expect(listQueryOf(new URLSearchParams('name=mug&sort_by=sku&sort_order=desc&page=2'), spec)).toEqual({
      name: 'mug',
      page: 2,
      page_size: 20,
      sort_by: 'sku',
      sort_order: 'desc',
    });
  });

  describe('a list with a scope (the order list’s status tab)', () => {
    const scoped: ListSpec<typeof order.orderFilterSchema> = {
      filterSchema: order.orderFilterSchema,
      scopeSchema: z.object({ status: order.orderStatusTabSchema }),
    };

    it('asks the operation with the scope and keeps it when the filters change', () => {
      const params = new URLSearchParams('status=approving&sku=MUG-01&page=3');
      expect(listQueryOf(params, scoped)).toEqual({ sku: 'MUG-01', status: 'approving', page: 3, page_size: 20 });
      const state = readListState(params, scoped);
      const next = writeListState(params, scoped, { ...state, filters: { country: 'DE' }, page: 1 });
      expect(Object.fromEntries(next)).toEqual({ status: 'approving', country: 'DE' });
    });

    it('writes a new scope and leaves out one the contract refuses', () => {
      const params = new URLSearchParams('status=approving');
      const state = readListState(params, scoped);
      expect(Object.fromEntries(writeListState(params, scoped, { ...state, scope: { status: 'shipped' } }))).toEqual({
        status: 'shipped',
      });
      expect(Object.fromEntries(writeListState(params, scoped, { ...state, scope: {} }))).toEqual({});
      expect(readListState(new URLSearchParams('status=lost'), scoped).scope).toEqual({});
    });
  });
});

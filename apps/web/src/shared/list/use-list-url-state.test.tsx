import { PRODUCT_SORT_FIELDS, productFilterSchema } from '@portal/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { useListUrlState } from './use-list-url-state';

const spec = { filterSchema: productFilterSchema, sortFields: PRODUCT_SORT_FIELDS };

function Probe() {
  const list = useListUrlState(spec);
  return (
    <div>
      <output data-testid="query">{JSON.stringify(list.query)}</output>
      <button type="button" onClick={() => list.setPage(3, list.pageSize)}>
        page 3
      </button>
      <button type="button" onClick={() => list.setPage(3, 100)}>
        size 100
      </button>
      <button type="button" onClick={() => list.setFilters({ name: 'mug' })}>
        filter
      </button>
      <button type="button" onClick={() => list.setSort({ by: 'sku', order: 'desc' })}>
        sort
      </button>
      <button type="button" onClick={list.resetFilters}>
        reset
      </button>
    </div>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('useListUrlState', { timeout: 20_000 }, () => {
  it('reads the list from the address and writes changes back to it', () => {
    renderWithApp(<Probe />, { route: '/productsList?name=cup&page=2&page_size=50' });
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '')).toEqual({ name: 'cup', page: 2, page_size: 50 });

    fireEvent.click(screen.getByText('page 3'));
    expect(location()).toBe('/productsList?name=cup&page=3&page_size=50');
    // Another page size, other filters or another order start again from the first page.
    fireEvent.click(screen.getByText('size 100'));
    expect(location()).toBe('/productsList?name=cup&page_size=100');
    fireEvent.click(screen.getByText('page 3'));
    fireEvent.click(screen.getByText('filter'));
    expect(location()).toBe('/productsList?name=mug&page_size=100');
    fireEvent.click(screen.getByText('page 3'));
    fireEvent.click(screen.getByText('sort'));
    expect(location()).toBe('/productsList?name=mug&page_size=100&sort_by=sku&sort_order=desc');
    fireEvent.click(screen.getByText('reset'));
    expect(location()).toBe('/productsList?page_size=100&sort_by=sku&sort_order=desc');
  });
});

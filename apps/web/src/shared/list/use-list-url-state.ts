import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  type FilterValues,
  type ListState,
  listQuery,
  readListState,
  writeListState,
} from './list-url-state';

/**
 * A list's filters, page and page size, kept in the address: a reload, a shared link or the back
 * button shows the same list. `query` is what the list operation takes.
 */
export function useListUrlState<S extends z.ZodObject>(filterSchema: S, defaultPageSize = DEFAULT_PAGE_SIZE) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(
    () => readListState(params, filterSchema, defaultPageSize),
    [params, filterSchema, defaultPageSize],
  );

  const update = useCallback(
    (change: (current: ListState<S>) => ListState<S>) => {
      setParams((current) => {
        const next = change(readListState(current, filterSchema, defaultPageSize));
        return writeListState(current, filterSchema, next, defaultPageSize);
      });
    },
    [setParams, filterSchema, defaultPageSize],
  );

  /** New filters start again from the first page. */
  const setFilters = useCallback(
    (filters: FilterValues<S>) => update((current) => ({ ...current, filters, page: 1 })),
    [update],
  );
  /** Another page size starts again from the first page, as the rows before it move. */
  const setPage = useCallback(
    (page: number, pageSize: number) =>
      update((current) => ({ ...current, page: pageSize === current.pageSize ? page : 1, pageSize })),
    [update],
  );
  const resetFilters = useCallback(() => update((current) => ({ ...current, filters: {}, page: 1 })), [update]);

  const query = useMemo(() => listQuery(state), [state]);
  /** Changes whenever the filters do (not the page): selections are dropped when it changes. */
  const filtersKey = useMemo(() => JSON.stringify(state.filters), [state.filters]);

  return { ...state, query, filtersKey, setFilters, setPage, resetFilters };
}

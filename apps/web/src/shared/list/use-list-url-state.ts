import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  type FilterValues,
  filtersKeyOf,
  type ListSort,
  type ListSpec,
  type ListState,
  listQuery,
  readListState,
  writeListState,
} from './list-url-state';

/**
 * A list's filters, page, page size and order, kept in the address: a reload, a shared link or the
 * back button shows the same list. `query` is what the list operation takes.
 */
export function useListUrlState<S extends z.ZodObject>(spec: ListSpec<S>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, spec), [params, spec]);

  const update = useCallback(
    (change: (current: ListState<S>) => ListState<S>) => {
      setParams((current) => writeListState(current, spec, change(readListState(current, spec))));
    },
    [setParams, spec],
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
  /** Another order starts again from the first page. */
  const setSort = useCallback(
    (sort: ListSort | undefined) => update((current) => ({ ...current, sort, page: 1 })),
    [update],
  );
  const resetFilters = useCallback(() => update((current) => ({ ...current, filters: {}, page: 1 })), [update]);
  /** Another scope (a status tab) keeps the filters and starts again from the first page. */
  const setScope = useCallback(
    (scope: Record<string, string>) => update((current) => ({ ...current, scope, page: 1 })),
    [update],
  );

  const query = useMemo(() => listQuery(state), [state]);
  /** Changes whenever the filters do (not the page or the scope): Search asks again when it has not. */
  const filtersKey = useMemo(() => filtersKeyOf(state.filters), [state.filters]);
  /** Changes whenever the rows a list can show do (its filters or its scope): ticked rows are dropped then. */
  const rowsKey = useMemo(() => filtersKeyOf({ ...state.filters, ...state.scope }), [state.filters, state.scope]);

  return { ...state, query, filtersKey, rowsKey, setFilters, setPage, setSort, setScope, resetFilters };
}

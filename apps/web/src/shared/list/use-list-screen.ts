import type { OperationDef, QueryOf } from '@portal/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { operationKey, useOperationQuery } from '../api/use-operation';
import {
  type FilterCodecs,
  type FilterFormValues,
  filtersToForm,
  formToFilters,
  type ListDefinition,
} from './list-definition';
import { filtersKeyOf } from './list-url-state';
import { useListUrlState } from './use-list-url-state';
import { useRowSelection } from './use-row-selection';

/**
 * A list screen's state and data from its definition: the address's filters, page and order, the
 * rows, the ticked rows, and Search. Search always asks the server again, even for the filters
 * already shown (a row changed elsewhere shows after Search), instead of answering from the cache.
 */
export function useListScreen<O extends OperationDef, S extends z.ZodObject, F extends FilterCodecs>(
  definition: ListDefinition<O, S, F>,
) {
  const url = useListUrlState(definition);
  const client = useQueryClient();
  // The address was checked against the contract (readListState), so it is the operation's query.
  const query = url.query as QueryOf<O>;
  // The previous page stays on screen while the next one loads, instead of an empty table.
  const rows = useOperationQuery(definition.operation, query, { placeholderData: keepPreviousData });
  const selection = useRowSelection(url.rowsKey);
  const formValues = useMemo(() => filtersToForm(definition, url.filters), [definition, url.filters]);
  const { refetch } = rows;
  const { filtersKey, setFilters } = url;

  const search = useCallback(
    (form: FilterFormValues<F>) => {
      const filters = formToFilters(definition, form);
      if (filtersKeyOf(filters) === filtersKey) {
        void refetch();
        return;
      }
      // Cached pages of other filters are marked old, so the filters searched are fetched afresh.
      void client.invalidateQueries({ queryKey: operationKey(definition.operation), refetchType: 'none' });
      setFilters(filters);
    },
    [definition, filtersKey, refetch, client, setFilters],
  );
  const reset = useCallback(() => search({}), [search]);

  return {
    ...url,
    definition,
    formValues,
    rows,
    selection,
    search,
    reset,
  };
}

export type ListScreen<O extends OperationDef, S extends z.ZodObject, F extends FilterCodecs> = ReturnType<
  typeof useListScreen<O, S, F>
>;

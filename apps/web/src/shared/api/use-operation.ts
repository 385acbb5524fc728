import {
  type ContentOf,
  changesWhatItShows,
  type OperationDef,
  type QueryOf,
  RESOURCES,
  type Resource,
} from '@portal/contract';
import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CallInput, callOperation } from './call-operation';

/** The second part of a read's query key: the resources its reply shows (the contract's `shows`). */
interface ShownTags {
  shows: readonly Resource[];
}

/**
 * A read's query key: its operation id, the resources it shows, then its input. Invalidating the
 * first part refreshes every page of the read; a write finds what it made old by the second.
 */
export function operationKey<O extends OperationDef>(operation: O, query?: QueryOf<O>) {
  const tags: ShownTags = { shows: operation.shows ?? [] };
  return query === undefined ? [operation.id, tags] : [operation.id, tags, query];
}

/** The resources a cached read shows, from its key (none for a key not built by `operationKey`). */
export function shownBy(key: QueryKey): readonly Resource[] {
  const tags = key[1];
  if (typeof tags !== 'object' || tags === null || !('shows' in tags) || !Array.isArray(tags.shows)) return [];
  return tags.shows.filter((tag): tag is Resource => RESOURCES.includes(tag));
}

/** A read of the contract; `silent` leaves its refusal to the screen (shown where it matters) instead of a toast. */
export function useOperationQuery<O extends OperationDef>(
  operation: O,
  query?: QueryOf<O>,
  { silent, ...options }: Omit<UseQueryOptions<ContentOf<O>>, 'queryKey' | 'queryFn'> & { silent?: boolean } = {},
) {
  return useQuery<ContentOf<O>>({
    queryKey: operationKey(operation, query),
    queryFn: () => callOperation(operation, { query, silent }),
    ...options,
  });
}

/**
 * Marks what a write changed as old: every cached read that shows a resource the write changes (the
 * contract's `changes` and `shows`). Reads on screen, a kept-alive tab's included, are refetched at
 * once; the others when next shown.
 */
export function useMarkStale(): (write: OperationDef) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    (write) => client.invalidateQueries({ predicate: (query) => changesWhatItShows(write, shownBy(query.queryKey)) }),
    [client],
  );
}

/**
 * A write; on success the reads showing what it changes (declared in the contract) are refetched.
 * `markStale: false` is for a write that ends the session it was sent with (the password change):
 * a refetch would meet "session expired" and leave for /login before the page has said what happened.
 */
export function useOperationMutation<O extends OperationDef>(
  operation: O,
  options: { silent?: boolean; markStale?: boolean } = {},
) {
  const markStale = useMarkStale();
  return useMutation<ContentOf<O>, Error, Omit<CallInput<O>, 'silent'> | undefined>({
    mutationFn: (input) => callOperation(operation, { ...input, silent: options.silent }),
    onSuccess: () => (options.markStale === false ? undefined : markStale(operation)),
  });
}

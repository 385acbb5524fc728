import { type ContentOf, type OperationDef, type QueryOf, staleReadsOf } from '@portal/contract';
import { type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CallInput, callOperation } from './call-operation';

/** Query keys start with the operation id, so invalidating an operation refreshes every page that read it. */
export function operationKey<O extends OperationDef>(operation: O, query?: QueryOf<O>) {
  return query === undefined ? [operation.id] : [operation.id, query];
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
 * Marks what a write changed as old: every cached page of each read the contract declares stale
 * after it (`staleReadsOf`); those on screen are refetched at once, the others when next shown.
 */
export function useMarkStale(): (write: OperationDef) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (write) => {
      await Promise.all(staleReadsOf(write).map((read) => client.invalidateQueries({ queryKey: operationKey(read) })));
    },
    [client],
  );
}

/** A write; on success the reads it makes stale (declared in the contract) are refetched. */
export function useOperationMutation<O extends OperationDef>(operation: O, options: { silent?: boolean } = {}) {
  const markStale = useMarkStale();
  return useMutation<ContentOf<O>, Error, Omit<CallInput<O>, 'silent'> | undefined>({
    mutationFn: (input) => callOperation(operation, { ...input, silent: options.silent }),
    onSuccess: () => markStale(operation),
  });
}

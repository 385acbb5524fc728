import type { ContentOf, OperationDef, QueryOf } from '@portal/contract';
import { type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, callOperation } from './call-operation';

/** Query keys start with the operation id, so invalidating an operation refreshes every page that read it. */
export function operationKey<O extends OperationDef>(operation: O, query?: QueryOf<O>) {
  return query === undefined ? [operation.id] : [operation.id, query];
}

export function useOperationQuery<O extends OperationDef>(
  operation: O,
  query?: QueryOf<O>,
  options: Omit<UseQueryOptions<ContentOf<O>>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<ContentOf<O>>({
    queryKey: operationKey(operation, query),
    queryFn: () => callOperation(operation, { query }),
    ...options,
  });
}

/** A write; on success the named reads are refetched. */
export function useOperationMutation<O extends OperationDef>(
  operation: O,
  options: { invalidates?: OperationDef[]; silent?: boolean } = {},
) {
  const client = useQueryClient();
  return useMutation<ContentOf<O>, Error, Omit<CallInput<O>, 'silent'> | undefined>({
    mutationFn: (input) => callOperation(operation, { ...input, silent: options.silent }),
    onSuccess: async () => {
      await Promise.all((options.invalidates ?? []).map((op) => client.invalidateQueries({ queryKey: [op.id] })));
    },
  });
}

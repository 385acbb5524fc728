import { user } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../api/call-operation';
import { operationKey } from '../api/use-operation';
import { takePrefetchedCurrentUser } from './current-user-prefetch';

/**
 * The signed-in user (spec "Current user"); fetched once on the first guarded navigation, or
 * taken from the request the app started with (current-user-prefetch).
 */
export function useCurrentUser(enabled = true) {
  return useQuery({
    queryKey: operationKey(user.getCurrentUser),
    queryFn: () => takePrefetchedCurrentUser() ?? callOperation(user.getCurrentUser),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import { user } from '@portal/contract';
import { useOperationQuery } from '../api/use-operation';

/** The signed-in user (spec "Current user"); fetched once on the first guarded navigation. */
export function useCurrentUser(enabled = true) {
  return useOperationQuery(user.getCurrentUser, undefined, { enabled, staleTime: Number.POSITIVE_INFINITY });
}

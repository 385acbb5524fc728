import { user } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../api/call-operation';
import { operationKey } from '../api/use-operation';
import { setDisplayTimeZone } from '../format/date-time';
import { getToken } from '../storage/storage-keys';
import { takePrefetchedCurrentUser } from './current-user-prefetch';
import { followSavedLanguage } from './follow-saved-language';

/**
 * The signed-in user (spec "Current user"); fetched once on the first guarded navigation, or
 * taken from the request the app started with (current-user-prefetch). It sets the zone times are
 * shown in (`formatDateTime`) and, once a session, the account's saved language: the guard shows the
 * first screen only after this read, so it is drawn in that language from its first frame.
 */
export function useCurrentUser(enabled = true) {
  return useQuery({
    queryKey: operationKey(user.getCurrentUser),
    queryFn: async () => {
      const current = await (takePrefetchedCurrentUser() ?? callOperation(user.getCurrentUser));
      // Every time shown from here on reads in the account's zone.
      setDisplayTimeZone(current.time_zone);
      await followSavedLanguage(current.lang, getToken());
      return current;
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

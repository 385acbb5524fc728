import { user } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/api-error';
import { configureRequests } from '../shared/api/request';
import { operationKey } from '../shared/api/use-operation';
import { registerSessionCache } from '../shared/session/session-cache';

/** Imported only by the lazily loaded guarded area: the public pages do without TanStack Query. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal (error_code ≠ 0) will not change by asking again; only network failures are retried.
      retry: (count, error) => !(error instanceof ApiError && error.code > 0) && count < 2,
      // The browser's online flag is not the portal's reachability (a VPN, an office proxy, a network
      // change event): requests always go out, and a real failure says "please check your network".
      networkMode: 'always',
    },
    mutations: { networkMode: 'always' },
  },
});

// Signing in or out (even on a public page, once this has loaded) drops every cached reply.
registerSessionCache(() => queryClient.clear());

// A refusal for want of a right means the rights read with the user are old (the main account
// narrowed them): the user is read again, and the menu, routes and buttons follow at once.
configureRequests({
  onPermissionDenied: () => void queryClient.invalidateQueries({ queryKey: operationKey(user.getCurrentUser) }),
});

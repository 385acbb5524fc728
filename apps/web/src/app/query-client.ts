import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal (error_code ≠ 0) will not change by asking again; only network failures are retried.
      retry: (count, error) => !(error instanceof ApiError && error.code > 0) && count < 2,
    },
  },
});

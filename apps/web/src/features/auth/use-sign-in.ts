import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { setToken } from '../../shared/storage/storage-keys';

/** Keeps a new session's token and opens the portal; nothing cached from an earlier session survives. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (token: string, path: string) => {
      setToken(token);
      queryClient.removeQueries();
      void navigate(path, { replace: true });
    },
    [queryClient, navigate],
  );
}

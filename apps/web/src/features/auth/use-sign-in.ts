import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSessionCaches } from '../../shared/session/session-cache';
import { setToken } from '../../shared/storage/storage-keys';

/** Keeps a new session's token and opens the portal; nothing cached from an earlier session survives. */
export function useSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (token: string, path: string) => {
      setToken(token);
      clearSessionCaches();
      void navigate(path, { replace: true });
    },
    [navigate],
  );
}

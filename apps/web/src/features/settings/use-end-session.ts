import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearToken } from '../../shared/storage/storage-keys';
import { tabStore } from '../../shared/tabs/tab-store';

/** The public login route (app/paths owns the route table; features cannot import it). */
const LOGIN_PATH = '/login';

/**
 * Signs out locally: drops the token, the open tabs and every cached reply, then shows the login
 * page. The navigation goes first, so the guard never sees a signed-out shell and adds a `from` to
 * the URL.
 */
export function useEndSession(): () => void {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearToken();
    void navigate(LOGIN_PATH, { replace: true });
    tabStore.end();
    client.clear();
  }, [client, navigate]);
}

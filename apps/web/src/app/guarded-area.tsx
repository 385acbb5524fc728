import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../shared/session/use-current-user';
import { getToken, setToken } from '../shared/storage/storage-keys';
import { isGuardedPath } from './known-paths';
import { shellArea } from './lazy-areas';
import { PageFallback } from './page-fallback';
import { loginUrl } from './paths';
import { queryClient } from './query-client';

const NotFoundPage = lazy(() => import('../features/errors/public-not-found-page'));
const Shell = shellArea.Component;

/**
 * The router guard of spec section 2: a token in the query is stored; without a token, guarded
 * paths go to /login with `from`; the first guarded navigation fetches the user, and the shell
 * builds its routes from the user's menu_list.
 */
export default function GuardedArea() {
  // Only signed-in pages read through the query cache, so it loads with them.
  return (
    <QueryClientProvider client={queryClient}>
      <Guard />
    </QueryClientProvider>
  );
}

function Guard() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryToken = new URLSearchParams(location.search).get('token');
  if (queryToken) setToken(queryToken);
  const token = getToken();

  useEffect(() => {
    if (!queryToken) return;
    const params = new URLSearchParams(location.search);
    params.delete('token');
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
  }, [queryToken, location.pathname, location.search, navigate]);

  const currentUser = useCurrentUser(Boolean(token));
  if (!token) {
    return isGuardedPath(location.pathname) ? (
      <Navigate to={loginUrl(location.pathname + location.search)} replace />
    ) : (
      <NotFoundPage />
    );
  }
  if (!currentUser.data) return <PageFallback />;
  return <Shell user={currentUser.data} />;
}

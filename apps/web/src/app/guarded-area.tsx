import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, use, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { guideCodeIn, guideCodeSettled, guideUnread } from '../features/guide';
import '../shared/i18n/feature-texts';
import './antd-styles/signed-in-styles';
import { useCurrentUser } from '../shared/session/use-current-user';
import { getToken } from '../shared/storage/storage-keys';
import { useLinkToken } from './account-switch/use-link-token';
import { isGuardedPath } from './known-paths';
import { shellArea } from './lazy-shell-area';
import { PageFallback } from './page-fallback';
import { rememberGrants } from './page-grants';
import { PAGES } from './page-registry';
import { EXEMPT_PATHS, loginUrl } from './paths';
import { queryClient } from './query-client';

const NotFoundPage = lazy(() => import('../features/errors/public-not-found-page'));
const Shell = shellArea.Component;
const SHELL_PAGES = { pages: PAGES, exemptPaths: new Set<string>(EXEMPT_PATHS) };

/**
 * The router guard of spec section 2: a token in the query is stored (after asking, when another
 * account is signed in: `account-switch/`); without a token, guarded
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
  const link = useLinkToken();
  const token = getToken();
  const currentUser = useCurrentUser(Boolean(token) && link.settled);
  const menu = currentUser.data?.menu_list;
  // The next reload of this tab tells a forbidden page from the menu read now (app/page-grants).
  useEffect(() => {
    if (token && menu) rememberGrants(token, menu);
  }, [token, menu]);
  if (!link.settled) return link.prompt ?? <PageFallback />;
  if (!token) {
    return isGuardedPath(location.pathname) ? (
      <Navigate to={loginUrl(location.pathname + location.search)} replace />
    ) : (
      <NotFoundPage />
    );
  }
  if (!currentUser.data) return <PageFallback />;
  // A first sign-in's guide opens with the first screen, not a moment after it, over a form being
  // typed in: the shell waits for the guide's code (fetched from when the user answered).
  if (guideUnread(currentUser.data) && !guideCodeIn()) use(guideCodeSettled());
  return <Shell user={currentUser.data} pages={SHELL_PAGES} />;
}

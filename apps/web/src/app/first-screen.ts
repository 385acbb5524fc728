import type { CurrentUser } from '@portal/contract';
import { prefetchCurrentUser } from '../shared/session/current-user-prefetch';
import { getToken } from '../shared/storage/storage-keys';
import { pendingLinkToken } from './account-switch/link-token';
import { guardedArea } from './lazy-guarded-area';
import { shellArea } from './lazy-shell-area';
import { grantedPaths, knownGrants } from './page-grants';
import { PUBLIC_PATHS } from './paths';

/**
 * A signed-in reload starts everything its first screen needs at once, instead of one after the
 * other (app → guard → current user → shell → page → data): the current user and the page's first
 * reads are asked for, and the guard's, the shell's and the page's code download, while the app
 * itself starts. Settles once the guard's, the shell's and the page's code are in (or failed).
 */
export function startFirstScreen({ pathname, search }: { pathname: string; search: string }): Promise<void> {
  if ((PUBLIC_PATHS as readonly string[]).includes(pathname)) return Promise.resolve();
  // A token that came in the address is the guard's to store (it may belong to another account), so
  // nothing is asked for with the stored one. `captureLinkToken` has taken it out of the address already.
  const tokenInAddress = pendingLinkToken() !== null || new URLSearchParams(search).has('token');
  const token = getToken();
  if (!token && !tokenInAddress) return Promise.resolve();
  const user = token && !tokenInAddress ? prefetchCurrentUser() : null;
  const grants = token && !tokenInAddress ? startGrants(token, user) : null;
  const code = [
    guardedArea.preload(),
    shellArea.preload(),
    import('./preload-page').then((module) => module.preloadPageAt(pathname, search, grants)),
  ];
  // A part that failed to load is the render's to report, when it asks for that part again.
  return Promise.allSettled(code).then(() => undefined);
}

/**
 * What the session may open, for the page's reads: the grants this tab kept from the last time the
 * user was read (at once, so an allowed page's data is asked for with its code), else the menu of
 * the user asked for now. A page the user may not open asks for no data either way.
 */
function startGrants(
  token: string,
  user: Promise<CurrentUser> | null,
): ReadonlySet<string> | Promise<ReadonlySet<string>> {
  const known = knownGrants(token);
  if (known) return known;
  return user ? user.then((answer) => grantedPaths(answer.menu_list)) : new Set();
}

import type { CurrentUser } from '@portal/contract';
import { useEffect } from 'react';
import { HOME_PATH } from '../../shared/routing/home-path';
import type { Tab } from '../../shared/tabs/tab-model';
import { tabStore } from '../../shared/tabs/tab-store';
import type { RouteTable, ShellRoute } from '../routing/route-table';
import { tabForRoute } from './tab-for-route';

/** Whose tabs these are: an account of a merchant (sub-accounts have menus of their own). */
export function tabOwner(user: CurrentUser): string {
  return `${user.customer_id}:${user.customer_sub_account_id}`;
}

/**
 * Opens a tab for each page the user navigates to, except an error page (403, 404): it is shown
 * without a tab, and a saved tab that now resolves to one is not brought back. The tabs this account had open before a
 * reload come back (home first, pinned and not closable), each rebuilt for today's routes;
 * another account signing in on this browser starts with the home tab only.
 */
export function useOpenTabs(
  user: CurrentUser,
  table: RouteTable,
  pageAt: (pathname: string) => ShellRoute,
  route: ShellRoute | undefined,
  pathname: string,
  search: string,
  /** The navigation's own key (react-router's `location.key`), new at every navigation. */
  navigation: string,
) {
  const owner = tabOwner(user);
  useEffect(() => {
    tabStore.begin(owner, (saved) => rebuild(saved, pageAt));
  }, [owner, pageAt]);

  useEffect(() => {
    const home = table.granted.get(HOME_PATH);
    if (home) tabStore.open(tabForRoute(home, HOME_PATH, ''));
  }, [table]);

  // Each navigation, not each change of address: a tab closed while its address is shown, then
  // navigated to again before the page in between was drawn (React drops a transition's render that
  // a newer one overtakes), comes back with the same address as the last render's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `navigation` is the trigger, not an input.
  useEffect(() => {
    if (route && !route.errorPage) tabStore.open(tabForRoute(route, pathname, search));
  }, [route, pathname, search, navigation]);
}

/** A saved tab as this session routes it, keeping the title its page gave it. */
function rebuild(saved: Tab, pageAt: (pathname: string) => ShellRoute): Tab | null {
  const queryAt = saved.fullPath.indexOf('?');
  const pathname = queryAt >= 0 ? saved.fullPath.slice(0, queryAt) : saved.fullPath;
  const search = queryAt >= 0 ? saved.fullPath.slice(queryAt) : '';
  const route = pageAt(pathname);
  if (route.errorPage) return null;
  const tab = tabForRoute(route, pathname, search);
  // A title by key (one the page gave, "Edit SKU MUG-01") is kept; the menu's names are taken fresh.
  return 'key' in saved.title ? { ...tab, title: saved.title } : tab;
}

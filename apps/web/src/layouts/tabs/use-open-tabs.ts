import { useEffect } from 'react';
import { HOME_PATH } from '../../shared/routing/home-path';
import { tabStore } from '../../shared/tabs/tab-store';
import type { RouteTable, ShellRoute } from '../routing/route-table';
import { tabForRoute } from './tab-for-route';

/**
 * Opens a tab for each page the user navigates to. A new shell is a new session: it starts with
 * the home tab only (pinned first, not closable), not the previous user's tabs.
 */
export function useOpenTabs(table: RouteTable, route: ShellRoute | undefined, pathname: string, search: string) {
  useEffect(() => tabStore.clear(), []);

  useEffect(() => {
    const home = table.granted.get(HOME_PATH);
    if (home) tabStore.open(tabForRoute(home, HOME_PATH, ''));
  }, [table]);

  useEffect(() => {
    if (route) tabStore.open(tabForRoute(route, pathname, search));
  }, [route, pathname, search]);
}

import { pageTabKey } from '../../shared/tabs/page-tab';
import type { Tab } from '../../shared/tabs/tab-model';
import type { ShellRoute } from '../routing/route-table';

/** The tab for a page at an address: one per page and record (or the page it continues), returning to the full address. */
export function tabForRoute(route: ShellRoute, pathname: string, search: string): Tab {
  return {
    key: pageTabKey(route.tab, pathname, search),
    fullPath: `${pathname}${search}`,
    path: pathname,
    title: route.tab.title?.(new URLSearchParams(search)) ?? route.title,
    closable: route.closable,
    components: [route.component],
    meta: { keepAlive: route.keepAlive },
  };
}

/** The key of the tab showing an address. */
export function tabKeyOf(route: ShellRoute, pathname: string, search: string): string {
  return pageTabKey(route.tab, pathname, search);
}

import type { Tab } from '../../shared/tabs/tab-model';
import type { ShellRoute } from '../routing/route-table';

/** The tab for a page at an address: one per pathname, returning to the full address. */
export function tabForRoute(route: ShellRoute, pathname: string, search: string): Tab {
  return {
    key: pathname,
    fullPath: `${pathname}${search}`,
    path: pathname,
    title: route.title,
    closable: route.closable,
    components: [route.component],
    meta: { keepAlive: route.keepAlive },
  };
}

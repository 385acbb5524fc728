import type { Localized, MenuEntry } from '@portal/contract';
import type { ComponentType } from 'react';
import { HOME_PATH } from '../../shared/routing/home-path';
import type { PageTab } from '../../shared/tabs/page-tab';
import { keyTitle, localizedTitle, type TabTitle } from '../../shared/tabs/tab-title';
import type { PageDef } from './page-def';

/** A page the shell can show: what the router, the tab and the page title need. */
export interface ShellRoute {
  path: string;
  component: string;
  title: TabTitle;
  Page: ComponentType;
  keepAlive: boolean;
  closable: boolean;
  tab: PageTab;
  /** The menu entry highlighted while the page is shown (a hidden page's list). */
  menuPath: string;
  /** 403 or 404: shown where the address was asked for, without a tab of its own. */
  errorPage?: boolean;
}

export interface RouteTable {
  /** The pages this user may open, by path. */
  granted: Map<string, ShellRoute>;
  /** Menu groups without a page of their own, by path: they open their first page. */
  groups: Map<string, string>;
  forbidden: ShellRoute;
  notFound: ShellRoute;
}

/** A page of the menu registry: its name, and for a hidden page the entry it belongs to. */
export interface RegistryPage {
  title: Localized;
  highlight?: string;
}

export interface RouteSources {
  menuList: MenuEntry[];
  pages: PageDef[];
  /** Every page of the menu registry by path: one the user is not granted shows 403, not 404. */
  registry: ReadonlyMap<string, RegistryPage>;
  exemptPaths: ReadonlySet<string>;
}

export type Resolution = { kind: 'page'; route: ShellRoute } | { kind: 'redirect'; to: string };

const REDIRECT_PREFIX = '/redirect';
const FORBIDDEN = 'errors/403';
const NOT_FOUND = 'errors/404';

/** Routes from the server's menu_list and the page registry (spec section 2, "Router guard"). */
export function buildRouteTable(sources: RouteSources): RouteTable {
  const byComponent = new Map(sources.pages.map((page) => [page.component, page]));
  const granted = new Map<string, ShellRoute>();
  const groups = new Map<string, string>();
  for (const page of sources.pages) {
    if (page.path && page.titleKey) granted.set(page.path, toRoute(page, page.path, keyTitle(page.titleKey)));
  }
  const visit = (entries: MenuEntry[]): string | undefined => {
    let first: string | undefined;
    for (const entry of entries) {
      const page = entry.component ? byComponent.get(entry.component) : undefined;
      const title = localizedTitle({ en: entry.meta.title_en, zh_CN: entry.meta.title_cn });
      if (page) granted.set(entry.path, toRoute(page, entry.path, title));
      const firstChild = visit(entry.children);
      if (!page && firstChild) groups.set(entry.path, firstChild);
      if (!first && !entry.meta.hide) first = page ? entry.path : firstChild;
    }
    return first;
  };
  visit(sources.menuList);
  return {
    granted,
    groups,
    forbidden: staticRoute(FORBIDDEN),
    notFound: staticRoute(NOT_FOUND),
  };

  function toRoute(page: PageDef, path: string, title: TabTitle): ShellRoute {
    return {
      path,
      component: page.component,
      title,
      Page: page.Page,
      keepAlive: page.keepAlive ?? false,
      closable: page.closable ?? true,
      tab: page.tab ?? {},
      menuPath: sources.registry.get(path)?.highlight ?? path,
      errorPage: page.component === FORBIDDEN || page.component === NOT_FOUND,
    };
  }

  function staticRoute(component: string): ShellRoute {
    const page = byComponent.get(component);
    const route = page?.path ? granted.get(page.path) : undefined;
    if (!route) throw new Error(`The page registry has no titled static page ${component}`);
    return route;
  }
}

/**
 * What the shell shows at an address: a granted page, 403 for a registry page not granted, else
 * 404. An error page at another page's address is titled after that address, so two of them in
 * the tab bar can be told apart ("403 · Order List", "404 · /no/such/page").
 */
export function createResolver(table: RouteTable, sources: Pick<RouteSources, 'registry' | 'exemptPaths'>) {
  // One route object per address, so pages memoised on their route do not re-render.
  const errorRoutes = new Map<string, ShellRoute>();
  const errorRoute = (base: ShellRoute, pathname: string, name: Localized) => {
    const cacheKey = `${base.component} ${pathname}`;
    let route = errorRoutes.get(cacheKey);
    if (!route) {
      const code = base === table.forbidden ? '403' : '404';
      const title = localizedTitle({ en: `${code} · ${name.en}`, zh_CN: `${code} · ${name.zh_CN}` });
      route = { ...base, title, menuPath: pathname };
      errorRoutes.set(cacheKey, route);
    }
    return route;
  };

  return function resolve(pathname: string, search = ''): Resolution {
    if (pathname === '/') return { kind: 'redirect', to: HOME_PATH };
    if (pathname === REDIRECT_PREFIX || pathname.startsWith(`${REDIRECT_PREFIX}/`)) {
      return { kind: 'redirect', to: `${pathname.slice(REDIRECT_PREFIX.length) || HOME_PATH}${search}` };
    }
    const route = table.granted.get(pathname);
    if (route) return { kind: 'page', route };
    const groupTarget = table.groups.get(pathname);
    if (groupTarget) return { kind: 'redirect', to: groupTarget };
    const registered = sources.registry.get(pathname);
    if (registered && !sources.exemptPaths.has(pathname)) {
      return { kind: 'page', route: errorRoute(table.forbidden, pathname, registered.title) };
    }
    return { kind: 'page', route: errorRoute(table.notFound, pathname, { en: pathname, zh_CN: pathname }) };
  };
}

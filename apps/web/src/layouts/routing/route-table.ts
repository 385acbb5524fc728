import type { Localized, MenuEntry } from '@portal/contract';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageDef } from '../../app/page-registry';
import { HOME_PATH } from '../../shared/routing/home-path';

/** A page the shell can show: what the router, the tab and the page title need. */
export interface ShellRoute {
  path: string;
  component: string;
  title: Localized;
  Page: LazyExoticComponent<ComponentType>;
  keepAlive: boolean;
  closable: boolean;
}

export interface RouteTable {
  /** The pages this user may open, by path. */
  granted: Map<string, ShellRoute>;
  /** Menu groups without a page of their own, by path: they open their first page. */
  groups: Map<string, string>;
  forbidden: ShellRoute;
  notFound: ShellRoute;
}

export interface RouteSources {
  menuList: MenuEntry[];
  pages: PageDef[];
  /** Every path of the menu registry: one the user is not granted shows 403, not 404. */
  registryPaths: ReadonlySet<string>;
  exemptPaths: ReadonlySet<string>;
  /** A static page's title in both languages. */
  localize(page: PageDef): Localized;
}

export type Resolution = { kind: 'page'; route: ShellRoute } | { kind: 'redirect'; to: string };

const REDIRECT_PREFIX = '/redirect';

/** Routes from the server's menu_list and the page registry (spec section 2, "Router guard"). */
export function buildRouteTable(sources: RouteSources): RouteTable {
  const byComponent = new Map(sources.pages.map((page) => [page.component, page]));
  const granted = new Map<string, ShellRoute>();
  const groups = new Map<string, string>();
  for (const page of sources.pages) {
    if (page.path) granted.set(page.path, toRoute(page, page.path, sources.localize(page)));
  }
  const visit = (entries: MenuEntry[]): string | undefined => {
    let first: string | undefined;
    for (const entry of entries) {
      const page = entry.component ? byComponent.get(entry.component) : undefined;
      const title = { en: entry.meta.title_en, zh_CN: entry.meta.title_cn };
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
    forbidden: staticRoute(sources, 'errors/403'),
    notFound: staticRoute(sources, 'errors/404'),
  };

  function toRoute(page: PageDef, path: string, title: Localized): ShellRoute {
    return {
      path,
      component: page.component,
      title,
      Page: page.Page,
      keepAlive: page.keepAlive ?? false,
      closable: page.closable ?? true,
    };
  }

  function staticRoute(from: RouteSources, component: string): ShellRoute {
    const page = byComponent.get(component);
    if (!page?.path) throw new Error(`The page registry has no static page ${component}`);
    return toRoute(page, page.path, from.localize(page));
  }
}

/** What the shell shows at `pathname`: a granted page, 403 for a registry page not granted, else 404. */
export function resolvePath(
  table: RouteTable,
  pathname: string,
  search: string,
  sources: Pick<RouteSources, 'registryPaths' | 'exemptPaths'>,
): Resolution {
  if (pathname === '/') return { kind: 'redirect', to: HOME_PATH };
  if (pathname === REDIRECT_PREFIX || pathname.startsWith(`${REDIRECT_PREFIX}/`)) {
    return { kind: 'redirect', to: `${pathname.slice(REDIRECT_PREFIX.length) || HOME_PATH}${search}` };
  }
  const route = table.granted.get(pathname);
  if (route) return { kind: 'page', route };
  const groupTarget = table.groups.get(pathname);
  if (groupTarget) return { kind: 'redirect', to: groupTarget };
  if (sources.registryPaths.has(pathname) && !sources.exemptPaths.has(pathname)) {
    return { kind: 'page', route: table.forbidden };
  }
  return { kind: 'page', route: table.notFound };
}

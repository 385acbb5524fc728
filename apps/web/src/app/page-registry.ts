import { registryComponents } from '@portal/contract';
import type { ParseKeys } from 'i18next';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The one registry of guarded pages. Menu pages are keyed by the `component` the server sends in
 * menu_list (see MENU_REGISTRY in the contract); static pages are always routable. It feeds the
 * router, the tab titles and page titles; the menu comes from menu_list.
 */
export interface PageDef {
  /** Key in menu_list (`component`), or a static page's own key. */
  component: string;
  /** The path for static pages; menu pages take theirs from menu_list. */
  path?: string;
  /** Title of a static page; menu pages use the menu's title. */
  titleKey?: ParseKeys;
  Page: LazyExoticComponent<ComponentType>;
  /** Tabs of kept-alive pages keep their state while hidden. */
  keepAlive?: boolean;
  /** The home tab cannot be closed. */
  closable?: boolean;
}

export const PAGES: PageDef[] = [
  {
    component: 'dashboard/workplace',
    Page: lazy(() => import('../features/dashboard/workplace-page')),
    keepAlive: true,
    closable: false,
  },
  {
    component: 'products/list',
    Page: lazy(() => import('../features/products/list/product-list-page')),
    keepAlive: true,
  },
  {
    component: 'products/add',
    Page: lazy(() => import('../features/products/form/product-form-page')),
  },
  {
    component: 'errors/403',
    path: '/403',
    titleKey: 'errors.forbiddenTitle',
    Page: lazy(() => import('../features/errors/forbidden-page')),
  },
  {
    component: 'errors/404',
    path: '/404',
    titleKey: 'errors.notFoundTitle',
    Page: lazy(() => import('../features/errors/not-found-page')),
  },
];

const byComponent = new Map(PAGES.map((page) => [page.component, page]));

export function pageFor(component: string): PageDef | undefined {
  return byComponent.get(component);
}

/** Ready menu components without a page: a test keeps this empty. */
export function missingPages(): string[] {
  return registryComponents().filter((component) => !byComponent.has(component));
}

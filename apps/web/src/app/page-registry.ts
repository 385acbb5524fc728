import { registryComponents } from '@portal/contract';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { workplaceReads } from '../features/dashboard/workplace-reads';
import { PRODUCT_FORM_TAB } from '../features/products/form/product-form-tab';
import { productListReads } from '../features/products/list/product-list-reads';
import type { PageRead } from '../shared/api/page-data';
import { preloadable } from '../shared/lazy/preloadable';
import type { PageTab } from '../shared/tabs/page-tab';

type PageModule = { default: ComponentType };

/**
 * The one registry of guarded pages. Menu pages are keyed by the `component` the server sends in
 * menu_list (see MENU_REGISTRY in the contract); static pages are always routable. It feeds the
 * router, the tab keys and titles and the page titles; the menu comes from menu_list.
 */
export interface PageDef {
  /** Key in menu_list (`component`), or a static page's own key. */
  component: string;
  /** The path for static pages; menu pages take theirs from menu_list. */
  path?: string;
  /** Title of a static page; menu pages use the menu's title. */
  titleKey?: ParseKeys;
  /** Loads the page's code; called early for the address a reload opens (app/preload-page). */
  load(): Promise<PageModule>;
  Page: ComponentType;
  /** Kept-alive pages keep their state (lists, half-filled forms) while another tab is shown. */
  keepAlive?: boolean;
  /** The home tab cannot be closed. */
  closable?: boolean;
  tab?: PageTab;
  /** The reads the page makes as soon as it is shown, at an address: a reload fetches them ahead. */
  reads?(params: URLSearchParams): PageRead[];
}

function page(def: Omit<PageDef, 'Page'>): PageDef {
  const { Component, preload } = preloadable(def.load);
  return { ...def, load: preload, Page: Component };
}

export const PAGES: PageDef[] = [
  page({
    component: 'dashboard/workplace',
    load: () => import('../features/dashboard/workplace-page'),
    keepAlive: true,
    closable: false,
    reads: workplaceReads,
  }),
  page({
    component: 'products/list',
    load: () => import('../features/products/list/product-list-page'),
    keepAlive: true,
    reads: productListReads,
  }),
  page({
    component: 'products/add',
    load: () => import('../features/products/form/product-form-page'),
    keepAlive: true,
    tab: PRODUCT_FORM_TAB,
  }),
  page({
    component: 'errors/403',
    path: '/403',
    titleKey: 'errors.forbiddenTitle',
    load: () => import('../features/errors/forbidden-page'),
  }),
  page({
    component: 'errors/404',
    path: '/404',
    titleKey: 'errors.notFoundTitle',
    load: () => import('../features/errors/not-found-page'),
  }),
];

const byComponent = new Map(PAGES.map((def) => [def.component, def]));

export function pageFor(component: string): PageDef | undefined {
  return byComponent.get(component);
}

/** Ready menu components without a page: a test keeps this empty. */
export function missingPages(): string[] {
  return registryComponents().filter((component) => !byComponent.has(component));
}

import { MENU_REGISTRY, type MenuNode } from '@portal/contract';
import type { ComponentType } from 'react';
import { HOME_PATH } from '../shared/routing/home-path';

type PageModule = { default: ComponentType };

/**
 * The code of each guarded page, by its key in the page registry. Kept apart from the registry,
 * and light, so that the app's entry can start downloading the page a reload opens before the
 * guard and the shell have even arrived (app/first-screen).
 */
export const PAGE_LOADERS = {
  'dashboard/workplace': () => import('../features/dashboard/workplace-page'),
  'products/list': () => import('../features/products/list/product-list-page'),
  'products/add': () => import('../features/products/form/product-form-page'),
  'errors/403': () => import('../features/errors/forbidden-page'),
  'errors/404': () => import('../features/errors/not-found-page'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageComponent = keyof typeof PAGE_LOADERS;

export function isPageComponent(key: string): key is PageComponent {
  return key in PAGE_LOADERS;
}

/** Static pages have their own paths; menu pages take theirs from the menu registry. */
const STATIC_PATHS: Record<string, PageComponent> = { '/403': 'errors/403', '/404': 'errors/404' };

function componentsByPath(nodes: MenuNode[]): [string, string][] {
  return nodes.flatMap((node) => [
    ...(node.component ? [[node.path, node.component] as [string, string]] : []),
    ...componentsByPath(node.children ?? []),
  ]);
}

const COMPONENT_AT = new Map<string, string>([...componentsByPath(MENU_REGISTRY), ...Object.entries(STATIC_PATHS)]);

/** The page key an address opens, as far as the registries say without the user's menu. */
export function pageComponentAt(pathname: string): string | undefined {
  return COMPONENT_AT.get(pathname === '/' ? HOME_PATH : pathname);
}

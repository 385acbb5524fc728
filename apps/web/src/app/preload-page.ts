import { MENU_REGISTRY, type MenuNode } from '@portal/contract';
import { HOME_PATH } from '../shared/routing/home-path';
import { PAGES, pageFor } from './page-registry';

function componentsByPath(nodes: MenuNode[]): [string, string][] {
  return nodes.flatMap((node) => [
    ...(node.component ? [[node.path, node.component] as [string, string]] : []),
    ...componentsByPath(node.children ?? []),
  ]);
}

const COMPONENT_AT = new Map([
  ...componentsByPath(MENU_REGISTRY),
  ...PAGES.flatMap((page) => (page.path ? [[page.path, page.component] as [string, string]] : [])),
]);

/**
 * Starts downloading the code of the page at `pathname`, so it is in when the shell asks for it.
 * Whether the user may open it is still the shell's to decide; the code alone shows nothing.
 */
export function preloadPageAt(pathname: string): void {
  const component = COMPONENT_AT.get(pathname === '/' ? HOME_PATH : pathname);
  const page = component ? pageFor(component) : undefined;
  page?.load().catch(() => undefined);
}

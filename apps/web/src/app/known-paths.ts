import { MENU_REGISTRY, type MenuNode } from '@portal/contract';
import { PAGES } from './page-registry';
import { EXEMPT_PATHS } from './paths';

function menuPaths(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => [node.path, ...menuPaths(node.children ?? [])]);
}

const KNOWN = new Set<string>([
  '/',
  ...menuPaths(MENU_REGISTRY),
  ...PAGES.flatMap((page) => (page.path ? [page.path] : [])),
  ...EXEMPT_PATHS,
]);

/** Paths behind the guard: signed out, these go to login; anything else is the public not-found page. */
export function isGuardedPath(pathname: string): boolean {
  return KNOWN.has(pathname) || pathname.startsWith('/redirect');
}

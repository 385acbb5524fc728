import { type CurrentUser, MENU_REGISTRY, type MenuEntry, type MenuNode } from '@portal/contract';
import { callOperation } from '../shared/api/call-operation';
import { operationKey } from '../shared/api/use-operation';
import { HOME_PATH } from '../shared/routing/home-path';
import { PAGES, type PageDef, pageFor } from './page-registry';
import { queryClient } from './query-client';

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

/** The page an address opens, as far as the registries say without the user's menu. */
export function pageAt(pathname: string): PageDef | undefined {
  const component = COMPONENT_AT.get(pathname === '/' ? HOME_PATH : pathname);
  return component ? pageFor(component) : undefined;
}

function grants(entries: MenuEntry[], path: string): boolean {
  return entries.some((entry) => entry.path === path || grants(entry.children, path));
}

/**
 * Starts downloading the code of the page at an address, and, once `currentUser` answers and its
 * menu grants the page, its first reads into the query cache, where the page finds them when it
 * is shown. A page the user may not open (the shell shows 403) asks for no data: its reads wait
 * for the user, which arrives well before the page's code. Code alone shows nothing. Settles when
 * the code is in.
 */
export function preloadPageAt(
  pathname: string,
  search: string,
  currentUser: Promise<CurrentUser> | null,
): Promise<unknown> {
  const page = pageAt(pathname);
  if (!page) return Promise.resolve();
  const reads = page.reads?.(new URLSearchParams(search)) ?? [];
  if (currentUser && reads.length > 0) {
    const path = pathname === '/' ? HOME_PATH : pathname;
    void currentUser.then(
      (user) => {
        if (!page.path && !grants(user.menu_list, path)) return;
        for (const { operation, query } of reads) {
          void queryClient.prefetchQuery({
            queryKey: operationKey(operation, query),
            queryFn: () => callOperation(operation, { query, silent: true }),
          });
        }
      },
      () => undefined,
    );
  }
  return page.load();
}

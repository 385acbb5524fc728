import { MENU_REGISTRY, type MenuNode } from '@portal/contract';
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

/**
 * Starts downloading the code of the page at an address, and, when `withReads`, its first reads
 * into the query cache, where the page finds them when it is shown. Whether the user may open the
 * page is still the shell's to decide: code alone shows nothing, and a read the user may not make
 * is refused by the server (silently here; the page says 403). Settles when the code is in.
 */
export function preloadPageAt(pathname: string, search: string, withReads: boolean): Promise<unknown> {
  const page = pageAt(pathname);
  if (!page) return Promise.resolve();
  // The reads first: a browser sends requests to one host six at a time in the order asked, and the
  // page's code is a dozen files.
  if (withReads) {
    for (const { operation, query } of page.reads?.(new URLSearchParams(search)) ?? []) {
      void queryClient.prefetchQuery({
        queryKey: operationKey(operation, query),
        queryFn: () => callOperation(operation, { query, silent: true }),
      });
    }
  }
  return page.load();
}

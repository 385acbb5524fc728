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
 * Starts downloading the code of the page at an address, and its first reads into the query cache,
 * where the page finds them when it is shown, once `grants` (the paths the user's menu grants)
 * include the page: a page the user may not open (the shell shows 403) asks for no data. `null`
 * asks for none (the session is not known yet: a token in the address). Code alone shows nothing.
 * Settles when the code is in.
 */
export function preloadPageAt(
  pathname: string,
  search: string,
  grants: ReadonlySet<string> | Promise<ReadonlySet<string>> | null,
): Promise<unknown> {
  const page = pageAt(pathname);
  if (!page) return Promise.resolve();
  const reads = grants ? (page.reads?.(new URLSearchParams(search)) ?? []) : [];
  if (grants && reads.length > 0) {
    const path = pathname === '/' ? HOME_PATH : pathname;
    const fetchIfGranted = (granted: ReadonlySet<string>) => {
      if (!granted.has(path)) return;
      for (const { operation, query } of reads) {
        void queryClient.prefetchQuery({
          queryKey: operationKey(operation, query),
          queryFn: () => callOperation(operation, { query, silent: true }),
        });
      }
    };
    // Known grants ask at once, before the code: a browser sends requests to one host six at a
    // time in the order asked, and the page's code is a dozen files.
    if (grants instanceof Promise) void grants.then(fetchIfGranted, () => undefined);
    else fetchIfGranted(grants);
  }
  return page.load();
}

import { type CurrentUser, MENU_REGISTRY, type MenuNode } from '@portal/contract';
import { useMemo } from 'react';
import type { PageDef } from './page-def';
import { buildRouteTable, createResolver, type RegistryPage, type RouteSources } from './route-table';

function registryPages(nodes: MenuNode[]): [string, RegistryPage][] {
  return nodes.flatMap((node) => [
    [node.path, { title: node.title, highlight: node.highlight }] as [string, RegistryPage],
    ...registryPages(node.children ?? []),
  ]);
}

const REGISTRY: ReadonlyMap<string, RegistryPage> = new Map(registryPages(MENU_REGISTRY));

/** The pages the app routes (its page registry), handed to the shell: layouts never import app/. */
export interface ShellPages {
  pages: PageDef[];
  /** Reachable without an entry in the user's menu_list. */
  exemptPaths: ReadonlySet<string>;
}

/** The user's routes, built once per menu_list, and a resolver for any address. */
export function useShellRouting(user: CurrentUser, { pages, exemptPaths }: ShellPages) {
  return useMemo(() => {
    const sources: RouteSources = { menuList: user.menu_list, pages, registry: REGISTRY, exemptPaths };
    const table = buildRouteTable(sources);
    const resolve = createResolver(table, sources);
    /** The page an open tab shows: tabs hold page addresses only, never redirects. */
    const pageAt = (pathname: string) => {
      const resolution = resolve(pathname);
      return resolution.kind === 'page' ? resolution.route : table.notFound;
    };
    return { table, resolve, pageAt };
  }, [user.menu_list, pages, exemptPaths]);
}

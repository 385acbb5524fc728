import { type CurrentUser, MENU_REGISTRY, type MenuNode } from '@portal/contract';
import { useMemo } from 'react';
import { PAGES } from '../../app/page-registry';
import { EXEMPT_PATHS } from '../../app/paths';
import { buildRouteTable, createResolver, type RegistryPage, type RouteSources } from './route-table';

function registryPages(nodes: MenuNode[]): [string, RegistryPage][] {
  return nodes.flatMap((node) => [
    [node.path, { title: node.title, highlight: node.highlight }] as [string, RegistryPage],
    ...registryPages(node.children ?? []),
  ]);
}

const REGISTRY: ReadonlyMap<string, RegistryPage> = new Map(registryPages(MENU_REGISTRY));
const EXEMPT: ReadonlySet<string> = new Set(EXEMPT_PATHS);

/** The user's routes, built once per menu_list, and a resolver for any address. */
export function useShellRouting(user: CurrentUser) {
  return useMemo(() => {
    const sources: RouteSources = { menuList: user.menu_list, pages: PAGES, registry: REGISTRY, exemptPaths: EXEMPT };
    const table = buildRouteTable(sources);
    const resolve = createResolver(table, sources);
    /** The page an open tab shows: tabs hold page addresses only, never redirects. */
    const pageAt = (pathname: string) => {
      const resolution = resolve(pathname);
      return resolution.kind === 'page' ? resolution.route : table.notFound;
    };
    return { table, resolve, pageAt };
  }, [user.menu_list]);
}

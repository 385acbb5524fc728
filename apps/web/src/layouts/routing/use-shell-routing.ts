import { type CurrentUser, type Localized, MENU_REGISTRY, type MenuNode } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES, type PageDef } from '../../app/page-registry';
import { EXEMPT_PATHS } from '../../app/paths';
import { buildRouteTable, type RouteSources, resolvePath } from './route-table';

function registryPaths(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => [node.path, ...registryPaths(node.children ?? [])]);
}

const REGISTRY_PATHS: ReadonlySet<string> = new Set(registryPaths(MENU_REGISTRY));
const EXEMPT: ReadonlySet<string> = new Set(EXEMPT_PATHS);

/** The user's routes, built once per menu_list, and a resolver for any address. */
export function useShellRouting(user: CurrentUser) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const localize = (page: PageDef): Localized =>
      page.titleKey
        ? { en: i18n.t(page.titleKey, { lng: 'en' }), zh_CN: i18n.t(page.titleKey, { lng: 'zh_CN' }) }
        : { en: page.component, zh_CN: page.component };
    const sources: RouteSources = {
      menuList: user.menu_list,
      pages: PAGES,
      registryPaths: REGISTRY_PATHS,
      exemptPaths: EXEMPT,
      localize,
    };
    const table = buildRouteTable(sources);
    const resolve = (pathname: string, search = '') => resolvePath(table, pathname, search, sources);
    /** The page an open tab shows: tabs hold page addresses only, never redirects. */
    const pageAt = (pathname: string) => {
      const resolution = resolve(pathname);
      return resolution.kind === 'page' ? resolution.route : table.notFound;
    };
    return { table, resolve, pageAt };
  }, [user.menu_list, i18n]);
}

import type { MenuDataItem } from '@ant-design/pro-components';
import type { MenuEntry } from '@portal/contract';
import { pickLocalized } from '../../shared/format/localized-name';
import { MenuIcon } from './menu-icons';

/** Spec section 2: menu items at depth 3 are routable but not listed. */
const HIDDEN_DEPTH = 3;

/** ProLayout's menu from the user's menu_list, titled in the current language. */
export function buildMenuData(menuList: MenuEntry[], language: string, colorfulIcon: boolean): MenuDataItem[] {
  return menuList.map((entry, index) => toItem(entry, 1, language, colorfulIcon ? index : undefined));
}

function toItem(entry: MenuEntry, depth: number, language: string, colorIndex: number | undefined): MenuDataItem {
  const children = entry.children.map((child) => toItem(child, depth + 1, language, colorIndex));
  return {
    key: entry.path,
    path: entry.path,
    name: pickLocalized({ en: entry.meta.title_en, zh_CN: entry.meta.title_cn }, language),
    icon: entry.meta.icon ? <MenuIcon name={entry.meta.icon} colorIndex={colorIndex} /> : undefined,
    hideInMenu: entry.meta.hide || depth >= HIDDEN_DEPTH,
    badge: entry.meta.badge,
    badgeColor: entry.meta.badgeColor,
    ...(children.length > 0 ? { children } : {}),
  };
}

/** Keys of the menu groups above `path`, outermost first: the submenus to open for a page. */
export function ancestorKeys(items: MenuDataItem[], path: string): string[] {
  for (const item of items) {
    if (item.path === path) return [];
    const below = ancestorKeys(item.children ?? [], path);
    if (below.length > 0 || (item.children ?? []).some((child) => child.path === path)) {
      return [item.key ?? item.path ?? '', ...below];
    }
  }
  return [];
}

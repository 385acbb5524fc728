import { MENU_REGISTRY, type MenuEntry, type MenuNode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ancestorKeys, buildMenuData } from './menu-data';
import { MENU_ICONS } from './menu-icons';

function entry(path: string, children: MenuEntry[] = [], hide = false): MenuEntry {
  const meta = { title: path, title_cn: `${path} 中文`, title_en: `${path} en`, icon: 'AppstoreOutlined', hide };
  return { path, component: path.slice(1), children, meta };
}

const menuList = [entry('/a', [entry('/a/b', [entry('/a/b/c')]), entry('/a/hidden', [], true)]), entry('/d')];

describe('menu data', () => {
  it('titles entries in the current language', () => {
    expect(buildMenuData(menuList, 'en', false)[0]?.name).toBe('/a en');
    expect(buildMenuData(menuList, 'zh_CN', false)[0]?.name).toBe('/a 中文');
    expect(buildMenuData(menuList, 'zh_TW', false)[0]?.name).toBe('/a 中文');
  });

  it('hides entries at depth 3 and entries marked hide', () => {
    const [a] = buildMenuData(menuList, 'en', false);
    expect(a?.hideInMenu).toBe(false);
    expect(a?.children?.[0]?.hideInMenu).toBe(false);
    expect(a?.children?.[0]?.children?.[0]?.hideInMenu).toBe(true);
    expect(a?.children?.[1]?.hideInMenu).toBe(true);
  });

  it('finds the groups to open for a page', () => {
    const items = buildMenuData(menuList, 'en', false);
    expect(ancestorKeys(items, '/a/b/c')).toEqual(['/a', '/a/b']);
    expect(ancestorKeys(items, '/d')).toEqual([]);
  });

  it('has an icon for every icon the menu registry names', () => {
    const icons = (nodes: MenuNode[]): string[] =>
      nodes.flatMap((node) => [...(node.icon ? [node.icon] : []), ...icons(node.children ?? [])]);
    expect(icons(MENU_REGISTRY).filter((name) => !(name in MENU_ICONS))).toEqual([]);
  });
});

import type { MenuEntry } from '@portal/contract';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import type { PageDef } from '../../app/page-registry';
import { buildRouteTable, type RouteSources, resolvePath } from './route-table';

const Page = lazy(async () => ({ default: () => null }));
const pages: PageDef[] = [
  { component: 'dashboard/workplace', Page, keepAlive: true, closable: false },
  { component: 'products/list', Page },
  { component: 'products/add', Page },
  { component: 'errors/403', path: '/403', Page },
  { component: 'errors/404', path: '/404', Page },
];

function entry(path: string, component: string, children: MenuEntry[] = [], hide = false): MenuEntry {
  const meta = { title: path, title_cn: `${path} 中文`, title_en: `${path} en`, icon: '', hide };
  return { path, component, children, meta };
}

const menuList = [
  entry('/dashboard', '', [entry('/dashboard/workplace', 'dashboard/workplace')]),
  entry('/products', '', [entry('/products/add', 'products/add', [], true), entry('/productsList', 'products/list')]),
  entry('/unmapped', 'nothing/here'),
];

const sources: RouteSources = {
  menuList,
  pages,
  registryPaths: new Set(['/dashboard', '/dashboard/workplace', '/order', '/order/order-list', '/system/dictionary']),
  exemptPaths: new Set(['/system/dictionary']),
  localize: (page) => ({ en: `${page.component} en`, zh_CN: `${page.component} zh` }),
};
const table = buildRouteTable(sources);
const resolve = (path: string, search = '') => resolvePath(table, path, search, sources);

describe('route table', () => {
  it('routes each menu entry whose component has a page, titled from the menu', () => {
    expect(table.granted.get('/productsList')).toMatchObject({
      component: 'products/list',
      title: { en: '/productsList en', zh_CN: '/productsList 中文' },
      keepAlive: false,
      closable: true,
    });
    expect(table.granted.get('/dashboard/workplace')).toMatchObject({ keepAlive: true, closable: false });
    expect(table.granted.has('/unmapped')).toBe(false);
  });

  it('routes static pages by their own path and title', () => {
    expect(table.granted.get('/403')).toMatchObject({ component: 'errors/403', title: { en: 'errors/403 en' } });
  });

  it('resolves a granted page', () => {
    expect(resolve('/productsList')).toMatchObject({ kind: 'page', route: { component: 'products/list' } });
  });

  it("redirects '/' home and a menu group to its first listed page", () => {
    expect(resolve('/')).toEqual({ kind: 'redirect', to: '/dashboard/workplace' });
    expect(resolve('/products')).toEqual({ kind: 'redirect', to: '/productsList' });
  });

  it('takes /redirect/<path> to the path with its query', () => {
    expect(resolve('/redirect/productsList', '?page=2')).toEqual({ kind: 'redirect', to: '/productsList?page=2' });
    expect(resolve('/redirect')).toEqual({ kind: 'redirect', to: '/dashboard/workplace' });
  });

  it('shows 403 for a registry page the menu does not grant', () => {
    expect(resolve('/order/order-list')).toMatchObject({ kind: 'page', route: { component: 'errors/403' } });
  });

  it('shows 404 for an exempt path without a page and for unknown paths', () => {
    expect(resolve('/system/dictionary')).toMatchObject({ route: { component: 'errors/404' } });
    expect(resolve('/no/such/page')).toMatchObject({ route: { component: 'errors/404' } });
  });
});

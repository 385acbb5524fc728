import type { MenuEntry } from '@portal/contract';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import type { PageDef } from './page-def';
import { buildRouteTable, createResolver, type RegistryPage, type RouteSources } from './route-table';

const load = async () => ({ default: () => null });
const Page = lazy(load);
const pages: PageDef[] = [
  { component: 'dashboard/workplace', load, Page, keepAlive: true, closable: false },
  { component: 'products/list', load, Page },
  { component: 'products/add', load, Page, keepAlive: true, tab: { keyParams: ['id'] } },
  { component: 'errors/403', path: '/403', titleKey: 'errors.forbiddenTitle', load, Page },
  { component: 'errors/404', path: '/404', titleKey: 'errors.notFoundTitle', load, Page },
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

const registry = new Map<string, RegistryPage>([
  ['/dashboard', { title: { en: 'Dashboard', zh_CN: '仪表盘' } }],
  ['/dashboard/workplace', { title: { en: 'Workplace', zh_CN: '工作台' } }],
  ['/productsList', { title: { en: 'SKU List', zh_CN: 'SKU 列表' } }],
  ['/products/add', { title: { en: 'Add SKU', zh_CN: '新增 SKU' }, highlight: '/productsList' }],
  ['/order', { title: { en: 'Orders', zh_CN: '订单管理' } }],
  ['/order/order-list', { title: { en: 'Order List', zh_CN: '订单列表' } }],
  ['/billing/fee', { title: { en: 'Fee', zh_CN: '费用' } }],
  ['/system/dictionary', { title: { en: 'Dictionary', zh_CN: '字典' } }],
]);

const sources: RouteSources = { menuList, pages, registry, exemptPaths: new Set(['/system/dictionary']) };
const table = buildRouteTable(sources);
const resolve = createResolver(table, sources);

describe('route table', () => {
  it('routes each menu entry whose component has a page, titled from the menu', () => {
    expect(table.granted.get('/productsList')).toMatchObject({
      component: 'products/list',
      title: { text: { en: '/productsList en', zh_CN: '/productsList 中文' } },
      keepAlive: false,
      closable: true,
      menuPath: '/productsList',
    });
    expect(table.granted.get('/dashboard/workplace')).toMatchObject({ keepAlive: true, closable: false });
    expect(table.granted.has('/unmapped')).toBe(false);
  });

  it('routes static pages by their own path, titled by a translation key', () => {
    expect(table.granted.get('/403')).toMatchObject({
      component: 'errors/403',
      title: { key: 'errors.forbiddenTitle' },
    });
  });

  it("highlights a hidden page's list in the menu and keeps its tab rules", () => {
    expect(table.granted.get('/products/add')).toMatchObject({ menuPath: '/productsList', tab: { keyParams: ['id'] } });
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

  it('shows 403 for a registry page the menu does not grant, titled after that page', () => {
    const orders = resolve('/order/order-list');
    const fee = resolve('/billing/fee');
    expect(orders).toMatchObject({
      kind: 'page',
      route: { component: 'errors/403', title: { text: { en: '403 · Order List', zh_CN: '403 · 订单列表' } } },
    });
    expect(fee).toMatchObject({ route: { component: 'errors/403', title: { text: { en: '403 · Fee' } } } });
    // The same address gives the same route object, so its page is not re-rendered for nothing.
    const again = resolve('/order/order-list');
    expect(again.kind === 'page' && orders.kind === 'page' && again.route === orders.route).toBe(true);
  });

  it('shows 404 for an exempt path without a page and for unknown paths, titled with the address', () => {
    expect(resolve('/system/dictionary')).toMatchObject({ route: { component: 'errors/404' } });
    expect(resolve('/no/such/page')).toMatchObject({
      route: { component: 'errors/404', title: { text: { en: '404 · /no/such/page' } } },
    });
  });
});

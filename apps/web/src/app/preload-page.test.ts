import type { CurrentUser, MenuEntry } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

const callOperation = vi.fn(async () => ({ list: [], total: 0 }));
const loadPage = vi.fn(async () => ({ default: () => null }));

vi.mock('../shared/api/call-operation', () => ({ callOperation }));
vi.mock('./page-registry', async () => {
  const { product } = await import('@portal/contract');
  const { pageRead } = await import('../shared/api/page-data');
  const page = { component: 'products/list', load: loadPage, reads: () => [pageRead(product.getProductList, {})] };
  return { PAGES: [page], pageFor: (component: string) => (component === page.component ? page : undefined) };
});

const { preloadPageAt } = await import('./preload-page');
const { queryClient } = await import('./query-client');

function entry(path: string, children: MenuEntry[] = []): MenuEntry {
  return { path, children, meta: { title_en: path, title_cn: path } } as MenuEntry;
}
const userWith = (menu: MenuEntry[]) => Promise.resolve({ menu_list: menu } as CurrentUser);

afterEach(() => {
  vi.clearAllMocks();
  queryClient.clear();
});

describe('the page a reload opens, fetched ahead', () => {
  it('asks for its first reads once the user’s menu grants it', async () => {
    await preloadPageAt('/productsList', '', userWith([entry('/products', [entry('/productsList')])]));
    await vi.waitFor(() => expect(callOperation).toHaveBeenCalledOnce());
    expect(loadPage).toHaveBeenCalledOnce();
  });

  it('asks for no data on a page the user may not open (403), only its code', async () => {
    await preloadPageAt('/productsList', '', userWith([entry('/order', [entry('/order/order-list')])]));
    await new Promise((resolve) => setTimeout(resolve));
    expect(callOperation).not.toHaveBeenCalled();
    expect(loadPage).toHaveBeenCalledOnce();
  });
});

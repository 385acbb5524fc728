import { CURRENT_USER_PATH, type CurrentUser, type MenuEntry, product } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequests } from '../shared/api/request';
import { takePrefetchedCurrentUser } from '../shared/session/current-user-prefetch';

const loadPage = vi.fn(async () => ({ default: () => null }));

vi.mock('./lazy-guarded-area', () => ({ guardedArea: { preload: () => Promise.resolve() } }));
vi.mock('./lazy-shell-area', () => ({ shellArea: { preload: () => Promise.resolve() } }));
vi.mock('./page-registry', async () => {
  const { pageRead } = await import('../shared/api/page-data');
  const page = { component: 'products/list', load: loadPage, reads: () => [pageRead(product.getProductList, {})] };
  return { PAGES: [page], pageFor: (component: string) => (component === page.component ? page : undefined) };
});

const { startFirstScreen } = await import('./first-screen');
const { rememberGrants } = await import('./page-grants');
const { queryClient } = await import('./query-client');

function entry(path: string, children: MenuEntry[] = []): MenuEntry {
  return { path, children, meta: { title_en: path, title_cn: path } } as MenuEntry;
}
const WITH_SKUS = [entry('/products', [entry('/productsList')])];
const WITHOUT_SKUS = [entry('/order', [entry('/order/order-list')])];

/**
 * The server, as far as a reload asks it: the current user (answered when `answerUser` is
 * called) and the SKU list. Returns the paths asked for, in order.
 */
function serve(menu: MenuEntry[]) {
  const asked: string[] = [];
  let answerUser: () => void = () => undefined;
  const reply = (content: unknown) =>
    new Response(JSON.stringify({ error_code: 0, msg: 'ok', content }), {
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      asked.push(path);
      if (path !== CURRENT_USER_PATH) return reply({ list: [], total: 0 });
      await new Promise<void>((resolve) => {
        answerUser = resolve;
      });
      return reply({ menu_list: menu } as Partial<CurrentUser>);
    }),
  );
  return { asked, answerUser: () => answerUser() };
}

/** Lets every pending promise and timer of the start run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the data a reload asks for ahead of its page', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'session-a');
    configureRequests({ token: () => localStorage.getItem('token') });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    sessionStorage.clear();
    queryClient.clear();
    takePrefetchedCurrentUser();
  });

  it('is none for a page the menu does not grant (403), though its code loads', async () => {
    const server = serve(WITHOUT_SKUS);
    const ready = startFirstScreen({ pathname: '/productsList', search: '' });
    server.answerUser();
    await ready;
    await settle();
    expect(server.asked).toEqual([CURRENT_USER_PATH]);
    expect(loadPage).toHaveBeenCalledOnce();
  });

  it('is none for a page the menu kept in this tab does not grant, whatever the user answers later', async () => {
    rememberGrants('session-a', WITHOUT_SKUS);
    const server = serve(WITH_SKUS);
    await startFirstScreen({ pathname: '/productsList', search: '' });
    server.answerUser();
    await settle();
    expect(server.asked).toEqual([CURRENT_USER_PATH]);
  });

  it('is asked for at once, without waiting for the user, when the menu kept in this tab grants the page', async () => {
    rememberGrants('session-a', WITH_SKUS);
    const server = serve(WITH_SKUS);
    await startFirstScreen({ pathname: '/productsList', search: '' });
    await settle();
    // The user has not answered yet.
    expect(server.asked).toEqual([CURRENT_USER_PATH, product.getProductList.path]);
  });

  it('waits for the menu when the kept one is another session’s, and then asks for a granted page’s data', async () => {
    rememberGrants('session-b', WITHOUT_SKUS);
    const server = serve(WITH_SKUS);
    await startFirstScreen({ pathname: '/productsList', search: '' });
    await settle();
    expect(server.asked).toEqual([CURRENT_USER_PATH]);
    server.answerUser();
    await settle();
    expect(server.asked).toEqual([CURRENT_USER_PATH, product.getProductList.path]);
  });
});

import type { APIRequestContext } from '@playwright/test';
import { MENU_REGISTRY, type MenuNode } from '@portal/contract';

/** The screens shown without a session (and the not-found page a mistyped address opens). */
export const PUBLIC_SCREENS = ['/login', '/register', '/forget', '/send-email', '/500', '/no-such-page'] as const;

/** The path of every ready page of the menu registry: a new screen is checked once it is ready. */
export function readyPaths(nodes: MenuNode[] = MENU_REGISTRY): string[] {
  return nodes.flatMap((node) => [
    ...(node.ready && node.component ? [node.path] : []),
    ...readyPaths(node.children ?? []),
  ]);
}

/** The signed-in screens: each ready menu page, and the pages a record opens (the SKU form in edit and view mode). */
export async function signedInScreens(request: APIRequestContext, token: string): Promise<string[]> {
  const list = await request.get('/api/ucenter/product/getList?page=1&page_size=10', { headers: { token } });
  const firstId = ((await list.json()) as { content: { list: Array<{ id: number }> } }).content.list[0]?.id;
  if (firstId === undefined) throw new Error('the account holds no SKU to open');
  return [...readyPaths(), `/products/add?id=${firstId}`, `/products/add?id=${firstId}&mode=view`];
}

import type { APIRequestContext } from '@playwright/test';
import {
  inbound,
  type ListResult,
  MENU_REGISTRY,
  type MenuNode,
  order,
  type Package,
  product,
  selfServiceOrder,
} from '@portal/contract';
import { callApi } from './api';
import { placeOrder, sampleDraft } from './orders';
import { firstWarehouse } from './products';

/** The screens shown without a session (and the not-found page a mistyped address opens). */
export const PUBLIC_SCREENS = [
  '/login',
  '/register',
  '/forget',
  '/send-email',
  '/invitation',
  '/500',
  '/no-such-page',
] as const;

/** The path of every ready page of the menu registry: a new screen is checked once it is ready. */
export function readyPaths(nodes: MenuNode[] = MENU_REGISTRY): string[] {
  return nodes.flatMap((node) => [
    ...(node.ready && node.component ? [node.path] : []),
    ...readyPaths(node.children ?? []),
  ]);
}

/**
 * The signed-in screens: each ready menu page, and the pages a record opens (the SKU form in edit and
 * view mode, an order's detail, edit form and next step, an inbound booking's detail and wizard, a
 * package's detail and edit form, a packaging item's detail, a self-service parcel order's detail and
 * a draft parcel order's edit form).
 */
export async function signedInScreens(request: APIRequestContext, token: string): Promise<string[]> {
  const list = await request.get('/api/ucenter/product/getList?page=1&page_size=10', { headers: { token } });
  const skus = ((await list.json()) as { content: { list: Array<{ id: number; sku: string }> } }).content.list;
  const first = skus[0];
  if (first === undefined) throw new Error('the account holds no SKU to open');
  return [
    // A new order's next step opened without a draft shows the first step: checked as /order/create.
    ...readyPaths().filter((path) => path !== '/order/next'),
    `/products/add?id=${first.id}`,
    `/products/add?id=${first.id}&mode=view`,
    ...(await orderScreens(request, token, first.sku)),
    ...(await inboundScreens(request, token, first.sku)),
    ...(await packageScreens(request, token, skus)),
    ...(await packagingScreens(request, token)),
    ...(await parcelScreens(request, token)),
    ...(await parcelFormScreens(request, token)),
  ];
}

/**
 * The signed-in screens the walk checks (`tests/accessibility/axe.spec.ts`: axe in English and Chinese,
 * the Content-Security-Policy): `signedInScreens`, and a page reachable by address outside the menu
 * (an exempt path, shown as not found inside the layout).
 */
export async function walkedScreens(request: APIRequestContext, token: string): Promise<string[]> {
  return [...(await signedInScreens(request, token)), '/system/dictionary'];
}

/** The screens one of `parts` tests walks: every `parts`-th, from `part` on. */
export function partOfWalk(screens: readonly string[], part: number, parts: number): string[] {
  return screens.filter((_, index) => index % parts === part);
}

/** A self-service parcel order's detail: the account's newest (the demo merchant has one in every status). */
async function parcelScreens(request: APIRequestContext, token: string): Promise<string[]> {
  const list = await callApi<{ list: Array<{ id: number }> }>(request, selfServiceOrder.getParcelList, {
    token,
    query: { page: 1, page_size: 10 },
  });
  const id = list.list[0]?.id;
  if (id === undefined) throw new Error('the account holds no parcel order to open (the demo seeds them)');
  return [`/self-service-order/detail?id=${id}`];
}

/** An Approving order's detail, edit form and its next step: the account's first one, or one placed for the check. */
async function orderScreens(request: APIRequestContext, token: string, sku: string): Promise<string[]> {
  const reply = await request.get(order.getOrderList.path, {
    headers: { token },
    params: { status: 'approving', page: 1, page_size: 10 },
  });
  let id = ((await reply.json()) as { content: { list: Array<{ id: number }> } }).content.list[0]?.id;
  if (id === undefined) {
    const warehouse = await firstWarehouse(request, token);
    id = (await placeOrder(request, token, sampleDraft(warehouse.id, [sku]))).id;
  }
  return [`/order/detail?id=${id}`, `/order/edit?id=${id}`, `/order/next?id=${id}`];
}

/** A draft inbound booking's detail and wizard: the account's first booking, or a draft saved for the check. */
async function inboundScreens(request: APIRequestContext, token: string, sku: string): Promise<string[]> {
  const list = await callApi<{ list: Array<{ id: number }> }>(request, inbound.getList, {
    token,
    query: { status: 'draft', page: 1, page_size: 10 },
  });
  let id = list.list[0]?.id;
  if (id === undefined) {
    const warehouse = await firstWarehouse(request, token);
    const box = {
      box_count: 1,
      weight_kg: 2,
      length_cm: 30,
      width_cm: 20,
      height_cm: 10,
      items: [{ sku, quantity: 3 }],
    };
    const shipping = {
      delivery_method: 'express',
      courier_company: 'UPS',
      tracking_no: '1Z999',
      driver_name: '',
      driver_phone: '',
      volume_m3: 0.006,
      incoming_packaging: 'carton',
      arrival_date: '2026-12-01',
      arrival_period: 'morning',
      whole_in_whole_out: false,
    };
    const body = {
      warehouse_id: warehouse.id,
      remark: '',
      lines: [{ sku, quantity: 3 }],
      packing_method: 'all_in_one',
      boxes: [box],
      shipping,
    };
    id = (await callApi<{ id: number }>(request, inbound.saveDraft, { token, body })).id;
  }
  return [`/inbound/detail?id=${id}`, `/inbound/edit?id=${id}`];
}

/** A package's detail and edit form: the account's first package, or one of its first two SKUs made for the check. */
async function packageScreens(
  request: APIRequestContext,
  token: string,
  skus: Array<{ sku: string }>,
): Promise<string[]> {
  const first = async () =>
    (
      await callApi<ListResult<Package>>(request, product.getPackageList, {
        token,
        query: { page: 1, page_size: 10 },
      })
    ).list[0]?.id;
  let id = await first();
  if (id === undefined) {
    const [one, two] = skus;
    if (!one || !two) throw new Error('the account holds fewer than two SKUs to make a package of');
    // Not through callApi: the walk's parts run at once, and another may have made it first (1045).
    await request.post(product.addPackage.path, {
      headers: { token },
      data: {
        code: 'AXE-WALK-SET',
        name_en: 'Accessibility walk set',
        name_cn: '无障碍检查套装',
        assembly: 'pick_components',
        components: [
          { sku: one.sku, quantity: 1 },
          { sku: two.sku, quantity: 1 },
        ],
      },
    });
    id = await first();
    if (id === undefined) throw new Error('no package to open');
  }
  return [`/products/packages/detail?id=${id}`, `/products/packages/add?id=${id}`];
}

/** The detail of the account's first packaging item (made as AXE-WALK-BOX when it has none). */
async function packagingScreens(request: APIRequestContext, token: string): Promise<string[]> {
  const first = async () =>
    (
      await callApi<ListResult<{ id: number }>>(request, product.getPackagingList, {
        token,
        query: { page: 1, page_size: 10 },
      })
    ).list[0]?.id;
  let id = await first();
  if (id === undefined) {
    // Not through callApi: the walk's parts run at once, and another may have made it first (1050).
    await request.post(product.addPackaging.path, {
      headers: { token },
      data: {
        code: 'AXE-WALK-BOX',
        name_en: 'Accessibility walk box',
        name_cn: '无障碍检查纸箱',
        length_cm: 30,
        width_cm: 20,
        height_cm: 10,
        weight_g: 150,
      },
    });
    id = await first();
    if (id === undefined) throw new Error('no packaging to open');
  }
  return [`/products/packaging/detail?id=${id}`];
}

/** A draft parcel order's edit form: the account's first draft (the demo merchant has one), none when it has no draft. */
async function parcelFormScreens(request: APIRequestContext, token: string): Promise<string[]> {
  const drafts = await callApi<{ list: Array<{ id: number }> }>(request, selfServiceOrder.getParcelList, {
    token,
    query: { status: 'draft', page: 1, page_size: 10 },
  });
  const draft = drafts.list[0];
  return draft ? [`/self-service-order/edit?id=${draft.id}`] : [];
}

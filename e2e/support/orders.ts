import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type BodyOf, opsOrder, order, product, type ShippingQuote, wallet } from '@portal/contract';
import { type SampleOrderDraft, sampleOrderDraft, US_RECIPIENT } from '@portal/contract/fixtures';
import { callApi } from './api';
import { type MerchantOptions, openPortal } from './merchants';
import { firstWarehouse, type MerchantWithSkus, merchantWithSkus } from './products';
import { chooseBySearch } from './select';

export type SaveOrderBody = BodyOf<typeof order.saveOrder>;

/** The sample draft (`@portal/contract/fixtures`) with 2 of each SKU, from `warehouseId`; override what a test is about. */
export function sampleDraft(
  warehouseId: number,
  skus: string[],
  overrides: Partial<SaveOrderBody> = {},
): SampleOrderDraft {
  return sampleOrderDraft(
    warehouseId,
    skus.map((sku) => ({ sku, quantity: 2 })),
    overrides,
  );
}

/** getShippingOptions for a draft, as the API answers it (the envelope, refusals included). */
async function quote(request: APIRequestContext, token: string, draft: ReturnType<typeof sampleDraft>) {
  const response = await request.post(order.getShippingOptions.path, {
    headers: { token },
    data: {
      warehouse_id: draft.warehouse_id,
      country: draft.recipient.country,
      zip: draft.recipient.zip,
      state: draft.recipient.state,
      items: draft.items.map(({ sku, quantity, unit_price }) => ({ sku, quantity, unit_price })),
    },
  });
  return (await response.json()) as { error_code: number; content: { list: ShippingQuote[] } | null };
}

/** Saves an Approving order through the API with the cheapest shipping method quoted for it. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  draft: ReturnType<typeof sampleDraft>,
): Promise<{ id: number; platform_order_no: string; system_order_id: string }> {
  const quoted = await quote(request, token, draft);
  const method = quoted.content?.list[0]?.shipping_method_code;
  if (!method) throw new Error(`no shipping method for ${draft.platform_order_no}`);
  const saved = await callApi<{ id: number; system_order_id: string }>(request, order.saveOrder, {
    token,
    body: { ...draft, shipping_method_code: method },
  });
  return { ...saved, platform_order_no: draft.platform_order_no };
}

/**
 * An order of one MUG-01 placed, submitted, verified and then put on hold by customer service with
 * a question (`reason`) waiting for the merchant's reply: what raises an exception alert.
 */
export async function orderOnHold(
  request: APIRequestContext,
  merchant: OrderMerchant,
  reason: string,
): Promise<{ id: number; platform_order_no: string; system_order_id: string }> {
  const placed = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['MUG-01']));
  await callApi(request, order.submitOrders, { token: merchant.token, body: { ids: [placed.id] } });
  const staff = { system_order_id: placed.system_order_id, operator: 'Grace' };
  await callApi(request, opsOrder.verify, { ops: true, body: staff });
  await callApi(request, opsOrder.raiseException, { ops: true, body: { ...staff, reason } });
  return placed;
}

export interface OrderMerchant extends MerchantWithSkus {
  warehouseId: number;
  warehouseCode: string;
  /** The warehouse as the order form's select names it in English. */
  warehouseOption: string;
}

/** A new merchant with these SKUs, each with `stock` available in the first warehouse, and money to ship with. */
export async function merchantWithStock(
  request: APIRequestContext,
  skus: string[],
  { stock = 50, lang }: MerchantOptions & { stock?: number } = {},
): Promise<OrderMerchant> {
  const merchant = await merchantWithSkus(request, skus, { lang });
  const warehouse = await firstWarehouse(request, merchant.token);
  for (const sku of skus) {
    await callApi(request, product.setStock, {
      ops: true,
      body: { customer_id: merchant.customerId, sku, warehouse_id: warehouse.id, total: stock, frozen: 0 },
    });
  }
  // Shipping holds each order's estimated fee against the balance.
  await callApi(request, wallet.adjustBalance, {
    ops: true,
    body: { customer_id: merchant.customerId, amount: 1_000_000, remark: 'e2e top-up' },
  });
  return {
    ...merchant,
    warehouseId: warehouse.id,
    warehouseCode: warehouse.code,
    warehouseOption: `${warehouse.code} · ${warehouse.name_en}`,
  };
}

/** The page of the tab shown now (kept-alive tabs keep other pages in the document, hidden). */
export function shownPage(page: Page): Locator {
  return page.locator('.shell-page:visible');
}

/** Opens the order list signed in and waits until its rows have loaded. */
export async function openOrderList(page: Page, token: string, search = ''): Promise<void> {
  await openPortal(page, token, `/order/order-list${search}`);
  await expectOrdersLoaded(page);
}

export async function expectOrdersLoaded(page: Page): Promise<void> {
  await expect(shownPage(page).getByTestId('query-form')).toBeVisible({ timeout: 30_000 });
  await expect(shownPage(page).locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}

/** A row of the order list, by its platform order no. */
export function orderRow(page: Page, platformOrderNo: string): Locator {
  return shownPage(page)
    .locator('tr.ant-table-row')
    .filter({ has: page.getByRole('link', { name: platformOrderNo, exact: true }) });
}

/** Opens the order form (new, or `?id=` to edit) and waits until it has drawn. */
export async function openOrderForm(page: Page, token: string, id?: number): Promise<void> {
  await openPortal(page, token, id ? `/order/edit?id=${id}` : '/order/create');
  await expect(orderField(page, 'platform_order_no', id ? `order-edit-${id}` : 'order-create')).toBeVisible({
    timeout: 30_000,
  });
}

/** The order form's name: `order-create`, or `order-edit-<id>` (each tab keeps its own form). */
export type OrderFormName = 'order-create' | `order-edit-${number}`;

/**
 * A field of an order form: antd names its id `<form name>_<field>` (`order-create_city`; nested
 * fields join their path with `_`). Ids are unique, so the locator also works inside `has:` filters.
 */
export function orderField(page: Page, name: string, form: OrderFormName = 'order-create'): Locator {
  return page.locator(`[id="${form}_${name}"]`);
}

/** The form item around a field, found by its label (the control inside may change). */
export function orderFormItem(page: Page, name: string, form: OrderFormName = 'order-create'): Locator {
  return page.locator('.ant-form-item').filter({ has: page.locator(`label[for="${form}_${name}"]`) });
}

/** Opens an order's detail page and waits for its header. */
export async function openOrderDetail(page: Page, token: string, id: number): Promise<void> {
  await openPortal(page, token, `/order/detail?id=${id}`);
  await expect(shownPage(page).getByTestId('order-detail-no')).toBeVisible({ timeout: 30_000 });
}

/** A line of the order form's SKU table. */
export function lineRow(page: Page, sku: string): Locator {
  return shownPage(page).getByTestId('order-lines').locator('tr.ant-table-row').filter({ hasText: sku });
}

/** Adds a SKU through the form's picker by keyboard: type, wait for its option and stock, Enter. */
export async function addSkuLine(page: Page, sku: string, available: number): Promise<void> {
  const picker = shownPage(page).getByRole('combobox', { name: /Search SKU|搜索 SKU/ });
  await picker.fill(sku);
  // This select's own dropdown: another one may still be fading out.
  const listbox = await picker.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listbox}"]`) });
  const active = dropdown.locator('.ant-select-item-option-active');
  await expect(active).toContainText(sku);
  await expect(active).toContainText(String(available));
  await page.keyboard.press('Enter');
  await expect(lineRow(page, sku)).toBeVisible();
}

/** Types the sample US recipient and the order no. into the new order form, as a merchant would, and picks the warehouse. */
export async function typeUsRecipient(page: Page, merchant: OrderMerchant, platformOrderNo: string): Promise<void> {
  await orderField(page, 'platform_order_no').fill(platformOrderNo);
  await orderField(page, 'first_name').fill(US_RECIPIENT.first_name);
  await orderField(page, 'last_name').fill(US_RECIPIENT.last_name);
  await orderField(page, 'phone').fill(US_RECIPIENT.phone);
  await chooseBySearch(page, orderField(page, 'country'), 'United St', 'United States (US)');
  await orderField(page, 'state').fill(US_RECIPIENT.state);
  await orderField(page, 'city').fill(US_RECIPIENT.city);
  await orderField(page, 'zip').fill(US_RECIPIENT.zip);
  await orderField(page, 'address1').fill(US_RECIPIENT.address1);
  await chooseBySearch(page, orderField(page, 'warehouse_id'), merchant.warehouseCode, merchant.warehouseOption);
}

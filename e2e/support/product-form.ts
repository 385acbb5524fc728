import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type ListResult, type Product, type ProductBody, type ProductListItem, product } from '@portal/contract';
import { callApi } from './api';
import { shownErrors } from './form-errors';
import { openPortal } from './merchants';

/** The SKU form's address: new, `?id=` to edit, `&mode=view` for the detail. */
export function productFormUrl(id?: number, view = false): string {
  if (!id) return '/products/add';
  return `/products/add?id=${id}${view ? '&mode=view' : ''}`;
}

/** Opens the SKU form (or detail) signed in, and waits until it has drawn. */
export async function openProductForm(page: Page, token: string, id?: number, view = false): Promise<void> {
  await openPortal(page, token, productFormUrl(id, view));
  const ready = view ? page.getByTestId('product-detail-sku') : field(page, 'sku');
  await expect(ready).toBeVisible({ timeout: 30_000 });
}

/** The page of the tab shown now: kept-alive tabs keep other SKU forms in the page, hidden. */
function shownPage(page: Page): Locator {
  return page.locator('.shell-page:visible');
}

/**
 * A field of the SKU form shown: antd names its id `<form name>_<field>`, the form `sku-form` or
 * `sku-form-<id>` (no underscore in it, so what follows the first one is the field's name).
 */
export function field(page: Page, name: string): Locator {
  return shownPage(page).locator(`xpath=.//*[starts-with(@id, "sku-form") and substring-after(@id, "_") = "${name}"]`);
}

/** The form item around a field (found by its label, which stays when the control changes), for its messages and hints. */
export function formItem(page: Page, name: string): Locator {
  return shownPage(page)
    .locator('.ant-form-item')
    .filter({
      has: page.locator(`xpath=.//label[starts-with(@for, "sku-form") and substring-after(@for, "_") = "${name}"]`),
    });
}

/** The error messages shown under one field. */
export function fieldErrors(page: Page, name: string): Locator {
  return shownErrors(formItem(page, name));
}

/** Picks an option of an antd Select with search: typing narrows the list, Enter takes the first match. */
export async function pickOption(page: Page, name: string, text: string): Promise<void> {
  const box = field(page, name);
  await box.click();
  await box.fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
  await page.keyboard.press('Escape');
}

/** Ticks nodes of the category tree by their shown names. */
export async function pickCategories(page: Page, names: string[]): Promise<void> {
  await field(page, 'category_ids').click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  for (const name of names) {
    await dropdown.locator(`.ant-select-tree-node-content-wrapper[title="${name}"]`).click();
  }
  await page.keyboard.press('Escape');
}

export interface RequiredFields {
  sku: string;
  nameCn: string;
  nameEn: string;
  property: string;
  hsCode: string;
  declaredValue: string;
  weight: string;
  length: string;
  width: string;
  height: string;
}

/** Types every required field of the SKU form. */
export async function fillRequired(page: Page, values: RequiredFields): Promise<void> {
  await field(page, 'sku').fill(values.sku);
  await field(page, 'name_cn').fill(values.nameCn);
  await field(page, 'name_en').fill(values.nameEn);
  await pickOption(page, 'property_id', values.property);
  await field(page, 'hs_code').fill(values.hsCode);
  await field(page, 'declared_value').fill(values.declaredValue);
  await field(page, 'weight_g').fill(values.weight);
  await field(page, 'length_cm').fill(values.length);
  await field(page, 'width_cm').fill(values.width);
  await field(page, 'height_cm').fill(values.height);
}

/** A valid addProduct body, for arranging SKUs through the API. */
export function productBody(sku: string, overrides: Partial<ProductBody> = {}): ProductBody {
  return {
    sku,
    name_cn: '测试商品',
    name_en: 'Test product',
    property_id: 1,
    hs_code: '610910',
    declared_value: 1299,
    weight_g: 150,
    length_cm: 20,
    width_cm: 15,
    height_cm: 5,
    ...overrides,
  };
}

export async function createProduct(
  request: APIRequestContext,
  token: string,
  sku: string,
  overrides: Partial<ProductBody> = {},
): Promise<number> {
  const saved = await callApi<{ id: number }>(request, product.addProduct, {
    token,
    body: productBody(sku, overrides),
  });
  return saved.id;
}

/** The merchant's SKU with exactly this code, found through the list, with every field of its detail. */
export async function findProduct(
  request: APIRequestContext,
  token: string,
  sku: string,
): Promise<Product | undefined> {
  const page = await callApi<ListResult<ProductListItem>>(request, product.getProductList, { token, query: { sku } });
  const listed = page.list.find((row) => row.sku === sku);
  return listed && productDetail(request, token, listed.id);
}

export async function productDetail(request: APIRequestContext, token: string, id: number): Promise<Product> {
  return callApi<Product>(request, product.getProductDetail, { token, query: { id } });
}

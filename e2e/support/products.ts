import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type ListResult, type ProductListItem, product, productReference, type Warehouse } from '@portal/contract';
import ExcelJS from 'exceljs';
import { callApi } from './api';
import { freshMerchant, type Merchant, type MerchantOptions, openPortal } from './merchants';
import { createProduct } from './product-form';

export interface MerchantWithSkus extends Merchant {
  /** The id of each SKU created, by its code. */
  ids: Record<string, number>;
}

/**
 * A new merchant holding exactly these SKUs (created in this order, so the last is listed first),
 * each with the fields `overrides` gives it.
 */
export async function merchantWithSkus(
  request: APIRequestContext,
  skus: string[],
  {
    overrides = () => ({}),
    lang,
  }: MerchantOptions & { overrides?: (sku: string) => Parameters<typeof createProduct>[3] } = {},
): Promise<MerchantWithSkus> {
  const merchant = await freshMerchant(request, { lang });
  const ids: Record<string, number> = {};
  for (const sku of skus) ids[sku] = await createProduct(request, merchant.token, sku, overrides(sku));
  return { ...merchant, ids };
}

export async function firstWarehouse(request: APIRequestContext, token: string): Promise<Warehouse> {
  const warehouses = await callApi<Warehouse[]>(request, productReference.getWarehouseList, { token });
  const first = warehouses[0];
  if (!first) throw new Error('no warehouse in the demo data');
  return first;
}

/** Opens the SKU list signed in (with `search` as its address's query) and waits for its rows. */
export async function openProductList(page: Page, token: string, search = ''): Promise<void> {
  await openPortal(page, token, `/productsList${search}`);
  await expectListLoaded(page);
}

export async function expectListLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('query-form')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}

/** The table row of one SKU. */
export function skuRow(page: Page, sku: string): Locator {
  return page.locator('tr.ant-table-row').filter({ has: page.getByRole('cell', { name: sku, exact: true }) });
}

/** The SKU cells of the table, top to bottom (column 1 holds the checkboxes, 2 the images). */
export function skuCells(page: Page): Locator {
  return page.locator('tr.ant-table-row td:nth-child(3)');
}

/** Waits until the table lists exactly these SKUs, in any order (for SKUs created at the same time). */
export async function expectSkuSet(page: Page, skus: string[]): Promise<void> {
  await expect.poll(async () => (await skuCells(page).allInnerTexts()).sort()).toEqual([...skus].sort());
}

/** Waits until the table lists exactly these SKUs, in this order (newest first). */
export async function expectSkus(page: Page, skus: string[]): Promise<void> {
  await expect(skuCells(page)).toHaveText(skus);
}

/** Shows these columns of the list through its column picker (the pick is kept for the browser). */
export async function pickColumns(page: Page, titles: string[]): Promise<void> {
  await page.getByTestId('column-picker').click();
  const panel = page.getByTestId('column-picker-panel');
  for (const title of titles) await panel.getByRole('checkbox', { name: title, exact: true }).check();
  await page.getByTestId('column-picker').click();
  await expect(panel).toBeHidden();
}

export async function tickRow(page: Page, sku: string): Promise<void> {
  await skuRow(page, sku).locator('.ant-checkbox-input').check();
}

/** The SKU list as the API answers it, for checking what the page did. */
export async function apiSkus(request: APIRequestContext, token: string): Promise<string[]> {
  const list = await callApi<ListResult<ProductListItem>>(request, product.getProductList, {
    token,
    query: { page_size: 200 },
  });
  return list.list.map((item) => item.sku);
}

/** The rows of a workbook's first sheet as text, header row included. */
export async function sheetRows(file: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => cellText(value)));
  });
  return rows;
}

function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** The toast with this text (antd's message). */
export function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

/** The open confirmation dialog (antd's modal.confirm). */
export function confirmDialog(page: Page): Locator {
  return page.locator('.ant-modal-confirm');
}

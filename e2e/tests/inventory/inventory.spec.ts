import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { opsContent, opsOrder, order, product } from '@portal/contract';
import { callApi } from '../../support/api';
import { downloadBy } from '../../support/import-sheets';
import { openPortal } from '../../support/merchants';
import { merchantWithStock, type OrderMerchant, placeOrder, sampleDraft, shownPage } from '../../support/orders';
import { createProduct } from '../../support/product-form';
import { sheetRows } from '../../support/products';

/**
 * A merchant with MUG-01 and CAP-02 (50 each in the first warehouse), LOW-03 (5, warning 10), and an
 * order of 2 MUG-01 packed by the warehouse: 48 on hand, 2 sold.
 */
async function stockedMerchant(request: APIRequestContext) {
  const merchant = await merchantWithStock(request, ['MUG-01', 'CAP-02']);
  await callApi(request, opsContent.updateCustomerSettings, {
    ops: true,
    body: { customer_id: merchant.customerId, warning_quantity_enabled: 1 },
  });
  await createProduct(request, merchant.token, 'LOW-03', { warning_quantity: 10 });
  await callApi(request, product.setStock, {
    ops: true,
    body: { customer_id: merchant.customerId, sku: 'LOW-03', warehouse_id: merchant.warehouseId, total: 5 },
  });
  const placed = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['MUG-01']));
  await callApi(request, order.submitOrders, { token: merchant.token, body: { ids: [placed.id] } });
  const staff = { ops: true, body: { system_order_id: placed.system_order_id } };
  await callApi(request, opsOrder.verify, staff);
  await callApi(request, opsOrder.pack, {
    ops: true,
    body: { ...staff.body, weight_g: 700, length_cm: 20, width_cm: 15, height_cm: 10 },
  });
  return { merchant, placed };
}

async function loaded(page: Page) {
  await expect(shownPage(page).getByTestId('query-form')).toBeVisible({ timeout: 30_000 });
  await expect(shownPage(page).locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}

function row(page: Page, text: string) {
  return shownPage(page).locator('tr.ant-table-row').filter({ hasText: text });
}

async function openInventory(page: Page, merchant: OrderMerchant, search = '') {
  await openPortal(page, merchant.token, `/inventory/list${search}`);
  await loaded(page);
}

test('the inventory list shows stock, sales and the low-stock alert in words, filters and exports', async ({
  page,
  request,
}) => {
  const { merchant } = await stockedMerchant(request);
  await openInventory(page, merchant);
  const mug = row(page, 'MUG-01');
  await expect(mug).toContainText(merchant.warehouseCode);
  // On hand 48, nothing locked, 48 available; 2 sold in 30 days → 48 ÷ (2/30) = 720 days of cover.
  await expect(mug.locator('td').filter({ hasText: /^48$/ })).toHaveCount(2);
  await expect(mug).toContainText('720');
  await expect(row(page, 'LOW-03')).toContainText('Low stock (warning 10)');
  await expect(row(page, 'CAP-02')).not.toContainText('Low stock');

  await shownPage(page).getByText('Only below warning quantity').click();
  await shownPage(page).getByTestId('query-form').getByRole('button', { name: 'Search' }).click();
  await loaded(page);
  await expect(page).toHaveURL(/alert_only=1/);
  await expect(shownPage(page).locator('tr.ant-table-row')).toHaveCount(1);
  await expect(row(page, 'LOW-03')).toBeVisible();

  const download = await downloadBy(page, () => shownPage(page).getByTestId('export-button').click());
  const rows = await sheetRows(await download.path());
  expect(rows[0]?.slice(0, 3)).toEqual(['SKU', 'Name', 'Warehouse']);
  expect(rows.slice(1).map((r) => [r[0], r[5], r[12]])).toEqual([['LOW-03', '5', 'Yes']]);
});

test("the stock log shows an order's movements after packing, filters by type and links to the order", async ({
  page,
  request,
}) => {
  const { merchant, placed } = await stockedMerchant(request);
  await openInventory(page, merchant, '?sku=MUG-01');
  await row(page, 'MUG-01').getByRole('link', { name: 'Stock log' }).click();
  await loaded(page);
  await expect(page).toHaveURL(/\/inventory\/stock-log\?.*sku=MUG-01/);
  const movements = shownPage(page).locator('tr.ant-table-row');
  await expect(movements).toHaveCount(3);
  await expect(movements.nth(0)).toContainText('Packed (deducted)');
  await expect(movements.nth(0)).toContainText('−2');
  // A lock moves the frozen stock, not the total: "+2" under "Frozen change", nothing under "Total change".
  await expect(movements.nth(1)).toContainText('Order locked');
  await expect(movements.nth(1).getByRole('cell', { name: '+2' })).toHaveCount(1);
  await expect(movements.nth(2)).toContainText('Counted adjustment');

  await shownPage(page).getByRole('combobox', { name: 'Type' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Order locked' }).click();
  await shownPage(page).getByTestId('query-form').getByRole('button', { name: 'Search' }).click();
  await loaded(page);
  await expect(page).toHaveURL(/type=lock/);
  await expect(movements).toHaveCount(1);

  const download = await downloadBy(page, () => shownPage(page).getByTestId('export-button').click());
  const rows = await sheetRows(await download.path());
  expect(rows.slice(1).map((r) => [r[1], r[4], r[5], r[6] ?? '', r[7]])).toEqual([
    ['MUG-01', 'Order locked', `Order ${placed.platform_order_no}`, '', '2'],
  ]);

  await movements
    .nth(0)
    .getByRole('link', { name: `Order ${placed.platform_order_no}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/order/detail\\?id=${placed.id}`));
  await expect(shownPage(page).getByTestId('order-detail-no')).toBeVisible({ timeout: 30_000 });
});

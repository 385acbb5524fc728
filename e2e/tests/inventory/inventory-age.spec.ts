import { expect, type Page, test } from '@playwright/test';
import { type Lang, product } from '@portal/contract';
import { callApi } from '../../support/api';
import { lookAt } from '../../support/look';
import { openPortal } from '../../support/merchants';
import { merchantWithStock, type OrderMerchant, shownPage } from '../../support/orders';

/**
 * A merchant with AGE-01 and AGE-02 (12 each in the first warehouse, counted in by staff), then
 * AGE-01 counted down to 5: the loss takes the oldest units, 5 are left, all received today.
 */
async function agedMerchant(request: Parameters<typeof merchantWithStock>[0], lang?: Lang): Promise<OrderMerchant> {
  const merchant = await merchantWithStock(request, ['AGE-01', 'AGE-02'], { stock: 12, lang });
  await callApi(request, product.setStock, {
    ops: true,
    body: { customer_id: merchant.customerId, sku: 'AGE-01', warehouse_id: merchant.warehouseId, total: 5 },
  });
  return merchant;
}

async function loaded(page: Page) {
  await expect(shownPage(page).getByTestId('query-form')).toBeVisible({ timeout: 30_000 });
  await expect(shownPage(page).locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}

function cellsOf(page: Page, sku: string) {
  return shownPage(page).locator('tr.ant-table-row').filter({ hasText: sku }).locator('td');
}

async function screenshots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, `${name}-${width}`, { fullPage: true });
  }
}

test('the age screen shows stock set through the ops API in its buckets, and filters by SKU lines and warehouse', async ({
  page,
  request,
}) => {
  const merchant = await agedMerchant(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPortal(page, merchant.token, '/inventory/list');
  await page.getByRole('menuitem', { name: 'Inventory Age' }).click();
  await expect(page).toHaveURL(/\/inventory\/age$/);
  await loaded(page);
  await expect(shownPage(page).getByRole('columnheader')).toHaveText([
    'SKU',
    'Name',
    'Warehouse',
    'Total stock',
    '0–30 days',
    '31–60 days',
    '61–90 days',
    '91–180 days',
    'Over 180 days',
    'Oldest age (days)',
  ]);
  // SKU, name, warehouse, on hand, five buckets, oldest age: everything arrived today.
  await expect(cellsOf(page, 'AGE-01')).toHaveText([
    'AGE-01',
    /.+/,
    merchant.warehouseCode,
    '5',
    '5',
    '0',
    '0',
    '0',
    '0',
    '0',
  ]);
  await expect(cellsOf(page, 'AGE-02').nth(3)).toHaveText('12');
  await expect(cellsOf(page, 'AGE-02').nth(4)).toHaveText('12');
  await screenshots(page, 'inventory-age-en');

  await page.setViewportSize({ width: 1440, height: 900 });
  await shownPage(page).getByTestId('query-form').locator('textarea').fill('age-02');
  await shownPage(page).getByTestId('query-form').getByRole('button', { name: 'Search' }).click();
  await loaded(page);
  await expect(page).toHaveURL(/sku=age-02/);
  await expect(shownPage(page).locator('tr.ant-table-row')).toHaveCount(1);
  await expect(cellsOf(page, 'AGE-02').first()).toHaveText('AGE-02');

  // Another warehouse holds none of it.
  await openPortal(page, merchant.token, `/inventory/age?warehouse_id=${merchant.warehouseId + 1}`);
  await loaded(page);
  await expect(shownPage(page).locator('tr.ant-table-row')).toHaveCount(0);
});

test('the age screen in Chinese', async ({ page, request }) => {
  const merchant = await agedMerchant(request, 'zh_CN');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPortal(page, merchant.token, '/inventory/age');
  await loaded(page);
  await expect(shownPage(page).getByRole('columnheader', { name: '180 天以上' })).toBeVisible();
  await expect(shownPage(page).getByRole('columnheader', { name: '最长库龄（天）' })).toBeVisible();
  await expect(cellsOf(page, 'AGE-01').nth(4)).toHaveText('5');
  await screenshots(page, 'inventory-age-zh');
});

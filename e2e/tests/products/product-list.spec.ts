import { expect, type Page, test } from '@playwright/test';
import { type ProductCategory, type ProductProperty, product, productReference } from '@portal/contract';
import { callApi } from '../../support/api';
import { freshMerchant } from '../../support/merchants';
import { createProduct } from '../../support/product-form';
import {
  apiSkus,
  confirmDialog,
  expectListLoaded,
  expectSkuSet,
  expectSkus,
  firstWarehouse,
  merchantWithSkus,
  openProductList,
  pickColumns,
  skuCells,
  skuRow,
  tickRow,
  toast,
} from '../../support/products';

/** A 1×1 PNG, for changing a SKU's image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function batchSkuBox(page: Page) {
  return page.getByTestId('query-form').locator('#sku');
}

async function search(page: Page) {
  await page.getByTestId('query-form').getByRole('button', { name: 'Search' }).click();
  await expectListLoaded(page);
}

test('shows each SKU with its values, "-" for empty cells, and links to view and edit it', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithSkus(request, ['PLAIN-1', 'FULL-1'], {
    overrides: (sku) =>
      sku === 'FULL-1' ? { barcode: 'BC-7788', declared_value: 1250, length_cm: 10, width_cm: 4.5, height_cm: 2 } : {},
  });
  await openProductList(page, merchant.token);
  await expectSkus(page, ['FULL-1', 'PLAIN-1']);
  await expect(page.getByText('Total 2')).toBeVisible();
  // A 1280 px window shows the main columns; the rest are picked.
  await pickColumns(page, ['Category', 'L × W × H (cm)', 'Warning quantity']);

  const full = skuRow(page, 'FULL-1');
  await expect(full.getByRole('cell', { name: 'BC-7788' })).toBeVisible();
  await expect(full.getByRole('cell', { name: '12.50', exact: true })).toBeVisible();
  await expect(full.getByText('10 × 4.5 × 2', { exact: true })).toBeVisible();
  await expect(full.getByText('90.00 cm³')).toBeVisible();
  await expect(full.getByText('Test product', { exact: true })).toBeVisible();
  await expect(full.getByText('测试商品', { exact: true })).toBeVisible();
  await expect(full.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();

  // No barcode, no category, no warning quantity: each shows '-'.
  const plain = skuRow(page, 'PLAIN-1');
  expect(await plain.getByRole('cell', { name: '-', exact: true }).count()).toBeGreaterThanOrEqual(3);
  await expect(plain.getByRole('cell', { name: '12.99', exact: true })).toBeVisible();

  await expect(full.getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    `/products/add?id=${merchant.ids['FULL-1']}&mode=view`,
  );
  await full.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/products/add?id=${merchant.ids['FULL-1']}`);
});

test('filters by batch SKUs and name, and keeps the filters in the address across a reload', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithSkus(request, ['LIST-01', 'LIST-02', 'LIST-03', 'LIST-04'], {
    overrides: (sku) => (sku === 'LIST-03' ? { name_en: 'Blue ceramic mug' } : {}),
  });
  await openProductList(page, merchant.token);
  await expect(page.getByText('Total 4')).toBeVisible();

  // Batch search: one per line, blanks and repeats ignored, a line counter.
  await batchSkuBox(page).fill('LIST-02\n\nLIST-04\nLIST-02\n');
  await expect(page.getByTestId('batch-line-count')).toHaveText('2 / 5000 lines');
  await search(page);
  await expect(page).toHaveURL(/[?&]sku=LIST-02%0ALIST-04(&|$)/);
  await expectSkus(page, ['LIST-04', 'LIST-02']);

  await page.reload();
  await expectListLoaded(page);
  await expectSkus(page, ['LIST-04', 'LIST-02']);
  await expect(batchSkuBox(page)).toHaveValue('LIST-02\nLIST-04');

  await page.getByTestId('query-form').getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/productsList$/);
  await expect(page.getByText('Total 4')).toBeVisible();
  await expect(batchSkuBox(page)).toHaveValue('');

  await page.getByTestId('query-form').locator('#name').fill('ceramic');
  await search(page);
  await expect(page).toHaveURL(/[?&]name=ceramic(&|$)/);
  await expectSkus(page, ['LIST-03']);
  // Going back shows the list before the search, filters and all.
  await page.goBack();
  await expect(page.getByText('Total 4')).toBeVisible();
  await expect(page.getByTestId('query-form').locator('#name')).toHaveValue('');
});

test('filters by category (with its sub-categories), attribute and created time', async ({ page, request }) => {
  const probe = await freshMerchant(request);
  const tree = await callApi<ProductCategory[]>(request, productReference.getProductCategoryList, {
    token: probe.token,
  });
  const properties = await callApi<ProductProperty[]>(request, productReference.getPropertyList, {
    token: probe.token,
  });
  const parent = tree.find((node) => node.children.length > 0);
  const leaf = parent?.children[0];
  const [general, other] = properties;
  if (!parent || !leaf || !general || !other) throw new Error('the demo data lacks categories or attributes');

  const merchant = await merchantWithSkus(request, ['CAT-IN', 'CAT-OUT'], {
    overrides: (sku) =>
      sku === 'CAT-IN' ? { category_ids: [leaf.id], property_id: other.id } : { property_id: general.id },
  });
  await openProductList(page, merchant.token);
  await pickColumns(page, ['Category']);
  await expect(skuRow(page, 'CAT-IN').getByRole('cell', { name: leaf.name_en })).toBeVisible();

  // Choosing the parent category finds SKUs filed under its children.
  await page.getByTestId('query-form').locator('#category_id').click();
  await page
    .locator(`.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper[title="${parent.name_en}"]`)
    .click();
  await search(page);
  await expect(page).toHaveURL(new RegExp(`[?&]category_id=${parent.id}(&|$)`));
  await expectSkus(page, ['CAT-IN']);
  await page.getByTestId('query-form').getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Total 2')).toBeVisible();

  await page.getByTestId('query-form').locator('#property_id').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(general.name_en, { exact: true }).click();
  await search(page);
  await expectSkus(page, ['CAT-OUT']);

  // Created up to yesterday: nothing yet. The picker shows the day the address holds.
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
  yesterday.setHours(23, 59, 59, 999);
  await openProductList(page, merchant.token, `?created_to=${encodeURIComponent(yesterday.toISOString())}`);
  await expect(page.getByText('No data in table')).toBeVisible();
  await expect(page.getByTestId('query-form').getByPlaceholder('End date')).toHaveValue(
    `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`,
  );
});

test('changes the page size and page, and keeps both across a reload', async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  const skus = Array.from({ length: 12 }, (_, i) => `PAGE-${String(i + 1).padStart(2, '0')}`);
  await Promise.all(skus.map((sku) => createProduct(request, merchant.token, sku)));
  await openProductList(page, merchant.token);
  await expect(page.getByText('Total 12')).toBeVisible();
  await expect(skuCells(page)).toHaveCount(12);

  await page.locator('.ant-pagination-options .ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('10 / page').click();
  await expect(page).toHaveURL(/page_size=10/);
  await expect(skuCells(page)).toHaveCount(10);
  const firstPage = await skuCells(page).allInnerTexts();
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(skuCells(page)).toHaveCount(2);
  const secondPage = await skuCells(page).allInnerTexts();
  expect([...firstPage, ...secondPage].sort()).toEqual(skus);

  await page.reload();
  await expectListLoaded(page);
  await expectSkuSet(page, secondPage);
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(page.locator('.ant-pagination-options .ant-select')).toContainText('10 / page');
});

test('deletes after the confirmation; a SKU with stock is refused with the reason; no selection is refused', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithSkus(request, ['KEEP-STOCK', 'GO-AWAY', 'GO-TOO']);
  const warehouse = await firstWarehouse(request, merchant.token);
  await callApi(request, product.setStock, {
    ops: true,
    body: { customer_id: merchant.customerId, sku: 'KEEP-STOCK', warehouse_id: warehouse.id, total: 8, frozen: 3 },
  });
  await openProductList(page, merchant.token);

  // Stock per warehouse, with totals.
  const stocked = skuRow(page, 'KEEP-STOCK');
  await expect(stocked.getByRole('cell', { name: '8', exact: true })).toBeVisible();
  await expect(stocked.getByRole('cell', { name: '5', exact: true })).toBeVisible();
  await stocked.getByRole('cell', { name: '8', exact: true }).locator('span').hover();
  const breakdown = page.getByTestId('stock-breakdown');
  await expect(breakdown.getByRole('cell', { name: warehouse.code })).toBeVisible();

  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(toast(page, 'No selected data!')).toBeVisible();
  await page.getByRole('button', { name: 'Print labels' }).click();
  await expect(toast(page, 'No selected data!').first()).toBeVisible();

  await tickRow(page, 'KEEP-STOCK');
  await tickRow(page, 'GO-AWAY');
  await expect(page.getByTestId('list-selection')).toContainText('2 selected');
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(confirmDialog(page)).toContainText('This operation will delete the selected data, continue or not?');
  await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'SKUs with stock in a warehouse cannot be deleted: KEEP-STOCK')).toBeVisible();
  // All or none: both are still there.
  expect((await apiSkus(request, merchant.token)).sort()).toEqual(['GO-AWAY', 'GO-TOO', 'KEEP-STOCK']);

  // Cancelling deletes nothing; confirming deletes the row.
  await skuRow(page, 'GO-AWAY').getByText('Delete', { exact: true }).click();
  await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmDialog(page)).toBeHidden();
  await skuRow(page, 'GO-AWAY').getByText('Delete', { exact: true }).click();
  await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, '1 SKU deleted')).toBeVisible();
  await expect(skuRow(page, 'GO-AWAY')).toHaveCount(0);
  // The deleted row left the selection; the other ticked row stays ticked.
  await expect(page.getByTestId('list-selection')).toContainText('1 selected');
  expect((await apiSkus(request, merchant.token)).sort()).toEqual(['GO-TOO', 'KEEP-STOCK']);
});

test('clicking the image uploads another one and puts it on the SKU', async ({ page, request }) => {
  const merchant = await merchantWithSkus(request, ['PIC-1']);
  await openProductList(page, merchant.token);
  const row = skuRow(page, 'PIC-1');
  await expect(row.locator('img')).toHaveCount(0);
  await row.locator('input[type=file]').setInputFiles({ name: 'mug.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Image updated')).toBeVisible();
  await expect(row.locator('img[alt="PIC-1"]')).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
});

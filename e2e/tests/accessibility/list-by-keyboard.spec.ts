import { expect, test } from '@playwright/test';
import { arrowToOption, tabTo } from '../../support/keyboard';
import { freshMerchant } from '../../support/merchants';
import { createProduct } from '../../support/product-form';
import { openProductList, skuCells } from '../../support/products';

test('the SKU list pages, changes its page size and picks its columns by keyboard', async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  const skus = Array.from({ length: 12 }, (_, i) => `KPG-${String(i + 1).padStart(2, '0')}`);
  await Promise.all(skus.map((sku) => createProduct(request, merchant.token, sku)));
  await openProductList(page, merchant.token, '?page_size=10');
  await expect(skuCells(page)).toHaveCount(10);

  // Paging: the page numbers are stops of Tab after the rows (each row has its box and links), Enter goes to the page.
  await tabTo(page, page.locator('.ant-pagination-item-2'), { max: 160 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  await expect(skuCells(page)).toHaveCount(2);

  // The page size: its select opens with the arrow keys and takes the option with Enter.
  await tabTo(page, page.getByRole('combobox', { name: 'Page Size' }));
  await page.keyboard.press('ArrowDown');
  await arrowToOption(page, '20 / page');
  await page.keyboard.press('Enter');
  // 20 is the list's default, which the address leaves out.
  await expect(page).toHaveURL('/productsList');
  await expect(skuCells(page)).toHaveCount(12);

  // The column picker: its panel follows its button in the order; Space ticks, Escape closes.
  const picker = page.getByTestId('column-picker');
  await tabTo(page, picker, { backwards: true });
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('column-picker-panel');
  await expect(panel).toBeVisible();
  const warning = panel.getByRole('checkbox', { name: 'Warning quantity', exact: true });
  await tabTo(page, warning, { max: 30 });
  await page.keyboard.press('Space');
  await expect(warning).toBeChecked();
  await expect(page.getByRole('columnheader', { name: 'Warning quantity' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(picker).toBeFocused();
});

import { expect, type Page, test } from '@playwright/test';
import { arrowToOption, tabTo } from '../../support/keyboard';
import { freshMerchant } from '../../support/merchants';
import { createProduct } from '../../support/product-form';
import {
  apiSkus,
  confirmDialog,
  expectSkus,
  merchantWithSkus,
  openProductList,
  skuCells,
} from '../../support/products';

test('the SKU list pages, changes its page size and picks its columns by keyboard', async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  const skus = Array.from({ length: 12 }, (_, i) => `KPG-${String(i + 1).padStart(2, '0')}`);
  await Promise.all(skus.map((sku) => createProduct(request, merchant.token, sku)));
  await openProductList(page, merchant.token, '?page_size=10');
  await expect(skuCells(page)).toHaveCount(10);

  // Paging: the page numbers are stops of Tab after the rows, Enter goes to the page. The walk starts
  // at the last row's box: Tab through every row (its box and links) is 80-odd presses, each a round
  // trip to the browser, which on a loaded machine took longer than the test's minute.
  await page.locator('.ant-table-tbody tr.ant-table-row').last().getByRole('checkbox').focus();
  await tabTo(page, page.locator('.ant-pagination-item-2'), { max: 20 });
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

test('the SKU list filters, ticks all and deletes in a batch by keyboard', async ({ page, request }) => {
  // Four filters, two resets and a batch delete by keyboard: about 250 browser round trips, 64 s in a
  // loaded CI's browser stage.
  test.setTimeout(120_000);
  // Attribute 1 is General cargo, 14 Textile; category 1012 is Tops & T-Shirts, 1022 Jackets & Coats.
  const setup: Record<string, { property_id: number; category_ids: number[] }> = {
    'KF-1': { property_id: 1, category_ids: [1012] },
    'KF-2': { property_id: 14, category_ids: [1022] },
    'KF-3': { property_id: 14, category_ids: [1012] },
    'KF-4': { property_id: 1, category_ids: [1022] },
  };
  const merchant = await merchantWithSkus(request, Object.keys(setup), { overrides: (sku) => setup[sku] ?? {} });
  await openProductList(page, merchant.token);
  await expectSkus(page, ['KF-4', 'KF-3', 'KF-2', 'KF-1']);
  const search = page.getByRole('button', { name: 'Search' });
  const reset = page.getByRole('button', { name: 'Reset' });
  /** Search, then Reset: the filter form starts again from the address and gives the focus back. */
  const searchExpecting = async (skus: string[]) => {
    await tabTo(page, search);
    await page.keyboard.press('Enter');
    await expectSkus(page, skus);
    await expect(search).toBeFocused();
  };
  const resetAll = async () => {
    await tabTo(page, reset);
    await page.keyboard.press('Enter');
    await expectSkus(page, ['KF-4', 'KF-3', 'KF-2', 'KF-1']);
    await expect(reset).toBeFocused();
  };

  // The batch search: one SKU a line (Enter starts a line in the box).
  await tabTo(page, page.locator('#sku'));
  await page.keyboard.type('KF-1');
  await page.keyboard.press('Enter');
  await page.keyboard.type('KF-4');
  await expect(page.getByTestId('batch-line-count')).toContainText('2');
  await searchExpecting(['KF-4', 'KF-1']);

  // Narrowed further: the category tree (typing narrows it, Enter takes the node), the attribute (arrows).
  await tabTo(page, page.locator('#category_id'), { backwards: true });
  await page.keyboard.type('Jackets');
  await page.keyboard.press('Enter');
  await expect(filterItem(page, 'category_id').locator('.ant-select-selection-item')).toHaveText('Jackets & Coats');
  await tabTo(page, page.locator('#property_id'));
  await page.keyboard.press('ArrowDown');
  await arrowToOption(page, 'General cargo');
  await page.keyboard.press('Enter');
  await searchExpecting(['KF-4']);
  await expect(page).toHaveURL(/category_id=1022&property_id=1/);
  await resetAll();

  // The created date: a start typed in its box (tomorrow) leaves nothing created before it.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await tabTo(page, page.locator('#created'), { backwards: true });
  await page.keyboard.type(tomorrow);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await searchExpecting([]);
  await expect(page).toHaveURL(new RegExp(`created_from=${tomorrow}`));
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();
  await resetAll();

  // The attribute Textile, all its rows ticked with Space on Select all, deleted through the confirmation.
  await tabTo(page, page.locator('#property_id'), { backwards: true });
  // Textile is the last attribute: ArrowUp from the first goes round to it.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await arrowToOption(page, 'Textile', 1);
  await page.keyboard.press('Enter');
  await searchExpecting(['KF-3', 'KF-2']);
  await tabTo(page, page.getByRole('checkbox', { name: 'Select all' }), { drawnOver: true });
  await page.keyboard.press('Space');
  await expect(page.getByTestId('list-selection')).toContainText('2 selected');
  await tabTo(page, page.getByRole('button', { name: 'Delete selected' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(confirmDialog(page).getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();
  await expect(skuCells(page)).toHaveCount(0);
  expect((await apiSkus(request, merchant.token)).sort()).toEqual(['KF-1', 'KF-4']);
});

/** A filter's form item, found by its control's id. */
function filterItem(page: Page, id: string) {
  return page
    .getByTestId('query-form')
    .locator('.ant-form-item')
    .filter({ has: page.locator(`#${id}`) });
}

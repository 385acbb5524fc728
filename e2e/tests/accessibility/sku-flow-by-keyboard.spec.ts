import { expect, test } from '@playwright/test';
import { type Product, product as productOps } from '@portal/contract';
import { callApi } from '../../support/api';
import { tabTo } from '../../support/keyboard';
import { pdfPageTexts } from '../../support/pdf-text';
import { field } from '../../support/product-form';
import { apiSkus, confirmDialog, expectSkus, merchantWithSkus, openProductList, skuRow } from '../../support/products';

// Only the keyboard acts here: no click, fill or check on an element (typing with keyboard.type is a person typing).
// Two tests rather than one: a walk of every step by Tab is long, and together they came near the
// 60 s a test has on a loaded CI machine.
test('a SKU is found, ticked and its labels printed with the keyboard alone', async ({ page, request }) => {
  const merchant = await merchantWithSkus(request, ['KEY-A1', 'KEY-B2', 'KEY-C3']);
  await openProductList(page, merchant.token);
  await expectSkus(page, ['KEY-C3', 'KEY-B2', 'KEY-A1']);

  // Find: the SKU filter, then its Search button.
  await tabTo(page, page.locator('#sku'));
  await page.keyboard.type('KEY-B2');
  await tabTo(page, page.getByRole('button', { name: 'Search' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sku=KEY-B2/);
  await expectSkus(page, ['KEY-B2']);

  // Select: the row's checkbox, ticked with Space.
  const tick = skuRow(page, 'KEY-B2').getByRole('checkbox');
  await tabTo(page, tick);
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  await expect(page.getByTestId('list-selection')).toContainText('1 selected');

  // Print labels: back up to the toolbar's button; the dialog takes the focus and gives it back.
  const printButton = page.getByRole('button', { name: 'Print labels' });
  await tabTo(page, printButton, { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  // The size: open its list with the arrow key, from the shown 60 × 40 go down one, take it with Enter.
  await tabTo(page, dialog.locator('#label_size'));
  await page.keyboard.press('ArrowDown');
  // The list marks the shown size active once it has opened (an effect after the open): an arrow
  // pressed before that moves from nowhere onto 60 × 40 itself.
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  await expect(active).toHaveText('60 × 40 mm');
  await page.keyboard.press('ArrowDown');
  await expect(active).toHaveText('70 × 30 mm');
  await page.keyboard.press('Enter');
  await expect(dialog.locator('.ant-select-selection-item')).toHaveText('70 × 30 mm');
  await tabTo(page, dialog.locator('#copies'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('3');
  await tabTo(page, dialog.getByRole('button', { name: 'Print' }));
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  await expect(dialog).toBeHidden();
  await expect(printButton).toBeFocused();
  const pages = await pdfPageTexts(await download.path());
  expect(pages).toHaveLength(3);
  expect(pages.every((text) => text.includes('KEY-B2'))).toBe(true);
});

test('a SKU is opened from its row, edited and saved with the keyboard alone, the focus back on its row', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithSkus(request, ['KEY-E1', 'KEY-B2']);
  await openProductList(page, merchant.token);
  await expectSkus(page, ['KEY-B2', 'KEY-E1']);

  // Open the SKU for editing from its row: a link, followed with Enter.
  await tabTo(page, skuRow(page, 'KEY-B2').getByRole('link', { name: 'Edit' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/add\\?id=${merchant.ids['KEY-B2']}`));
  const name = field(page, 'name_en');
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keyboard towel');

  // Save: the form's button, reached in order after the fields.
  const save = page.locator('.shell-page:visible').getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/productsList/);
  await expect(skuRow(page, 'KEY-B2')).toContainText('Keyboard towel');
  const saved = await callApi<Product>(request, productOps.getProductDetail, {
    token: merchant.token,
    query: { id: merchant.ids['KEY-B2'] ?? 0 },
  });
  expect(saved.name_en).toBe('Keyboard towel');
  // The saved form's tab closed: the focus is back where it was on the list, not lost on the body.
  await expect(skuRow(page, 'KEY-B2').getByRole('link', { name: 'Edit' })).toBeFocused();
});

test('a SKU row is deleted, the import dialog walked and a SKU viewed then edited with the keyboard alone', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithSkus(request, ['KEY-D1', 'KEY-D2']);
  await openProductList(page, merchant.token);
  await expectSkus(page, ['KEY-D2', 'KEY-D1']);

  // A row's Delete: Escape cancels its confirmation and gives the focus back; Enter on Confirm deletes.
  const rowDelete = skuRow(page, 'KEY-D2').getByRole('button', { name: 'Delete', exact: true });
  await tabTo(page, rowDelete);
  await page.keyboard.press('Enter');
  const confirm = confirmDialog(page);
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(rowDelete).toBeFocused();
  await expectSkus(page, ['KEY-D2', 'KEY-D1']);
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectSkus(page, ['KEY-D1']);
  expect(await apiSkus(request, merchant.token)).toEqual(['KEY-D1']);

  // Import: the dialog takes the focus; its kinds, template and file picker are stops of Tab; Escape gives the focus back.
  const importButton = page.getByTestId('import-button');
  await tabTo(page, importButton, { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import SKUs' });
  await expect(dialog).toBeVisible();
  // The kind of import: an arrow key moves to the next one, whose hint then shows.
  const newSkus = dialog.getByRole('radio', { name: 'New SKUs' });
  await tabTo(page, newSkus, { max: 10, drawnOver: true });
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Update tax info' })).toBeChecked();
  await expect(dialog).toContainText('Updates the HS code');
  await tabTo(page, dialog.getByTestId('import-template'), { max: 10 });
  await tabTo(page, dialog.locator('.ant-upload[role="button"]'), { max: 5 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(importButton).toBeFocused();

  // View: the row's link, then Tab to the detail's Edit, which Enter follows to the form.
  await tabTo(page, skuRow(page, 'KEY-D1').getByRole('link', { name: 'View' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/add\\?id=${merchant.ids['KEY-D1']}&mode=view`));
  await expect(page.getByTestId('product-detail-sku')).toHaveText('KEY-D1');
  const edit = page.locator('.shell-page:visible').getByRole('button', { name: 'Edit' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/add\\?id=${merchant.ids['KEY-D1']}$`));
  await expect(field(page, 'sku')).toHaveValue('KEY-D1');
});

import { expect, test } from '@playwright/test';
import { opsContent } from '@portal/contract';
import { callApi } from '../../support/api';
import { arrowToOption, tabTo } from '../../support/keyboard';
import { field, openProductForm, productDetail } from '../../support/product-form';
import { merchantWithSkus } from '../../support/products';

// Only the keyboard acts here: no click, fill or check on an element.
test('the SKU form’s selects, category tree, radio buttons and switch work by keyboard and save', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithSkus(request, ['KEY-FORM'], {
    overrides: () => ({ property_id: 1, tax_refund: 0 }),
  });
  await callApi(request, opsContent.updateCustomerSettings, {
    ops: true,
    body: { customer_id: merchant.customerId, scan_barcode_enabled: 1 },
  });
  const id = merchant.ids['KEY-FORM'] ?? 0;
  await openProductForm(page, merchant.token, id);
  const shown = page.locator('.shell-page:visible');

  // The attribute: ArrowDown opens its list, the arrows walk it, Enter takes the option.
  await tabTo(page, field(page, 'property_id'), { max: 120 });
  await page.keyboard.press('ArrowDown');
  await arrowToOption(page, 'Liquid');
  await page.keyboard.press('Enter');
  await expect(shown.locator('.ant-select-selection-item[title="Liquid"]')).toBeVisible();

  // The categories (a tree of several picks): typing narrows it, Enter ticks the node, twice.
  await tabTo(page, field(page, 'category_ids'));
  await page.keyboard.type('Jackets');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Phone Cases');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  const categories = shown.locator('.ant-select-selection-item-content');
  await expect(categories).toHaveText(['Jackets & Coats', 'Phone Cases']);

  // Tax refund: the group's checked button is one Tab stop, an arrow key moves the choice.
  const no = shown.getByRole('radio', { name: 'No' });
  await expect(no).toBeChecked();
  await tabTo(page, no, { drawnOver: true });
  await page.keyboard.press('ArrowLeft');
  await expect(shown.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(shown.getByRole('radio', { name: 'Yes' })).toBeFocused();

  // Scan barcode: Space turns the switch on.
  const scan = shown.getByRole('switch', { name: 'Scan barcode when packing' });
  await tabTo(page, scan);
  await page.keyboard.press('Space');
  await expect(scan).toBeChecked();

  // Packing materials (a select of several): ArrowDown opens it, Enter takes the active one, Escape closes.
  await tabTo(page, field(page, 'consumable_ids'));
  await page.keyboard.press('ArrowDown');
  await arrowToOption(page, 'BOX-M · Carton box M');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(shown.locator('.ant-select-selection-item[title="BOX-M · Carton box M"]')).toBeVisible();

  const save = shown.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/productsList/);
  expect(await productDetail(request, merchant.token, id)).toMatchObject({
    property_id: 5,
    category_ids: [1022, 2011],
    tax_refund: 1,
    scan_barcode: 1,
    consumable_ids: [2],
  });
});

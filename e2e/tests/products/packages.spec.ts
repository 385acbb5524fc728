import { expect, type Page, test } from '@playwright/test';
import { product } from '@portal/contract';
import { callApi } from '../../support/api';
import { lookAt } from '../../support/look';
import { openPortal } from '../../support/merchants';
import { expectListLoaded, firstWarehouse, merchantWithSkus } from '../../support/products';

/** Picks a SKU with the shared SKU picker by keyboard: type its code, Enter on the highlighted option. */
async function pickComponent(page: Page, sku: string) {
  const picker = page.getByRole('combobox', { name: 'Add a component' });
  await picker.fill(sku);
  const listbox = await picker.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listbox}"]`) });
  await expect(dropdown.locator('.ant-select-item-option-active')).toContainText(sku);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('package-components').getByText(sku, { exact: true })).toBeVisible();
}

test('a merchant creates a package of two SKUs, sees its availability in the list and opens its detail', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithSkus(request, ['KIT-MUG', 'KIT-CST']);
  const warehouse = await firstWarehouse(request, merchant.token);
  for (const [sku, total] of [
    ['KIT-MUG', 9],
    ['KIT-CST', 10],
  ] as const) {
    await callApi(request, product.setStock, {
      ops: true,
      body: { customer_id: merchant.customerId, sku, warehouse_id: warehouse.id, total, frozen: 0 },
    });
  }

  await openPortal(page, merchant.token, '/products/packages');
  await expectListLoaded(page);
  await page.getByRole('button', { name: 'Add package' }).click();
  await expect(page).toHaveURL(/\/products\/packages\/add$/);
  // The form's own fields: the list, kept alive in its tab, has a "Package code" filter too.
  const form = page.locator('form#package-form');
  await form.getByLabel('Package code').fill('GIFT-KIT');
  await form.getByLabel('Chinese name').fill('礼盒');
  await form.getByLabel('English name').fill('Gift kit');
  await pickComponent(page, 'KIT-MUG');
  await pickComponent(page, 'KIT-CST');
  await page.getByRole('spinbutton', { name: 'Quantity KIT-CST' }).fill('2');
  await expect(page.getByTestId('package-units')).toHaveText('3 units in all');
  await form.getByLabel('Pre-assembled').check();
  await lookAt(page, 'package-form-en-1440', { fullPage: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // Saved: the form leaves its tab for the list, which shows the package with what the warehouse can make.
  await expect(page).toHaveURL(/\/products\/packages$/);
  await expectListLoaded(page);
  const row = page.locator('tr.ant-table-row').filter({ has: page.getByRole('cell', { name: 'GIFT-KIT' }) });
  await expect(row.getByText('1 × KIT-MUG, 2 × KIT-CST')).toBeVisible();
  await expect(row.getByText('Pre-assembled')).toBeVisible();
  // 9 mugs and 10 coasters make 5 kits of 1 mug and 2 coasters.
  const available = row.getByTestId('package-available');
  await expect(available).toHaveText('5');
  await available.hover();
  const byWarehouse = page.getByTestId('package-stock');
  await expect(byWarehouse.getByRole('row').filter({ hasText: warehouse.code })).toContainText('5');
  await lookAt(page, 'package-list-en-1440');

  await row.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/products\/packages\/detail\?id=\d+$/);
  await expect(page.getByTestId('package-detail-code')).toHaveText('GIFT-KIT');
  const components = page.getByTestId('package-detail-components');
  await expect(components.getByRole('row').filter({ hasText: 'KIT-MUG' })).toContainText('9');
  await expect(components.getByRole('row').filter({ hasText: 'KIT-CST' })).toContainText('10');
  await expect(page.getByTestId('package-stock').getByRole('row').filter({ hasText: warehouse.code })).toContainText(
    '5',
  );
  await lookAt(page, 'package-detail-en-1440', { fullPage: true });
});

test('the package list reads in Chinese', async ({ page, request }) => {
  const merchant = await merchantWithSkus(request, ['ZH-MUG', 'ZH-CST'], { lang: 'zh_CN' });
  await callApi(request, product.addPackage, {
    token: merchant.token,
    body: {
      code: 'ZH-SET',
      name_en: 'Set',
      name_cn: '套装',
      assembly: 'pick_components',
      components: [
        { sku: 'ZH-MUG', quantity: 1 },
        { sku: 'ZH-CST', quantity: 1 },
      ],
    },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await openPortal(page, merchant.token, '/products/packages');
  await expectListLoaded(page);
  await expect(page.getByRole('columnheader', { name: '组合商品编码' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '套装' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增组合商品' })).toBeVisible();
  await lookAt(page, 'package-list-zh_CN-390');
});

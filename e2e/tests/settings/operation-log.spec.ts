import { expect, test } from '@playwright/test';
import { auth, MASKED, product } from '@portal/contract';
import { apiLogin } from '../../support/api';
import { lookAt } from '../../support/look';
import { freshMerchant, openPortal } from '../../support/merchants';
import { shownPage } from '../../support/orders';
import { createProduct } from '../../support/product-form';

test('a merchant’s changes are listed with who made them; filtered by menu, a sign-in’s detail shows its password masked', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request);
  await createProduct(request, merchant.token, 'LOG-MUG');
  // A sign-in is logged under its account, the password masked.
  await apiLogin(request, merchant.email, merchant.password);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPortal(page, merchant.token, '/operation-log');
  const view = shownPage(page);
  const added = view.locator('tr.ant-table-row', { hasText: product.addProduct.path });
  await expect(added).toContainText('Products');
  await expect(added).toContainText(merchant.email);
  await expect(added).toContainText('Success');
  await lookAt(page, 'operation-log-en-1440');

  await view.getByRole('combobox', { name: 'Menu' }).click();
  await page.locator('.ant-select-item-option[title="Account"]').click();
  await view.getByRole('button', { name: /Search/ }).click();
  await expect(page).toHaveURL(/[?&]menu=account/);
  await expect(added).toHaveCount(0);
  const signIn = view.locator('tr.ant-table-row', { hasText: auth.login.path }).first();
  await expect(signIn).toContainText('Account');
  await signIn.getByRole('button', { name: 'Detail' }).click();

  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('auth.login', { exact: true })).toBeVisible();
  await expect(drawer).toContainText('Main account');
  const params = drawer.getByRole('textbox', { name: 'Parameters' });
  await expect(params).toHaveValue(new RegExp(`"password": "${MASKED.replace(/\*/g, '\\*')}"`));
  expect(await params.inputValue()).not.toContain(merchant.password);
  await expect(params).toHaveValue(new RegExp(`"email": "${merchant.email}"`));
  await lookAt(page, 'operation-log-detail-en-1440');
});

test('the operation log in Chinese at 390 px', async ({ page, request }) => {
  const merchant = await freshMerchant(request, { lang: 'zh_CN' });
  await createProduct(request, merchant.token, 'LOG-CUP');
  await page.setViewportSize({ width: 390, height: 800 });
  await openPortal(page, merchant.token, '/operation-log');
  await expect(page).toHaveTitle(/^操作日志/);
  const row = shownPage(page).locator('tr.ant-table-row').first();
  await expect(row).toContainText('产品管理');
  await expect(row).toContainText('成功');
  await lookAt(page, 'operation-log-zh-390', { fullPage: true });
});

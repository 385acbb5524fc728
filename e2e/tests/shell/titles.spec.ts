import { expect, test } from '@playwright/test';
import { user } from '@portal/contract';
import { DEMO } from '../../support/api';
import { demoSession, freshMerchant } from '../../support/merchants';
import { createProduct, openProductForm } from '../../support/product-form';
import { openSignedIn, useLanguage } from '../../support/session';
import { expectShell, menu, navigate, tab, tabTitles } from './shell-helpers';

test('editing and viewing a SKU are titled after it, and the menu highlights the SKU list', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request);
  const id = await createProduct(request, merchant.token, 'WALK-BT-EAR.01');
  await openProductForm(page, merchant.token, id);
  await expect(tab(page, 'Edit SKU WALK-BT-EAR.01')).toBeVisible();
  await expect(page).toHaveTitle('Edit SKU WALK-BT-EAR.01 - ucenter');
  await expect(menu(page).locator('.ant-menu-item-selected')).toHaveText('SKU List');

  await navigate(page, `/products/add?id=${id}&mode=view`);
  await expect(tab(page, 'SKU details WALK-BT-EAR.01')).toBeVisible();
  await expect(page).toHaveTitle('SKU details WALK-BT-EAR.01 - ucenter');
  await expect(menu(page).locator('.ant-menu-item-selected')).toHaveText('SKU List');

  await navigate(page, '/products/add');
  await expect(page).toHaveTitle('Add SKU - ucenter');
  await expect
    .poll(() => tabTitles(page))
    .toEqual(['Workplace', 'Edit SKU WALK-BT-EAR.01', 'SKU details WALK-BT-EAR.01', 'Add SKU']);
});

test('the titles follow the language', async ({ page, request }) => {
  const merchant = await freshMerchant(request, { lang: 'zh_CN' });
  const id = await createProduct(request, merchant.token, 'TITLE-ZH');
  await openProductForm(page, merchant.token, id);
  await expect(tab(page, '编辑 SKU TITLE-ZH')).toBeVisible();
  await expect(page).toHaveTitle('编辑 SKU TITLE-ZH - ucenter');
  await expect(menu(page).locator('.ant-menu-item-selected')).toHaveText('SKU 列表');

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(tab(page, 'Edit SKU TITLE-ZH')).toBeVisible();
  await expect(page).toHaveTitle('Edit SKU TITLE-ZH - ucenter');
});

test('a SKU address that is not an id says the SKU could not be loaded', async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  await openProductForm(page, merchant.token);
  await navigate(page, '/products/add?id=abc');
  await expect(page.getByText('This SKU could not be loaded.')).toBeVisible();
  await expect(page.locator('.shell-page:visible #sku-form_sku')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to list', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL('/productsList');
});

test('pages the user may not open are told apart by the page they stand for', async ({ page, request }) => {
  // The demo sub-account has the product and inventory permissions, not the order one.
  await openSignedIn(page, await demoSession(request, DEMO.sub));
  await expectShell(page);
  await navigate(page, '/order/order-list');
  await expect(page.getByText('you do not have permission', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle('403 · Order List - ucenter');
  await navigate(page, '/billing/order-fulfillment-fee');
  await expect(page).toHaveTitle('403 · Order Fulfillment Fee - ucenter');
  // Error pages open no tab.
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace']);

  // A reload of the forbidden page asks for none of its data: the rights are checked first.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/order/order-list');
  await expect(page.getByText('you do not have permission', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle('403 · Order List - ucenter');
  expect(asked).toContain(user.getCurrentUser.path);
  expect(asked.filter((path) => path.startsWith('/api/ucenter/order/'))).toEqual([]);
});

for (const [lang, names] of [
  ['en', { notFound: 'Page not found - ucenter', serverError: 'Server error - ucenter' }],
  ['zh_CN', { notFound: '页面不存在 - ucenter', serverError: '服务器错误 - ucenter' }],
] as const) {
  test(`the public error pages are titled by what they say (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/no/such/page');
    await expect(page.getByText('404', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveTitle(names.notFound);
    await page.goto('/500');
    await expect(page.getByText('500', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveTitle(names.serverError);
  });
}

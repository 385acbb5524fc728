import { expect, type Page, test } from '@playwright/test';
import { freshMerchant } from '../../support/merchants';
import { createProduct, field, openProductForm } from '../../support/product-form';
import { tab, tabBar } from './shell-helpers';

/** The question asked before unsaved changes are thrown away. */
function discardQuestion(page: Page, title = 'Discard unsaved changes?') {
  return page.locator('.ant-modal-confirm').filter({ hasText: title });
}

async function closeTabByCross(page: Page, title: string): Promise<void> {
  await tab(page, title).locator('xpath=..').getByRole('tab', { name: 'remove' }).click();
}

test('a half-filled new SKU stays in its tab; closing it, Back to list, a reload and sign-out ask first', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request);
  await openProductForm(page, merchant.token);
  await field(page, 'sku').fill('KEEP-ME-1');
  await field(page, 'name_en').fill('Kept across tabs');

  // Another tab and back: what was typed is still there.
  await tab(page, 'Workplace').click();
  await expect(page.getByTestId('workplace-greeting')).toBeVisible();
  await tab(page, 'Add SKU').click();
  await expect(field(page, 'sku')).toHaveValue('KEEP-ME-1');
  await expect(field(page, 'name_en')).toHaveValue('Kept across tabs');

  // Closing the tab asks, naming it; keeping on editing changes nothing.
  await closeTabByCross(page, 'Add SKU');
  await expect(discardQuestion(page)).toContainText('“Add SKU”');
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardQuestion(page)).toBeHidden();
  await expect(tab(page, 'Add SKU')).toBeVisible();
  await expect(field(page, 'sku')).toHaveValue('KEEP-ME-1');

  // "Back to list" asks too.
  await page.getByRole('button', { name: 'Back to list', exact: true }).click();
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL('/products/add');

  // So does signing out.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL('/products/add');

  // Reloading the browser page: the browser asks (its own words); staying keeps everything.
  const question = page.waitForEvent('dialog');
  void page.evaluate(() => window.location.reload());
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(field(page, 'sku')).toHaveValue('KEEP-ME-1');

  // Discarding closes the tab; the changes are gone with it, and nothing asks any more.
  await closeTabByCross(page, 'Add SKU');
  await discardQuestion(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(tab(page, 'Add SKU')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('workplace-greeting')).toBeVisible({ timeout: 30_000 });
});

test('each SKU being edited keeps its own tab and form; saving leaves without asking', async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  const mug = await createProduct(request, merchant.token, 'KEEP-MUG', { name_en: 'Mug' });
  const cup = await createProduct(request, merchant.token, 'KEEP-CUP', { name_en: 'Cup' });
  await openProductForm(page, merchant.token, mug);
  await expect(tab(page, 'Edit SKU KEEP-MUG')).toBeVisible();
  await field(page, 'name_en').fill('Mug, blue');

  // The other SKU opens in a tab of its own.
  await page.evaluate((id) => {
    window.history.pushState({}, '', `/products/add?id=${id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, cup);
  await expect(tab(page, 'Edit SKU KEEP-CUP')).toBeVisible();
  await expect(field(page, 'name_en')).toHaveValue('Cup');

  await tab(page, 'Edit SKU KEEP-MUG').click();
  await expect(field(page, 'name_en')).toHaveValue('Mug, blue');

  // A saved form has nothing left to ask about: it closes its tab and shows the list.
  await page.getByRole('button', { name: 'Save', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL('/productsList');
  await expect(tab(page, 'Edit SKU KEEP-MUG')).toHaveCount(0);
  await expect(tabBar(page).getByRole('tab', { name: 'Edit SKU KEEP-CUP' })).toBeVisible();
});

test('the question about unsaved changes is asked in Chinese', async ({ page, request }) => {
  const merchant = await freshMerchant(request, { lang: 'zh_CN' });
  await openProductForm(page, merchant.token);
  await field(page, 'sku').fill('KEEP-ZH');
  await closeTabByCross(page, '新增 SKU');
  const question = discardQuestion(page, '放弃未保存的修改？');
  await expect(question).toContainText('“新增 SKU” 中填写的内容尚未保存，离开后将丢失。');
  await question.getByRole('button', { name: '放弃修改' }).click();
  await expect(tab(page, '新增 SKU')).toHaveCount(0);
});

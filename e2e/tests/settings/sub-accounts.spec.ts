import { expect, type Page, test } from '@playwright/test';
import { apiLogin } from '../../support/api';
import { createBooking, oneSkuBooking } from '../../support/inbound';
import { lookAt } from '../../support/look';
import { mailbox } from '../../support/mailbox';
import { freshMerchant, openPortal, skipGuide } from '../../support/merchants';
import { merchantWithStock, orderRow, placeOrder, sampleDraft, shownPage } from '../../support/orders';
import { toast } from '../../support/products';

/** The invitation link of the newest mail to `to` (its token rides in the fragment). */
async function invitationLinkFor(to: string): Promise<string> {
  let link: string | undefined;
  await expect(() => {
    link = mailbox(to)[0]?.text.match(/https?:\/\/\S+\/invitation#token=[^\s"<]+/)?.[0];
    expect(link, `invitation link in the mail to ${to}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link ?? '';
}

/** The names of the side menu's groups (an open group's text goes on with its entries). */
async function menuGroups(page: Page): Promise<string[]> {
  const texts = await page.locator('.ant-pro-sider .ant-menu-root > li').allInnerTexts();
  return texts.map((text) => text.split('\n')[0]?.trim() ?? '');
}

/** Sets an area's level in the open drawer's rights. */
async function grant(page: Page, area: string, level: string): Promise<void> {
  await page.getByRole('dialog').getByRole('radiogroup', { name: area }).getByText(level, { exact: true }).click();
}

test('a main account invites a colleague with chosen rights; the colleague sets a password from the mail and sees only those areas, and a change of rights shows at the next load', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // Two SKUs in stock, an order and a draft booking of each (the colleague will see the mug's only).
  const merchant = await merchantWithStock(request, ['SUB-MUG-1', 'SUB-CAP-2']);
  const mugOrder = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['SUB-MUG-1']));
  const capOrder = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['SUB-CAP-2']));
  const mugBooking = await createBooking(request, merchant.token, oneSkuBooking(merchant.warehouseId, 'SUB-MUG-1'));
  const capBooking = await createBooking(request, merchant.token, oneSkuBooking(merchant.warehouseId, 'SUB-CAP-2'));
  await openPortal(page, merchant.token, '/settings/sub-account');
  const view = shownPage(page);
  await view.getByRole('button', { name: 'Add sub-account' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('First name').fill('Ana');
  await drawer.getByLabel('Last name').fill('Lopez');
  const email = `colleague-${Date.now()}@shop.test`;
  await drawer.getByLabel('E-mail').fill(email);
  await grant(page, 'Products', 'Manage');
  await grant(page, 'Inventory', 'View');
  await lookAt(page, 'sub-account-drawer-en-1440');
  await drawer.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  const row = view.locator('tr.ant-table-row', { hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Products (Manage), Inventory (View)');

  // The colleague, in a browser of their own, opens the mailed link.
  const colleague = await browser.newContext({ locale: 'en-US' });
  const theirs = await colleague.newPage();
  await theirs.goto(await invitationLinkFor(email));
  await expect(theirs.getByText(/Hello Ana, .* has created an account for you/)).toBeVisible();
  await theirs.getByLabel('New password', { exact: true }).fill('Warehouse42x');
  await theirs.getByLabel('Confirm new password').fill('Warehouse42x');
  await theirs.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(theirs).toHaveURL('/dashboard/workplace');
  await expect
    .poll(() => menuGroups(theirs))
    .toEqual(['Dashboard', 'Products', 'Inventory', 'Account', 'Help & Guides']);

  // The colleague works on an open inventory page while the main account narrows the grant (the
  // first-login guide, read through the API, would cover it).
  await skipGuide(request, await apiLogin(request, email, 'Warehouse42x'));
  await theirs.goto('/inventory/list');
  await expect(theirs.getByRole('menuitem', { name: 'Stock Log' })).toBeVisible();

  // The main account sees the colleague active, and takes Inventory away.
  await page.reload();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Edit' }).click();
  await grant(page, 'Inventory', 'None');
  await grant(page, 'Orders', 'View');
  await grant(page, 'Inbound', 'View');
  // ... and limits it to one SKU of two, found by the drawer's search.
  await drawer.getByRole('radiogroup', { name: 'SKU permissions' }).getByText('Chosen SKUs').click();
  await drawer.getByRole('combobox', { name: 'Search SKU to add' }).fill('sub-mug');
  await page.locator('.ant-select-item-option-active', { hasText: 'SUB-MUG-1' }).click();
  await expect(drawer.getByText('1 SKU chosen')).toBeVisible();
  await lookAt(page, 'sub-account-skus-en-1440');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Sub-account saved')).toBeVisible();
  await expect(row).toContainText('Products (Manage), Orders (View), Inbound (View)');
  await expect(row).toContainText('1 SKU');
  await expect(row).not.toContainText('Inventory');

  // Without reloading, the colleague's next request is refused and the open app follows the grant.
  await theirs.getByRole('menuitem', { name: 'Stock Log' }).click();
  await expect
    .poll(() => menuGroups(theirs))
    .toEqual(['Dashboard', 'Products', 'Orders', 'Inbound', 'Account', 'Help & Guides']);
  // Its SKU list holds the one chosen SKU only.
  await theirs.goto('/productsList');
  await expect(shownPage(theirs).locator('tr.ant-table-row', { hasText: 'SUB-MUG-1' })).toBeVisible();
  await expect(shownPage(theirs).locator('tr.ant-table-row', { hasText: 'SUB-CAP-2' })).toHaveCount(0);
  // Its order and booking lists hold the records of that SKU only.
  await theirs.goto('/order/order-list');
  await expect(orderRow(theirs, mugOrder.platform_order_no)).toBeVisible();
  await expect(shownPage(theirs).locator('tr.ant-table-row')).toHaveCount(1);
  await expect(orderRow(theirs, capOrder.platform_order_no)).toHaveCount(0);
  await theirs.goto('/inbound/list');
  await expect(shownPage(theirs).locator('tr.ant-table-row', { hasText: mugBooking.receiving_no })).toBeVisible();
  await expect(shownPage(theirs).locator('tr.ant-table-row')).toHaveCount(1);
  await expect(shownPage(theirs).locator('tr.ant-table-row', { hasText: capBooking.receiving_no })).toHaveCount(0);
  // The other SKU's order, opened by its address, is answered as one that does not exist.
  await theirs.goto(`/order/detail?id=${capOrder.id}`);
  await expect(shownPage(theirs).getByText('This order does not exist')).toBeVisible();
  await colleague.close();

  // The main account reads what the colleague did in the operation log, under the colleague's e-mail.
  await page.goto('/operation-log');
  const accepted = shownPage(page).locator('tr.ant-table-row', { hasText: '/api/ucenter/invitation/accept' });
  await expect(accepted).toContainText(email);
  await expect(accepted).toContainText('Success');
});

test('the sub-account screen in Chinese at 390 px', async ({ page, request }) => {
  const merchant = await freshMerchant(request, { lang: 'zh_CN' });
  await page.setViewportSize({ width: 390, height: 800 });
  await openPortal(page, merchant.token, '/settings/sub-account');
  await expect(shownPage(page).getByRole('button', { name: /添加子账号/ })).toBeVisible();
  await shownPage(page)
    .getByRole('button', { name: /添加子账号/ })
    .click();
  await expect(page.getByRole('dialog').getByRole('radiogroup', { name: '订单' })).toBeVisible();
  // The whole drawer fits the phone once it has slid in.
  await expect(page.getByRole('dialog').getByRole('button', { name: /发送邀请|发 送 邀 请/ })).toBeInViewport({
    ratio: 1,
  });
  await lookAt(page, 'sub-account-drawer-zh-390', { fullPage: true });
});

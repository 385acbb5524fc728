import { expect, test } from '@playwright/test';
import { openShell, tabBar, toast } from './shell-helpers';

test('the help button lists the guides', async ({ page, request }) => {
  await openShell(page, request);
  await page.getByRole('button', { name: 'Help' }).click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: 'Help guides' });
  for (const topic of [
    'Login and account',
    'Recharge and fees',
    'API integration',
    'SKU maintenance',
    'Inbound appointments',
    'Order creation',
  ]) {
    await expect(drawer.getByText(topic, { exact: true })).toBeVisible();
  }
});

test('fullscreen says why when the browser cannot or will not', async ({ page, request }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('fullscreen') === 'refuse') {
      Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('Permissions check failed'));
    } else {
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
    }
  });
  await openShell(page, request);
  await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
  await expect(toast(page, 'Your browser does not support fullscreen')).toBeVisible();

  await page.evaluate(() => sessionStorage.setItem('fullscreen', 'refuse'));
  await page.reload();
  await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
  await expect(toast(page, 'Permissions check failed')).toBeVisible();
});

test('content fullscreen hides the header and menu until it is left', async ({ page, request }) => {
  await openShell(page, request);
  await tabBar(page).getByRole('button', { name: 'Content fullscreen' }).click();
  await expect(page.getByTestId('side-header')).toHaveCount(0);
  await expect(page.locator('.ant-pro-sider')).toHaveCount(0);
  await tabBar(page).getByRole('button', { name: 'Exit content fullscreen' }).click();
  await expect(page.getByTestId('side-header')).toBeVisible();
  await expect(page.locator('.ant-pro-sider')).toBeVisible();
});

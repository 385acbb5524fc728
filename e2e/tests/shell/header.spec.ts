import { expect, test } from '@playwright/test';
import { openShell, tabBar, toast } from './shell-helpers';

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

test('the language button has a tooltip like its neighbours', async ({ page, request }) => {
  await openShell(page, request);
  for (const name of ['Help', 'Language', 'Theme settings']) {
    await page.getByRole('button', { name, exact: true }).hover();
    await expect(page.getByRole('tooltip', { name })).toBeVisible();
    await page.mouse.move(0, 400);
  }
  // The tooltip does not stand in the way of the menu.
  await page.getByRole('button', { name: 'Language', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: '简体中文' })).toBeVisible();
});

test('the mix layout shows the brand, and folds its menu from the header, clear of the tab bar', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', JSON.stringify({ layoutStyle: 'mix' }));
  });
  await openShell(page, request);
  const header = page.locator('.ant-pro-layout-header');
  await expect(header.locator('.shell-brand img')).toBeVisible();
  await expect(header.locator('.shell-brand')).toContainText('Portal Logistics');

  const toggle = page.getByTestId('menu-collapse');
  const [toggleBox, barBox] = await Promise.all([toggle.boundingBox(), tabBar(page).boundingBox()]);
  // Nothing of the toggle reaches into the tab bar.
  expect((toggleBox?.y ?? 0) + (toggleBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  await expect(page.locator('.ant-pro-sider-collapsed-button')).toHaveCount(0);

  const sider = page.locator('.ant-pro-sider');
  const wide = (await sider.boundingBox())?.width ?? 0;
  await toggle.click();
  await expect.poll(async () => (await sider.boundingBox())?.width ?? 0).toBeLessThan(wide);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('theme'))) ?? '{}')).toMatchObject({
    collapse: true,
  });
});

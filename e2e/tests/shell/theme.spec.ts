import { expect, test } from '@playwright/test';
import { openShell, openThemeDrawer } from './shell-helpers';

const layoutRoot = (page: import('@playwright/test').Page) => page.locator('.ant-pro-layout');

test('the theme drawer switches the layout between side, top and mix', async ({ page, request }) => {
  await openShell(page, request);
  await expect(layoutRoot(page)).toHaveClass(/ant-pro-layout-side/);
  await expect(page.getByTestId('side-header')).toBeVisible();

  const drawer = await openThemeDrawer(page);
  await drawer.getByLabel('Navigation mode').getByText('Top menu', { exact: true }).click();
  await expect(layoutRoot(page)).toHaveClass(/ant-pro-layout-top/);
  await expect(page.getByTestId('side-header')).toHaveCount(0);
  await expect(page.locator('.ant-pro-sider')).toHaveCount(0);

  await drawer.getByLabel('Navigation mode').getByText('Mixed menu', { exact: true }).click();
  await expect(layoutRoot(page)).toHaveClass(/ant-pro-layout-mix/);
  // Mix: the first menu level in the header, the pages of the open group at the side.
  await expect(page.locator('.ant-pro-layout-header').getByText('Dashboard', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-pro-sider').getByText('Workplace', { exact: true })).toBeVisible();

  await drawer.getByLabel('Navigation mode').getByText('Side menu', { exact: true }).click();
  await expect(layoutRoot(page)).toHaveClass(/ant-pro-layout-side/);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('theme'))) ?? '{}')).toMatchObject({
    layoutStyle: 'side',
  });
});

test('a theme colour and dark mode are kept after a reload; reset removes the saved look', async ({
  page,
  request,
}) => {
  await openShell(page, request);
  // Until the look is changed, only the open tabs are saved.
  const savedLook = async () => {
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('theme'))) ?? '{}');
    return Object.keys(saved).filter((key) => key !== 'tabs' && key !== 'tabsOwner');
  };
  expect(await savedLook()).toEqual([]);

  const drawer = await openThemeDrawer(page);
  await drawer.getByRole('button', { name: '#722ed1' }).click();
  // The primary colour reaches antd's components: the chosen layout button is purple.
  await expect(drawer.locator('.ant-radio-button-wrapper-checked').filter({ hasText: 'Side menu' })).toHaveCSS(
    'background-color',
    'rgb(114, 46, 209)',
  );
  await drawer.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('theme'))) ?? '{}');
  expect(saved).toMatchObject({ color: '#722ed1', darkMode: true, layoutStyle: 'side', headStyle: 'light' });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The page behind the cards is dark too (antd's dark container and layout colours): no white band
  // under the tab bar or down the right edge.
  await expect(page.locator('.ant-pro-layout-bg-list')).toHaveCSS(
    'background-image',
    'linear-gradient(rgb(20, 20, 20), rgb(0, 0, 0) 28%)',
  );
  const reopened = await openThemeDrawer(page);
  await expect(reopened.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  await expect(reopened.getByRole('button', { name: '#722ed1' })).toHaveAttribute('aria-pressed', 'true');

  await reopened.getByRole('button', { name: 'Reset' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(reopened.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
  // The look is no longer saved; the open tabs still are.
  expect(await savedLook()).toEqual([]);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('theme'))) ?? '{}').tabs).toHaveLength(1);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

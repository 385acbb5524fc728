import { expect, test } from '@playwright/test';
import { freshMerchant } from '../../support/merchants';
import { createProduct, openProductForm } from '../../support/product-form';
import {
  expectShell,
  navigate,
  openDropdown,
  openShell,
  tab,
  tabBar,
  tabCommand,
  tabTitles,
  toast,
} from './shell-helpers';

test('pages open as tabs; the same page with another query keeps one tab', async ({ page, request }) => {
  await openShell(page, request);
  await navigate(page, '/403?from=a');
  await navigate(page, '/no/such/page');
  await navigate(page, '/403?from=b');
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace', '403', '404 · /no/such/page']);

  await tab(page, 'Workplace').click();
  await expect(page).toHaveURL('/dashboard/workplace');
  await tab(page, '403').click();
  await expect(page).toHaveURL('/403?from=b');
});

test('the workplace stays mounted while another tab is shown', async ({ page, request }) => {
  await openShell(page, request);
  const contacts = page.getByText('Your contacts');
  await expect(contacts).toBeVisible();
  await navigate(page, '/403');
  await expect(page.getByText('you do not have permission', { exact: false })).toBeVisible();
  // Kept alive: still in the page, hidden.
  await page.getByRole('tab', { name: 'Workplace' }).click();
  await expect(contacts).toBeVisible();
  await tab(page, '403').click();
  await expect(contacts).toHaveCount(1);
  await expect(contacts).toBeHidden();
});

test('tabs close by every rule, and say so when nothing can be closed', async ({ page, request }) => {
  await openShell(page, request);
  await navigate(page, '/403');
  await navigate(page, '/404');
  // The 404 page loads lazily: its first tab must be there before the next address takes its place.
  await expect(tab(page, '404')).toHaveCount(1);
  await navigate(page, '/no/such/page');
  await expect(tab(page, '404 · /no/such/page')).toHaveCount(1);

  // Home is not closable.
  await tabCommand(page, 'Workplace', 'Close current');
  await expect(toast(page, 'The current tab cannot be closed')).toBeVisible();
  await tabCommand(page, 'Workplace', 'Close tabs on the left');
  await expect(toast(page, 'There is no tab on the left to close')).toBeVisible();

  // The last tab (active) has nothing on its right.
  const last = tabBar(page).locator('.ant-tabs-tab-btn').last();
  await last.click({ button: 'right' });
  await openDropdown(page).getByText('Close tabs on the right').click();
  await expect(toast(page, 'There is no tab on the right to close')).toBeVisible();

  // Close left of the active last tab: 403 and the first 404 go, home stays.
  await last.click({ button: 'right' });
  await openDropdown(page).getByText('Close tabs on the left').click();
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace', '404 · /no/such/page']);
  await expect(page).toHaveURL('/no/such/page');

  // Close right from home: the active tab goes, so home is shown.
  await tabCommand(page, 'Workplace', 'Close tabs on the right');
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace']);
  await expect(page).toHaveURL('/dashboard/workplace');
  await tabCommand(page, 'Workplace', 'Close other tabs');
  await expect(toast(page, 'There is no tab to close')).toBeVisible();

  // Close others keeps the acted-on tab and home.
  await navigate(page, '/403');
  await navigate(page, '/404');
  await tabCommand(page, '403', 'Close other tabs');
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace', '403']);
  await expect(page).toHaveURL('/403');

  // Closing the active tab with its cross goes to the tab before it.
  await navigate(page, '/404');
  await tab(page, '404').locator('xpath=..').getByRole('tab', { name: 'remove' }).click();
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace', '403']);
  await expect(page).toHaveURL('/403');

  // Close all leaves home only and shows it; then there is nothing to close.
  await navigate(page, '/404');
  await tabCommand(page, '404', 'Close all tabs');
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace']);
  await expect(page).toHaveURL('/dashboard/workplace');
  await tabCommand(page, 'Workplace', 'Close all tabs');
  await expect(toast(page, 'There is no tab to close')).toBeVisible();
});

test('tab messages and menu follow the language', async ({ page, request }) => {
  await openShell(page, request);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await tabCommand(page, '工作台', '关闭当前');
  await expect(toast(page, '当前页签不可关闭')).toBeVisible();
});

test('reload remounts the page of a tab', async ({ page, request }) => {
  await openShell(page, request);
  await navigate(page, '/403');
  await tabCommand(page, '403', 'Reload');
  await expect(page.getByText('you do not have permission', { exact: false })).toBeVisible();
  await expect(page).toHaveURL('/403');
});

test("tabs come back after a reload, each with its title; another account's do not", async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  const id = await createProduct(request, merchant.token, 'RELOAD-ME');
  await openProductForm(page, merchant.token, id);
  await navigate(page, '/productsList?page_size=50');
  await expect(tab(page, 'SKU List')).toBeVisible();
  await navigate(page, '/403');
  const before = ['Workplace', 'Edit SKU RELOAD-ME', 'SKU List', '403'];
  // The new tab is drawn a moment after the address changes: wait for it, under load too.
  await expect.poll(() => tabTitles(page)).toEqual(before);

  await page.reload();
  await expectShell(page);
  await expect(tab(page, 'Edit SKU RELOAD-ME')).toBeVisible();
  await expect.poll(() => tabTitles(page)).toEqual(before);
  await expect(page).toHaveURL('/403');
  // A tab brought back returns to its own address and shows its page.
  await tab(page, 'SKU List').click();
  await expect(page).toHaveURL('/productsList?page_size=50');
  await expect(page.getByTestId('query-form')).toBeVisible();

  // Another account signing in on this browser starts with home only.
  const other = await freshMerchant(request);
  await page.evaluate((token) => localStorage.setItem('token', token), other.token);
  await page.goto('/dashboard/workplace');
  await expectShell(page);
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace']);
});

test("the bar's menu lists every open tab and shows the one picked, where the tabs do not fit", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openShell(page, request);
  await navigate(page, '/403?from=a');
  await navigate(page, '/no/such/page');
  await navigate(page, '/404');
  // antd's own overflow button sat inside the tab list; the bar's menu replaces it.
  await expect(tabBar(page).locator('.ant-tabs-nav-more')).toBeHidden();

  await tabBar(page).getByRole('button', { name: 'Tab actions' }).click();
  const menu = openDropdown(page);
  await expect(menu.getByText('Open tabs')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Workplace',
    '403',
    '404 · /no/such/page',
    '404',
    'Reload',
    'Close current',
    'Close tabs on the left',
    'Close tabs on the right',
    'Close other tabs',
    'Close all tabs',
  ]);
  await menu.getByRole('menuitem', { name: 'Workplace', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/workplace');
  await expect(tab(page, 'Workplace')).toBeVisible();
});

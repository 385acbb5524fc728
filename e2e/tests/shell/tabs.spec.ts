import { expect, test } from '@playwright/test';
import { freshMerchant } from '../../support/merchants';
import { createProduct, openProductForm } from '../../support/product-form';
import {
  expectShell,
  expectShown,
  navigate,
  openDropdown,
  openShell,
  tab,
  tabBar,
  tabCommand,
  tabTitles,
  toast,
} from './shell-helpers';

test('pages open as tabs; the same page with another query keeps one tab; error pages open none', async ({
  page,
  request,
}) => {
  await openShell(page, request);
  await navigate(page, '/billing/statements?from=a');
  await navigate(page, '/no/such/page');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await navigate(page, '/403');
  await expect(page.getByText('you do not have permission', { exact: false })).toBeVisible();
  await navigate(page, '/billing/statements?from=b');
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace', 'Monthly Statements']);

  await tab(page, 'Workplace').click();
  await expect(page).toHaveURL('/dashboard/workplace');
  await tab(page, 'Monthly Statements').click();
  await expect(page).toHaveURL('/billing/statements?from=b');
});

test('the workplace stays mounted while another tab is shown', async ({ page, request }) => {
  await openShell(page, request);
  const contacts = page.getByText('Your contacts');
  await expect(contacts).toBeVisible();
  await navigate(page, '/serial-number/list');
  await expect(tab(page, 'SN List')).toBeVisible();
  // Kept alive: still in the page, hidden.
  await page.getByRole('tab', { name: 'Workplace' }).click();
  await expect(contacts).toBeVisible();
  await tab(page, 'SN List').click();
  await expect(contacts).toHaveCount(1);
  await expect(contacts).toBeHidden();
});

test('tabs close by every rule, and say so when nothing can be closed', async ({ page, request }) => {
  // Seven page visits, each a page of its own now that error pages open no tab.
  test.slow();
  await openShell(page, request);
  await navigate(page, '/billing/statements');
  await navigate(page, '/serial-number/list');
  await navigate(page, '/billing/top-up-records');
  await expect(tab(page, 'Top-up Records')).toHaveCount(1);

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

  // Close left of the active last tab: the two before it go, home stays.
  await last.click({ button: 'right' });
  await openDropdown(page).getByText('Close tabs on the left').click();
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace', 'Top-up Records']);
  await expect(page).toHaveURL('/billing/top-up-records');

  // Close right from home: the active tab goes, so home is shown.
  await tabCommand(page, 'Workplace', 'Close tabs on the right');
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace']);
  await expect(page).toHaveURL('/dashboard/workplace');
  await tabCommand(page, 'Workplace', 'Close other tabs');
  await expect(toast(page, 'There is no tab to close')).toBeVisible();

  // Close others keeps the acted-on tab and home.
  await navigate(page, '/billing/statements');
  await navigate(page, '/serial-number/list');
  await tabCommand(page, 'Monthly Statements', 'Close other tabs');
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace', 'Monthly Statements']);
  await expect(page).toHaveURL('/billing/statements');

  // Closing the active tab with its cross goes to the tab before it.
  await navigate(page, '/serial-number/list');
  await tab(page, 'SN List').locator('xpath=..').getByRole('tab', { name: 'remove' }).click();
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace', 'Monthly Statements']);
  await expect(page).toHaveURL('/billing/statements');

  // Close all leaves home only and shows it; then there is nothing to close.
  await navigate(page, '/serial-number/list');
  await tabCommand(page, 'SN List', 'Close all tabs');
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
  await navigate(page, '/billing/statements');
  await tabCommand(page, 'Monthly Statements', 'Reload');
  await expectShown(page, '/billing/statements');
  await expect(page).toHaveURL('/billing/statements');
});

test("tabs come back after a reload, each with its title; another account's do not", async ({ page, request }) => {
  // Two page loads of four tabs, and a third for another account.
  test.slow();
  const merchant = await freshMerchant(request);
  const id = await createProduct(request, merchant.token, 'RELOAD-ME');
  await openProductForm(page, merchant.token, id);
  await navigate(page, '/productsList?page_size=50');
  await expect(tab(page, 'SKU List')).toBeVisible();
  await navigate(page, '/billing/statements');
  const before = ['Workplace', 'Edit SKU RELOAD-ME', 'SKU List', 'Monthly Statements'];
  // The new tab is drawn a moment after the address changes: wait for it, under load too.
  await expect.poll(() => tabTitles(page)).toEqual(before);

  await page.reload();
  await expectShell(page);
  await expect(tab(page, 'Edit SKU RELOAD-ME')).toBeVisible();
  await expect.poll(() => tabTitles(page)).toEqual(before);
  await expect(page).toHaveURL('/billing/statements');
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
  await navigate(page, '/billing/statements?from=a');
  await navigate(page, '/serial-number/list');
  await navigate(page, '/billing/top-up-records');
  // antd's own overflow button sat inside the tab list; the bar's menu replaces it.
  await expect(tabBar(page).locator('.ant-tabs-nav-more')).toBeHidden();

  await tabBar(page).getByRole('button', { name: 'Tab actions' }).click();
  const menu = openDropdown(page);
  await expect(menu.getByText('Open tabs')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Workplace',
    'Monthly Statements',
    'SN List',
    'Top-up Records',
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

import { expect, type Page, test } from '@playwright/test';
import { arrowToItem, focusWithin, tabTo } from '../../support/keyboard';
import { expectShown, navigate, openDropdown, openShell, tab, tabBar } from '../shell/shell-helpers';

/**
 * The focusable button of the tab with this key (its address). Not by name: a focused tab's name
 * gains rc-tabs' spoken "Tab 2 of 3".
 */
function tabAt(page: Page, key: string) {
  return tabBar(page).locator(`[data-node-key="${key}"] .ant-tabs-tab-btn`);
}

/** The tabs' titles (the shared helper's text also holds a focused tab's spoken position). */
async function titles(page: Page): Promise<string[]> {
  return tabBar(page).locator('.shell-tab-label').allInnerTexts();
}

test('tabs are switched, closed and closed by their menu from the keyboard', async ({ page, request }) => {
  await openShell(page, request);
  await navigate(page, '/403');
  await expect(tab(page, '403')).toHaveCount(1);
  await navigate(page, '/404');
  await expect(tab(page, '404')).toHaveCount(1);
  expect(await titles(page)).toEqual(['Workplace', '403', '404']);

  // Tab reaches the shown tab; the arrows walk the others; Enter shows the focused one.
  await tabTo(page, tabAt(page, '/404'));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tabAt(page, '/dashboard/workplace')).toBeFocused();
  await page.keyboard.press('Enter');
  await expectShown(page, '/dashboard/workplace');
  await page.keyboard.press('ArrowRight');
  await expect(tabAt(page, '/403')).toBeFocused();
  await page.keyboard.press('Space');
  await expectShown(page, '/403');

  // Delete closes the focused tab; the shown one went, so its left neighbour is shown.
  await page.keyboard.press('Delete');
  await expect.poll(() => titles(page)).toEqual(['Workplace', '404']);
  await expect(page).toHaveURL('/dashboard/workplace');

  // Shift+F10 opens the focused tab's menu with the focus in it; Escape gives it back to the tab.
  await navigate(page, '/403');
  await expect.poll(() => titles(page)).toEqual(['Workplace', '404', '403']);
  await tabTo(page, tabAt(page, '/403'));
  await page.keyboard.press('ArrowLeft');
  await expect(tabAt(page, '/404')).toBeFocused();
  await page.keyboard.press('Shift+F10');
  const menu = openDropdown(page);
  await expect(menu.getByRole('menuitem', { name: 'Close other tabs' })).toBeVisible();
  // The menu takes the focus once it has opened.
  await expect.poll(() => focusWithin(page, '.ant-dropdown')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(tabAt(page, '/404')).toBeFocused();

  // The menu key too; "Close other tabs" keeps 404 and home, shows 404 and leaves the focus on it.
  await page.keyboard.press('ContextMenu');
  await expect(menu.getByRole('menuitem', { name: 'Close other tabs' })).toBeVisible();
  await arrowToItem(page, 'Close other tabs');
  await page.keyboard.press('Enter');
  await expect.poll(() => titles(page)).toEqual(['Workplace', '404']);
  await expect(page).toHaveURL('/404');
  await expect(tabAt(page, '/404')).toBeFocused();

  // Close right from a tab in the middle: the shown tab on its right goes, the menu's tab is shown.
  await navigate(page, '/403');
  await navigate(page, '/no/such/page');
  await expect.poll(() => titles(page)).toEqual(['Workplace', '404', '403', '404 · /no/such/page']);
  await tabTo(page, tabAt(page, '/no/such/page'));
  await page.keyboard.press('ArrowLeft');
  await expect(tabAt(page, '/403')).toBeFocused();
  await page.keyboard.press('Shift+F10');
  await expect(menu.getByRole('menuitem', { name: 'Close tabs on the right' })).toBeVisible();
  await arrowToItem(page, 'Close tabs on the right');
  await page.keyboard.press('Enter');
  await expect.poll(() => titles(page)).toEqual(['Workplace', '404', '403']);
  await expect(page).toHaveURL('/403');
  await expect(tabAt(page, '/403')).toBeFocused();

  // Close left from the same tab: home cannot be closed, 404 goes.
  await page.keyboard.press('ContextMenu');
  await expect(menu.getByRole('menuitem', { name: 'Close tabs on the left' })).toBeVisible();
  await arrowToItem(page, 'Close tabs on the left');
  await page.keyboard.press('Enter');
  await expect.poll(() => titles(page)).toEqual(['Workplace', '403']);
  await expect(page).toHaveURL('/403');
  await expect(tabAt(page, '/403')).toBeFocused();

  // The bar's own menu button acts on the shown tab: close all leaves home.
  await tabTo(page, page.getByRole('button', { name: 'Tab actions' }));
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Close all tabs' })).toBeVisible();
  await arrowToItem(page, 'Close all tabs');
  await page.keyboard.press('Enter');
  await expect.poll(() => titles(page)).toEqual(['Workplace']);
  await expect(page).toHaveURL('/dashboard/workplace');
});

import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { setting } from '@portal/contract';
import { callApi, registerMerchant } from '../../support/api';
import type { MerchantOptions } from '../../support/merchants';
import { openSignedIn } from '../../support/session';

/**
 * A merchant of its own (main account, full menu) who has already read the first-login guide, so
 * the guide's modal does not cover the shell. Tests that change the theme or tabs cannot disturb
 * each other this way.
 */
export async function newMerchant(request: APIRequestContext, options: MerchantOptions = {}) {
  const merchant = await registerMerchant(request, options);
  await callApi(request, setting.updateOperationGuide, {
    token: merchant.token,
    body: { is_read: 1, guide_type: 3 },
  });
  return merchant;
}

/** Signs a fresh merchant in and waits for the shell around the workplace. */
export async function openShell(page: Page, request: APIRequestContext, path = '/dashboard/workplace') {
  const merchant = await newMerchant(request);
  await openSignedIn(page, merchant.token, path);
  await expectShell(page);
  return merchant;
}

/**
 * Goes to a page inside the running portal, as a link would. `page.goto` reloads the app, which
 * starts a new page load with only the home tab; the router follows the history's popstate.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The state a React Router navigation writes: each entry has a key of its own. Without one the
    // router names every such entry "default", and two of them at one address look like one navigation.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  await expectShown(page, path);
}

/**
 * Waits until the portal shows the page at `path`. The address changes at once, but the router
 * renders the new page in a transition: a test acting in between acts on the page before.
 */
export async function expectShown(page: Page, path: string): Promise<void> {
  const pathname = path.split('?')[0] ?? path;
  await expect(page.locator(`[data-page-path="${pathname}"]`).filter({ visible: true })).toHaveCount(1);
}

/** The first load fetches the shell's chunks, which takes a while on a busy machine. */
export async function expectShell(page: Page): Promise<void> {
  await expect(tabBar(page)).toBeVisible({ timeout: 30_000 });
}

export function tabBar(page: Page): Locator {
  return page.getByTestId('tab-bar');
}

/** The tab labelled `title` in the tab bar. */
export function tab(page: Page, title: string): Locator {
  return tabBar(page).getByRole('tab', { name: title, exact: true });
}

export async function tabTitles(page: Page): Promise<string[]> {
  // Each tab's close cross is a "tab" too; the titles are in the tab buttons.
  return (await tabBar(page).locator('.ant-tabs-tab-btn').allInnerTexts()).map((text) => text.trim());
}

/** Runs a command of a tab's right-click menu. */
export async function tabCommand(page: Page, title: string, command: string): Promise<void> {
  await tab(page, title).click({ button: 'right' });
  await openDropdown(page).getByRole('menuitem').filter({ hasText: command }).click();
}

/** The dropdown menu open now (antd keeps closed ones in the page, hidden, and one closing still shows while it leaves). */
export function openDropdown(page: Page): Locator {
  return page.locator('.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-leave"])');
}

/** The antd toast with this text. */
export function toast(page: Page, text: string): Locator {
  // The same message twice in a row stacks two notices until the first fades: either one will do.
  return page.locator('.ant-message-notice').filter({ hasText: text }).last();
}

/** The side menu (side and mix layouts) or the header menu (top layout). */
export function menu(page: Page): Locator {
  return page.locator('.ant-pro-layout').getByRole('menu').first();
}

export async function openThemeDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^(Theme settings|主题设置)$/ }).click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: /Theme settings|主题设置/ });
  await expect(drawer).toBeVisible();
  return drawer;
}

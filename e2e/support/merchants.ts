import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type CurrentUser, type Lang, setting, user } from '@portal/contract';
import { apiLogin, callApi, registerMerchant } from './api';
import { openSignedIn } from './session';

export interface Merchant {
  email: string;
  password: string;
  token: string;
  customerId: number;
}

/** Records the first-login guide as read, so its modal does not cover what a test looks at. */
export async function skipGuide(request: APIRequestContext, token: string): Promise<void> {
  await callApi(request, setting.updateOperationGuide, { token, body: { is_read: 1, guide_type: 3 } });
}

/**
 * How a test's own merchant starts: `lang` is the account's saved language, which the portal opens in
 * once signed in (English when not given, as registered through the API).
 */
export interface MerchantOptions {
  lang?: Lang;
}

/** A merchant of the test's own (for anything that changes account state), guide read unless asked. */
export async function freshMerchant(
  request: APIRequestContext,
  { guideRead = true, lang }: MerchantOptions & { guideRead?: boolean } = {},
): Promise<Merchant> {
  const { email, password, token } = await registerMerchant(request, { lang });
  if (guideRead) await skipGuide(request, token);
  const me = await callApi<CurrentUser>(request, user.getCurrentUser, { token });
  return { email, password, token, customerId: me.customer_id };
}

/**
 * A new session of a demo login, its guide already read. The demo accounts are shared by every spec
 * and have no saved language, so the browser's (`useLanguage`) is the one shown: no test saves one
 * for them (the accessibility walk switches without saving).
 */
export async function demoSession(request: APIRequestContext, email: string): Promise<string> {
  const token = await apiLogin(request, email);
  await skipGuide(request, token);
  return token;
}

/** The shell can take a while to start on a busy machine: wait for its header before acting. */
export async function openPortal(page: Page, token: string, path?: string): Promise<void> {
  await openSignedIn(page, token, path);
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
}

/**
 * Opens a page in a browser that is already signed in (a demo account's storage state, see
 * `test.use({ storageState: demoStatePath('main') })`), and waits for the shell.
 */
export async function openSignedInPage(page: Page, path = '/dashboard/workplace'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
}

/** Opens home in a signed-in browser and waits until the workplace has loaded. */
export async function openSignedInWorkplace(page: Page): Promise<void> {
  await openSignedInPage(page);
  await expect(page.getByTestId('workplace-greeting')).toBeVisible({ timeout: 30_000 });
}

/** Opens home and waits until the workplace has loaded. */
export async function openWorkplace(page: Page, token: string): Promise<void> {
  await openPortal(page, token);
  await expect(page.getByTestId('workplace-greeting')).toBeVisible({ timeout: 30_000 });
}

/** Reloads home and waits until the workplace is back. */
export async function reloadWorkplace(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByTestId('workplace-greeting')).toBeVisible({ timeout: 30_000 });
}

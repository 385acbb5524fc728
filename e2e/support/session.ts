import type { Page } from '@playwright/test';

/** Opens the portal already signed in with a token, as the spec's "token in the query" does. */
export async function openSignedIn(page: Page, token: string, path = '/dashboard/workplace'): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}token=${encodeURIComponent(token)}`);
}

/**
 * Sets the browser's language before the app starts: what the public pages show, and the signed-in
 * portal of an account with no saved language (the demo accounts). An account's saved language wins
 * once signed in: a test's own merchant gets one from the merchant helpers' `lang`.
 */
export async function useLanguage(page: Page, lang: 'en' | 'zh_CN'): Promise<void> {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('i18n-lang')) localStorage.setItem('i18n-lang', value);
  }, lang);
}

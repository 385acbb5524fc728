import type { Page } from '@playwright/test';

/** Opens the portal already signed in with a token, as the spec's "token in the query" does. */
export async function openSignedIn(page: Page, token: string, path = '/dashboard/workplace'): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}token=${encodeURIComponent(token)}`);
}

/** Sets the UI language before the app starts. */
export async function useLanguage(page: Page, lang: 'en' | 'zh_CN'): Promise<void> {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('i18n-lang')) localStorage.setItem('i18n-lang', value);
  }, lang);
}

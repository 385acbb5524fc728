import { expect, type Page, test } from '@playwright/test';
import { user } from '@portal/contract';
import { callApi } from '../../support/api';
import { useLanguage } from '../../support/session';
import { expectShell, menu, navigate, newMerchant, openShell, tab } from './shell-helpers';

/** Resolves once the header's switch has saved the language to the account's profile. */
function languageSaved(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === user.updateLanguage.path);
}

test('switching to 简体中文 puts the menu, tabs and page title in Chinese, and back', async ({ page, request }) => {
  const merchant = await openShell(page, request);
  await navigate(page, '/403');
  // An error page is shown without a tab of its own.
  await expect(tab(page, '403')).toHaveCount(0);

  await page.getByRole('button', { name: 'Language' }).click();
  const saved = languageSaved(page);
  await page.getByRole('menuitem', { name: '简体中文' }).click();

  await expect(menu(page).getByText('仪表盘', { exact: true })).toBeVisible();
  await expect(tab(page, '工作台')).toBeVisible();
  await expect(page.getByText('您没有访问此页面的权限，请咨询管理员')).toBeVisible();
  await expect(page).toHaveTitle('403 - ucenter');
  expect(await page.evaluate(() => localStorage.getItem('i18n-lang'))).toBe('zh_CN');
  // The account keeps the choice (a reload reads it back; a sign-in elsewhere opens in it).
  await saved;
  const profile = await callApi<user.Profile>(request, user.getProfile, { token: merchant.token });
  expect(profile.lang).toBe('zh_CN');

  // The choice is kept across a reload.
  await page.reload();
  await expect(tab(page, '工作台')).toBeVisible();
  await tab(page, '工作台').click();
  await expect(page).toHaveTitle('工作台 - ucenter');

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(menu(page).getByText('Dashboard', { exact: true })).toBeVisible();
  await expect(tab(page, 'Workplace')).toBeVisible();
  await expect(page).toHaveTitle('Workplace - ucenter');
  expect(await page.evaluate(() => localStorage.getItem('i18n-lang'))).toBe('en');
});

test('signing in opens the portal in the language the account saved, not the one the sign-in page showed', async ({
  page,
  request,
}) => {
  const merchant = await newMerchant(request, { lang: 'zh_CN' });
  await useLanguage(page, 'en');
  await page.goto('/login');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL('/dashboard/workplace');
  await expectShell(page);
  await expect(tab(page, '工作台')).toBeVisible();
  await expect(menu(page).getByText('仪表盘', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  // Signed out, the sign-in page stays in the language the portal was last shown in.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: '简体中文' })).toHaveAttribute('aria-pressed', 'true');
});

import { expect, test } from '@playwright/test';
import { menu, navigate, openShell, tab } from './shell-helpers';

test('switching to 简体中文 puts the menu, tabs and page title in Chinese, and back', async ({ page, request }) => {
  await openShell(page, request);
  await navigate(page, '/403');
  // An error page is shown without a tab of its own.
  await expect(tab(page, '403')).toHaveCount(0);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();

  await expect(menu(page).getByText('仪表盘', { exact: true })).toBeVisible();
  await expect(tab(page, '工作台')).toBeVisible();
  await expect(page.getByText('您没有访问此页面的权限，请咨询管理员')).toBeVisible();
  await expect(page).toHaveTitle('403 - ucenter');
  expect(await page.evaluate(() => localStorage.getItem('i18n-lang'))).toBe('zh_CN');

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

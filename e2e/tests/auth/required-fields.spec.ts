import { expect, type Page, test } from '@playwright/test';
import { useLanguage } from '../../support/session';

async function expectMessages(page: Page, messages: string[]): Promise<void> {
  for (const message of messages) await expect(page.getByText(message, { exact: true })).toBeVisible();
}

const REGISTER_EN = [
  'please input First name',
  'please input Last name',
  'please input Email',
  'please input Password',
  'please input Confirm password',
  'please input Phone',
  'please select Country',
  'please select Currency',
  'Please read and agree to the privacy policy',
];

const REGISTER_ZH = [
  '请输入名',
  '请输入姓',
  '请输入邮箱',
  '请输入密码',
  '请输入确认密码',
  '请输入电话',
  '请选择国家',
  '请选择币种',
  '请阅读并同意隐私政策',
];

test('the login form asks for email and password, in English', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectMessages(page, ['please input Email', 'please input Password']);
});

test('the login form asks for email and password, in Chinese', async ({ page }) => {
  await useLanguage(page, 'zh_CN');
  await page.goto('/login');
  // antd spaces out a two-character Chinese button label.
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expectMessages(page, ['请输入邮箱', '请输入密码']);
  await expect(page).toHaveTitle('登录 - ucenter');
});

test('the register form names every required field, in English', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expectMessages(page, REGISTER_EN);
  await expect(page.getByText('please input Company')).toHaveCount(0);
});

test('the register form names every required field, in Chinese', async ({ page }) => {
  await useLanguage(page, 'zh_CN');
  await page.goto('/register');
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expectMessages(page, REGISTER_ZH);
});

test("switching the page's language rewrites the messages already shown", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectMessages(page, ['please input Email']);
  await page.getByRole('button', { name: '简体中文' }).click();
  await expectMessages(page, ['请输入邮箱', '请输入密码']);
  await expect(page.getByText('please input Email')).toHaveCount(0);
});

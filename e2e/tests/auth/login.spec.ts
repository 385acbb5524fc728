import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../../support/api';
import { logInThroughForm, storedToken } from './auth-helpers';

test('the demo merchant logs in through the form and lands on the workplace', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in - ucenter');
  await logInThroughForm(page, DEMO.main, DEMO_PASSWORD);

  await expect(page).toHaveURL('/dashboard/workplace');
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  expect(await storedToken(page)).toBeTruthy();
});

test("a wrong password shows the server's message and stays on the login page", async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, DEMO.main, 'Wrong#Password1');

  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await storedToken(page)).toBeNull();
});

test('a signed-out visit to a guarded page goes to login with from, and logging in returns there', async ({ page }) => {
  await page.goto('/dashboard/workplace?view=from-probe');
  await expect(page).toHaveURL(`/login?from=${encodeURIComponent('/dashboard/workplace?view=from-probe')}`);

  await logInThroughForm(page, DEMO.main, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard/workplace?view=from-probe');
});

test('from never sends the user to another site', async ({ page }) => {
  await page.goto(`/login?from=${encodeURIComponent('//evil.example/phish')}`);
  await logInThroughForm(page, DEMO.main, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard/workplace');
});

test('the login page links to registration and to the forgotten-password page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forget');
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await page.getByRole('link', { name: 'Register now' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

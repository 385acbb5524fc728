import { expect, test } from '@playwright/test';
import { opsIdentity } from '@portal/contract';
import { callApi, DEMO } from '../../support/api';
import { demoSession, freshMerchant, openPortal, openWorkplace } from '../../support/merchants';

test('after the sessions are revoked, the next action away from home asks to log in again', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request);
  await openPortal(page, merchant.token, '/403');
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await callApi(request, opsIdentity.revokeSessions, { ops: true, body: { email: merchant.email } });
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();

  const expired = page
    .locator('.ant-modal-confirm')
    .filter({ hasText: 'Login status has expired, please login again!' });
  await expect(expired).toBeVisible();
  await expect(expired).toContainText('system prompt');
  await expired.getByRole('button', { name: 'log in again' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2F403$/);
});

test('logout ends the session and shows the login page', async ({ page, request }) => {
  await openWorkplace(page, await demoSession(request, DEMO.main));
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard/workplace');
  await expect(page).toHaveURL(/\/login/);
});

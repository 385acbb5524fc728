import { expect, test } from '@playwright/test';
import { apiLogin } from '../../support/api';
import { demoStatePath } from '../../support/auth-state';
import { freshMerchant, openSignedInWorkplace, openWorkplace } from '../../support/merchants';

test('a main account changes its password: mismatch first, then back to login with the new one', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request);
  const newPassword = 'Fresh2026pwd';
  await openWorkplace(page, merchant.token);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const modal = page.getByRole('dialog', { name: 'Change password' });

  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('please input Current password')).toBeVisible();
  await expect(modal.getByText('please input New password')).toBeVisible();
  await expect(modal.getByText('please input Confirm new password')).toBeVisible();

  await modal.getByLabel('Current password').fill(merchant.password);
  await modal.getByLabel('New password', { exact: true }).fill(newPassword);
  await modal.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('The confirmation password does not match the new password')).toBeVisible();

  await modal.getByLabel('Confirm new password').fill(newPassword);
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await page.getByRole('button', { name: 'Log in again' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The old password no longer opens the portal; the new one does.
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('workplace-greeting')).toBeVisible({ timeout: 30_000 });
  expect(await apiLogin(request, merchant.email, newPassword)).toBeTruthy();
});

test.describe('as the demo sub-account', () => {
  test.use({ storageState: demoStatePath('sub') });

  test("a sub-account's user menu has no change password", async ({ page }) => {
    await openSignedInWorkplace(page);
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toHaveCount(0);
  });
});

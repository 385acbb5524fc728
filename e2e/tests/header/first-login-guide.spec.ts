import { expect, test } from '@playwright/test';
import { DEMO } from '../../support/api';
import { demoSession, freshMerchant } from '../../support/merchants';
import { openSignedIn } from '../../support/session';

test('a new merchant sees the operation guide; its button waits 5 s; once read it stays away', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request, { guideRead: false });
  await openSignedIn(page, merchant.token);
  const guide = page.getByRole('dialog', { name: 'Operation guide' });
  await expect(guide).toBeVisible();
  await expect(guide).toContainText('Maintain your SKUs');
  await expect(guide).toContainText('Top up your balance');

  const button = guide.getByRole('button', { name: /Read and understood/ });
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(/\([1-5]s\)/);
  const shownAt = Date.now();
  await expect(button).toHaveText('Read and understood', { timeout: 8_000 });
  await expect(button).toBeEnabled();
  expect(Date.now() - shownAt).toBeGreaterThan(3_000);

  await button.click();
  await expect(guide).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('workplace-greeting')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Operation guide' })).toHaveCount(0);
});

test('the client app download shows a QR code where the provider enables it', async ({ page, request }) => {
  await openSignedIn(page, await demoSession(request, DEMO.main));
  await page.getByRole('button', { name: 'Download the app' }).click();
  const modal = page.getByRole('dialog', { name: 'Client app' });
  await expect(modal.getByTestId('app-qr-code')).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Download link' })).toHaveAttribute('href', /^https?:\/\//);
});

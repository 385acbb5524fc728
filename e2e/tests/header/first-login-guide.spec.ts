import { expect, test } from '@playwright/test';
import { E2E_APP_DOWNLOAD_URL } from '../../playwright.config';
import { demoStatePath } from '../../support/auth-state';
import { freshMerchant, openSignedInWorkplace, openWorkplace, reloadWorkplace } from '../../support/merchants';

test('a new merchant sees the operation guide; its button waits 5 s; once read it stays away', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request, { guideRead: false });
  await openWorkplace(page, merchant.token);
  const guide = page.getByRole('dialog', { name: 'Operation guide' });
  // It opens with the first screen, not after it, over a form the merchant has started typing in.
  expect(await guide.isVisible()).toBe(true);
  await expect(guide).toBeVisible();
  await expect(guide).toContainText('Maintain your SKUs');
  await expect(guide).toContainText('Top up your balance');

  const button = guide.getByRole('button', { name: /Read and understood/ });
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(/\([1-5]s\)/);
  // The page may take a moment to appear: count from the seconds the button showed when first seen.
  const secondsLeft = Number((await button.textContent())?.match(/\((\d)s\)/)?.[1]);
  const seenAt = Date.now();
  await expect(button).toHaveText('Read and understood', { timeout: 8_000 });
  await expect(button).toBeEnabled();
  expect(Date.now() - seenAt).toBeGreaterThan((secondsLeft - 1) * 1000);

  await button.click();
  await expect(guide).toBeHidden();
  await reloadWorkplace(page);
  await expect(page.getByRole('dialog', { name: 'Operation guide' })).toHaveCount(0);
});

test.describe('as the demo merchant', () => {
  test.use({ storageState: demoStatePath('main') });

  test('the client app download shows the configured link as a QR code where the provider enables it', async ({
    page,
  }) => {
    await openSignedInWorkplace(page);
    await page.getByRole('button', { name: 'Download the app' }).click();
    const modal = page.getByRole('dialog', { name: 'Client app' });
    await expect(modal.getByTestId('app-qr-code')).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Download link' })).toHaveAttribute('href', E2E_APP_DOWNLOAD_URL);
  });
});

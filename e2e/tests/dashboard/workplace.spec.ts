import { expect, test } from '@playwright/test';
import { opsContent } from '@portal/contract';
import { callApi } from '../../support/api';
import { demoStatePath } from '../../support/auth-state';
import { freshMerchant, openSignedInWorkplace, openWorkplace } from '../../support/merchants';

test.describe('as the demo merchant', () => {
  test.use({ storageState: demoStatePath('main') });

  test('the workplace greets the merchant and lists its three contacts', async ({ page }) => {
    await openSignedInWorkplace(page);
    await expect(page.getByTestId('workplace-greeting')).toContainText('Demo Merchant');
    await expect(page.getByTestId('workplace-customer-id')).toHaveText('Customer ID: 10001');
    const sales = page.getByTestId('contact-sales_manager');
    await expect(sales).toContainText('Sales manager');
    await expect(sales).toContainText('Lily Chen');
    await expect(page.getByTestId('contact-account_manager')).toContainText('Kevin Wang');
    const service = page.getByTestId('contact-customer_service');
    await expect(service).toContainText('Customer service');
    await expect(service.getByRole('link', { name: /service@provider\.test/ })).toHaveAttribute(
      'href',
      'mailto:service@provider.test',
    );
    await expect(service).toContainText('provider_cs');
  });

  test('the shortcuts open their pages', async ({ page }) => {
    await openSignedInWorkplace(page);
    await expect(page.getByTestId('shortcut-inbound').getByRole('link')).toHaveAttribute('href', '/inbound/create');
    const topUp = page.getByTestId('shortcut-topUp');
    await expect(topUp).toContainText('Top up');
    await topUp.getByRole('link').click();
    await expect(page).toHaveURL('/billing/topUp');
  });
});

test.describe('as a sub-account without the top-up right', () => {
  test.use({ storageState: demoStatePath('sub') });

  test('the workplace offers only the shortcuts it may open', async ({ page }) => {
    await openSignedInWorkplace(page);
    await expect(page.getByTestId('shortcut-sku')).toBeVisible();
    await expect(page.getByTestId('shortcut-topUp')).toHaveCount(0);
    await expect(page.getByTestId('shortcut-order')).toHaveCount(0);
  });
});

test('a newest notice on the workplace opens with its text and turns read', async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  const title = `Workplace notice ${Date.now()}`;
  await callApi(request, opsContent.publishNotice, {
    ops: true,
    body: {
      title,
      meta_title: 'Ops',
      description: '<p>Check the <i>new</i> inbound rules.</p>',
      customer_id: merchant.customerId,
    },
  });
  await openWorkplace(page, merchant.token);
  const row = page.getByTestId('workplace-notice').filter({ hasText: title });
  await expect(row).toContainText('New');
  await row.getByText(title).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('i', { hasText: 'new' })).toBeVisible();
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(row).not.toContainText('New');
});

import { expect, test } from '@playwright/test';
import { opsContent } from '@portal/contract';
import { callApi } from '../../support/api';
import { demoStatePath } from '../../support/auth-state';
import { freshMerchant, openPortal, openSignedInWorkplace, openWorkplace } from '../../support/merchants';
import { merchantWithSkus } from '../../support/products';

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

test('getting started ticks what a new merchant has done and opens the next step', async ({ page, request }) => {
  // A merchant whose only step so far is its first SKU.
  const merchant = await merchantWithSkus(request, ['ONB-01']);
  await openPortal(page, merchant.token, '/onboarding');
  await expect(page.getByTestId('onboarding-progress')).toHaveText('1 of 5 done');
  await expect(page.getByTestId('onboarding-sku')).toContainText('Done');
  const inbound = page.getByTestId('onboarding-inbound');
  await expect(inbound).toContainText('To do');
  await inbound.getByRole('link', { name: '2. Book your first inbound shipment' }).click();
  await expect(page).toHaveURL('/inbound/create');
});

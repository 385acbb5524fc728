import { expect, type Page, test } from '@playwright/test';
import { type Notice, notice, ops } from '@portal/contract';
import { callApi } from '../../support/api';
import { freshMerchant, openWorkplace, reloadWorkplace } from '../../support/merchants';

function bell(page: Page) {
  return page.getByTestId('notice-bell');
}

test('the bell shows the unread newest notice; opening it shows its text and it stays read', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request);
  const newest = await callApi<Notice>(request, notice.getNewestNotice, { token: merchant.token });
  expect(newest.is_read).toBe(0);

  await openWorkplace(page, merchant.token);
  await expect(bell(page)).toHaveAttribute('data-unread', 'true');
  await expect(bell(page).locator('.ant-badge-dot')).toBeVisible();
  await bell(page).click();
  const dialog = page.getByRole('dialog', { name: newest.title });
  await expect(dialog.getByTestId('notice-content')).toBeVisible();
  await expect(dialog).toContainText(newest.meta_title);
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(bell(page)).toHaveAttribute('data-unread', 'false');
  await expect(bell(page).locator('.ant-badge-dot')).toHaveCount(0);

  await reloadWorkplace(page);
  await expect(bell(page)).toHaveAttribute('data-unread', 'false');
});

test('a notice published through the ops API appears in the bell with its HTML, sanitised', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request);
  await openWorkplace(page, merchant.token);
  await expect(page.getByTestId('workplace-greeting')).toBeVisible();

  const title = `Carrier change ${Date.now()}`;
  await callApi(request, ops.publishNotice, {
    ops: true,
    body: {
      title,
      meta_title: 'Shipping',
      description:
        '<p>From Monday <b>all EU parcels</b> go by the new carrier.</p><img src="x" onerror="window.__xss = 1">',
      customer_id: merchant.customerId,
    },
  });
  await reloadWorkplace(page);
  await expect(bell(page)).toHaveAttribute('data-unread', 'true');
  await bell(page).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('b', { hasText: 'all EU parcels' })).toBeVisible();
  await expect(dialog).toContainText('Shipping');
  await expect(dialog).toContainText(/Published \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // The whole list is one click away, newest first.
  await dialog.getByRole('button', { name: 'All notices' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: 'Notices' });
  await expect(drawer.getByTestId('notice-list-item').first()).toContainText(title);
  await expect(bell(page)).toHaveAttribute('data-unread', 'false');
});

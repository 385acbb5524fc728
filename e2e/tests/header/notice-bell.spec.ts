import { expect, type Page, test } from '@playwright/test';
import { type Notice, notice, opsContent } from '@portal/contract';
import { callApi } from '../../support/api';
import { freshMerchant, openWorkplace, reloadWorkplace } from '../../support/merchants';

function bell(page: Page) {
  return page.getByTestId('notice-bell');
}

test('the bell keeps its dot while any notice is unread, older ones too, until all are read', async ({
  page,
  request,
}) => {
  // A new merchant has the three notices for every merchant, none read yet.
  const merchant = await freshMerchant(request);
  const newest = await callApi<Notice>(request, notice.getNewestNotice, { token: merchant.token });
  expect(newest.is_read).toBe(0);

  await openWorkplace(page, merchant.token);
  await expect(bell(page)).toHaveAttribute('data-unread', 'true');
  await expect(bell(page)).toHaveAccessibleName('Notices and alerts (3 unread)');
  await expect(bell(page).locator('.ant-badge-dot')).toBeVisible();
  await bell(page).click();
  const dialog = page.getByRole('dialog', { name: newest.title });
  await expect(dialog.getByTestId('notice-content')).toBeVisible();
  await expect(dialog).toContainText(newest.meta_title);
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  // The newest is read; the two older ones are not, so the dot stays.
  await expect(bell(page)).toHaveAccessibleName('Notices and alerts (2 unread)');
  await expect(bell(page).locator('.ant-badge-dot')).toBeVisible();
  await reloadWorkplace(page);
  await expect(bell(page)).toHaveAttribute('data-unread', 'true');

  // With the newest read, the bell opens the list, where the unread ones are read one by one.
  await bell(page).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: 'Notices' });
  await expect(drawer.getByTestId('notice-list-item')).toHaveCount(3);
  const list = await callApi<{ list: Notice[] }>(request, notice.getNoticeList, { token: merchant.token });
  for (const older of list.list.filter((n) => n.is_read === 0)) {
    await drawer.getByRole('button', { name: older.title }).click();
    const shown = page.getByRole('dialog', { name: older.title });
    await expect(shown.getByTestId('notice-content')).toBeVisible();
    await shown.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  }
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
  await callApi(request, opsContent.publishNotice, {
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
  // The new one is read; the three for every merchant are still waiting.
  await expect(bell(page)).toHaveAccessibleName('Notices and alerts (3 unread)');
});

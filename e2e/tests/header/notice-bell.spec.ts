import { expect, type Page, test } from '@playwright/test';
import { type Notice, notice, opsContent, opsJobs } from '@portal/contract';
import { callApi } from '../../support/api';
import { lookAt } from '../../support/look';
import { freshMerchant, openPortal, openWorkplace, reloadWorkplace } from '../../support/merchants';
import { merchantWithStock, orderOnHold, shownPage } from '../../support/orders';

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

/** What the messages page says in each language it is looked at in. */
const MESSAGE_TEXTS = {
  en: {
    width: 1440,
    alert: (no: string) => `Order ${no} has an exception waiting for your reply`,
    open: (no: string) => `Open order ${no}`,
    close: 'Close',
    bell: (n: number) => `Notices and alerts (${n} unread)`,
  },
  zh_CN: {
    width: 390,
    alert: (no: string) => `订单 ${no} 有待您回复的异常`,
    open: (no: string) => `打开订单 ${no}`,
    close: /^关\s*闭$/,
    bell: (n: number) => `公告和预警（${n} 条未读）`,
  },
} as const;

const drainEvents = (request: Parameters<typeof callApi>[0]) =>
  callApi(request, opsJobs.runJob, { ops: true, body: { name: 'platform.drainEvents' } });

for (const lang of ['en', 'zh_CN'] as const) {
  const text = MESSAGE_TEXTS[lang];
  test(`the messages page (${lang}, ${text.width} px) lists the notices and the account's alert; the alert opened turns read`, async ({
    page,
    request,
  }) => {
    const merchant = await merchantWithStock(request, ['MUG-01'], { lang });
    // Events before the alerts subscriber's first run are not its: it starts after the newest.
    await drainEvents(request);
    const placed = await orderOnHold(request, merchant, 'Apartment number missing');
    await drainEvents(request);
    const notices = await callApi<{ list: Notice[] }>(request, notice.getNoticeList, { token: merchant.token });

    await page.setViewportSize({ width: text.width, height: 900 });
    await openPortal(page, merchant.token, '/user/message');
    const items = shownPage(page).getByTestId('message-item');
    // The three notices for every merchant and the order's alert, newest (the alert) first.
    await expect(items).toHaveCount(4);
    const alert = items.first();
    await expect(alert).toContainText(text.alert(placed.system_order_id));
    await expect(alert).toContainText('Apartment number missing');
    await expect(alert).toHaveAttribute('data-read', 'false');
    await expect(items.filter({ hasText: notices.list[0]?.title ?? '?' })).toHaveAttribute('data-read', 'false');
    await expect(page.getByTestId('notice-bell')).toHaveAccessibleName(text.bell(4));
    await lookAt(page, `user-messages-${lang}-${text.width}`, { fullPage: true });

    await alert.getByRole('button', { name: text.alert(placed.system_order_id) }).click();
    const dialog = page.getByRole('dialog', { name: text.alert(placed.system_order_id) });
    await expect(dialog.getByTestId('alert-content')).toContainText('Apartment number missing');
    await expect(dialog.getByRole('button', { name: text.open(placed.system_order_id) })).toBeVisible();
    await expect(dialog).not.toHaveClass(/-(appear|enter)/);
    await lookAt(page, `user-messages-alert-${lang}-${text.width}`);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: text.close }).click();
    await expect(alert).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('notice-bell')).toHaveAccessibleName(text.bell(3));
  });
}

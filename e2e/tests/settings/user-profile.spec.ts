import { expect, type Page, test } from '@playwright/test';
import { type AccountSession, auth, setting, user } from '@portal/contract';
import { callApi } from '../../support/api';
import { lookAt } from '../../support/look';
import { freshMerchant, openPortal } from '../../support/merchants';
import { shownPage } from '../../support/orders';
import { toast } from '../../support/products';
import { chooseBySearch } from '../../support/select';

/** What the screen says in each language the walk runs in. */
const TEXTS = {
  en: { width: 1440, phone: 'Phone', zone: 'Time zone', email: 'E-mail', save: /^Save$/, saved: 'Profile saved' },
  zh_CN: { width: 390, phone: '电话', zone: '时区', email: '邮箱', save: /^保\s*存$/, saved: '资料已保存' },
} as const;

const SHANGHAI = 'Asia/Shanghai (UTC+08:00)';

/** An instant as the portal shows it in Shanghai (UTC+8 all year). */
function inShanghai(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

for (const lang of ['en', 'zh_CN'] as const) {
  const text = TEXTS[lang];
  test(`the profile (${lang}, ${text.width} px): a new phone and time zone are saved, kept after reload, and times show in the zone`, async ({
    page,
    request,
  }) => {
    const merchant = await freshMerchant(request, { lang });
    await page.setViewportSize({ width: text.width, height: 900 });
    await openPortal(page, merchant.token, '/user/profile');
    const view = shownPage(page);
    const phone = view.getByLabel(text.phone, { exact: true });
    // The phone registered with; the e-mail is the sign-in and cannot be edited.
    await expect(phone).toHaveValue(/\d/, { timeout: 30_000 });
    await expect(view.getByLabel(text.email, { exact: true })).toHaveValue(merchant.email);
    await expect(view.getByLabel(text.email, { exact: true })).not.toBeEditable();

    await phone.fill('+86 138 0013 8000');
    await chooseBySearch(page, page.getByRole('combobox', { name: text.zone }), 'Asia/Shanghai', SHANGHAI);
    await lookAt(page, `user-profile-${lang}-${text.width}`, { fullPage: true, animations: 'disabled' });
    await view.getByRole('button', { name: text.save }).click();
    await expect(toast(page, text.saved)).toBeVisible();

    await page.reload();
    await expect(view.getByLabel(text.phone, { exact: true })).toHaveValue('+86 138 0013 8000', { timeout: 30_000 });
    await expect(
      view.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: text.zone }) }),
    ).toContainText(SHANGHAI);
    // This device's session: signed in at a UTC instant, shown as Shanghai reads it.
    const sessions = await callApi<AccountSession[]>(request, setting.getSessionList, { token: merchant.token });
    const current = sessions.find((session) => session.current === 1);
    if (!current) throw new Error('no current session');
    await expect(view.getByTestId('session-row')).toContainText(inShanghai(current.created_at));
  });
}

/** Signs the merchant in once more from "another device" (another user agent), answering its token. */
async function signInElsewhere(page: Page, email: string, password: string, userAgent: string): Promise<string> {
  const response = await page.request.post(auth.login.path, {
    data: { email, password },
    headers: { 'user-agent': userAgent },
  });
  return ((await response.json()) as { content: { token: string } }).content.token;
}

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

test("the profile lists the account's sessions and ends another one, then all others", async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  const phone = await signInElsewhere(page, merchant.email, merchant.password, IPHONE);
  const laptop = await signInElsewhere(page, merchant.email, merchant.password, WINDOWS);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPortal(page, merchant.token, '/user/profile');
  const view = shownPage(page);
  const rows = view.getByTestId('session-row');
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  const current = rows.filter({ hasText: 'This device' });
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('button', { name: 'End' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Safari 18 · iOS 18' })).toContainText(
    /IP 127\.0\.0\.1 · last active \d{4}-\d\d-\d\d/,
  );

  await rows.filter({ hasText: 'Safari 18 · iOS 18' }).getByRole('button', { name: 'End' }).click();
  await expect(page.getByText('The session has been ended')).toBeVisible();
  await expect(rows).toHaveCount(2);
  const ended = await page.request.get(user.getCurrentUser.path, { headers: { token: phone } });
  expect(((await ended.json()) as { error_code: number }).error_code).toBe(1010);

  await view.getByRole('button', { name: 'End all other sessions' }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'End all other sessions?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sessions ended: 1')).toBeVisible();
  await expect(rows).toHaveCount(1);
  const laptopAfter = await page.request.get(user.getCurrentUser.path, { headers: { token: laptop } });
  expect(((await laptopAfter.json()) as { error_code: number }).error_code).toBe(1010);
  await expect(view.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();

  // Back to the settings drawer from the profile.
  await view.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByTestId('api-key')).toBeVisible();
});

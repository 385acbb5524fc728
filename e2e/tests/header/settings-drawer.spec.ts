import { expect, type Page, test } from '@playwright/test';
import { auth, user } from '@portal/contract';
import { DEMO } from '../../support/api';
import { lookAt } from '../../support/look';
import { demoSession, freshMerchant, openWorkplace, reloadWorkplace } from '../../support/merchants';
import { useLanguage } from '../../support/session';

async function openSettings(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer.getByTestId('api-key')).toBeVisible();
  return drawer;
}

async function closeSettings(page: Page) {
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
}

test('generate an API key, see the same key after reopening, replace it after confirming, copy it', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openWorkplace(page, (await freshMerchant(request)).token);
  let drawer = await openSettings(page);
  const key = drawer.getByTestId('api-key');
  await expect(key).toHaveValue('');
  await expect(key).toHaveAttribute('placeholder', 'Not generated yet');

  await drawer.getByRole('button', { name: 'Generate' }).click();
  await expect(key).not.toHaveValue('');
  const first = await key.inputValue();

  await closeSettings(page);
  drawer = await openSettings(page);
  await expect(drawer.getByTestId('api-key')).toHaveValue(first);

  await drawer.getByRole('button', { name: 'Generate a new key' }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'Replace the API key?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(drawer.getByTestId('api-key')).not.toHaveValue(first);
  const second = await drawer.getByTestId('api-key').inputValue();
  expect(second).not.toBe('');

  await drawer.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copy Success')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(second);
});

test('the true tracking number switch is saved at once and kept after reload', async ({ page, request }) => {
  await openWorkplace(page, (await freshMerchant(request)).token);
  let drawer = await openSettings(page);
  const toggle = drawer.getByRole('switch', { name: 'Show true tracking number' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Saved')).toBeVisible();

  await reloadWorkplace(page);
  drawer = await openSettings(page);
  await expect(drawer.getByRole('switch', { name: 'Show true tracking number' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

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

test("the drawer lists the account's sessions and ends another one, then all others", async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  const phone = await signInElsewhere(page, merchant.email, merchant.password, IPHONE);
  const laptop = await signInElsewhere(page, merchant.email, merchant.password, WINDOWS);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openWorkplace(page, merchant.token);
  const drawer = await openSettings(page);
  const rows = drawer.getByTestId('session-row');
  await expect(rows).toHaveCount(3);
  const current = rows.filter({ hasText: 'This device' });
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('button', { name: 'End' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Safari 18 · iOS 18' })).toContainText(
    /IP 127\.0\.0\.1 · last active \d{4}-\d\d-\d\d/,
  );
  await lookAt(page, 'settings-sessions-en-1440', { animations: 'disabled' });

  await rows.filter({ hasText: 'Safari 18 · iOS 18' }).getByRole('button', { name: 'End' }).click();
  await expect(page.getByText('The session has been ended')).toBeVisible();
  await expect(rows).toHaveCount(2);
  const ended = await page.request.get(user.getCurrentUser.path, { headers: { token: phone } });
  expect(((await ended.json()) as { error_code: number }).error_code).toBe(1010);

  await drawer.getByRole('button', { name: 'End all other sessions' }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'End all other sessions?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sessions ended: 1')).toBeVisible();
  await expect(rows).toHaveCount(1);
  const laptopAfter = await page.request.get(user.getCurrentUser.path, { headers: { token: laptop } });
  expect(((await laptopAfter.json()) as { error_code: number }).error_code).toBe(1010);
  await expect(drawer.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
});

test('a sub-account sees its own sessions and the tracking switch it may not change, in Chinese on a phone', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'zh_CN');
  await page.setViewportSize({ width: 390, height: 844 });
  await openWorkplace(page, await demoSession(request, DEMO.sub));
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '设置' }).click();
  const drawer = page.getByRole('dialog', { name: '设置' });
  await expect(drawer.getByText('已登录的设备')).toBeVisible();
  await expect(drawer.getByTestId('session-row').filter({ hasText: '当前设备' })).toHaveCount(1);
  await expect(drawer.getByRole('switch', { name: '显示真实跟踪号' })).toBeDisabled();
  await expect(drawer.getByText('这是整个商家的设置：只有主账号可以修改。')).toBeVisible();
  await lookAt(page, 'settings-sessions-zh-390', { animations: 'disabled' });
});

import { expect, type Page, test } from '@playwright/test';
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

test('a sub-account sees the tracking switch it may not change and reaches its sessions on its profile, in Chinese on a phone', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'zh_CN');
  await page.setViewportSize({ width: 390, height: 844 });
  await openWorkplace(page, await demoSession(request, DEMO.sub));
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '设置' }).click();
  const drawer = page.getByRole('dialog', { name: '设置' });
  await expect(drawer.getByRole('switch', { name: '显示真实跟踪号' })).toBeDisabled();
  await expect(drawer.getByText('这是整个商家的设置：只有主账号可以修改。')).toBeVisible();
  await lookAt(page, 'settings-drawer-zh-390', { animations: 'disabled' });
  // The devices signed in are on the profile, one place the drawer links to.
  await drawer.getByRole('link', { name: '打开我的资料' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/user\/profile/);
  await expect(page.getByTestId('session-row').filter({ hasText: '当前设备' })).toHaveCount(1, { timeout: 30_000 });
});

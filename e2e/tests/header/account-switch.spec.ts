import { expect, type Page, test } from '@playwright/test';
import { DEMO } from '../../support/api';
import { lookAt } from '../../support/look';
import { demoSession, freshMerchant, openWorkplace } from '../../support/merchants';

/** Opens a link that carries another session's token while this browser is signed in. */
async function openLink(page: Page, token: string) {
  await page.goto(`/dashboard/workplace?token=${encodeURIComponent(token)}`);
}

test("a link with another account's token asks first, naming both, and the address drops the token at once", async ({
  page,
  request,
}) => {
  const mine = await freshMerchant(request);
  const theirs = await demoSession(request, DEMO.other);
  await openWorkplace(page, mine.token);
  await expect(page.getByTestId('workplace-greeting')).toContainText('Erin Tester');

  await openLink(page, theirs);
  const prompt = page.getByRole('dialog', { name: 'Switch accounts?' });
  await expect(prompt).toBeVisible();
  expect(page.url()).not.toContain('token=');
  expect(page.url()).toMatch(/\/dashboard\/workplace$/);
  await expect(prompt.getByTestId('switch-account-current')).toHaveText(
    `You are signed in as Erin Tester (${mine.email}).`,
  );
  await expect(prompt.getByTestId('switch-account-next')).toHaveText(
    'The link you opened signs in as Other Merchant (other@portal.test).',
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await lookAt(page, 'switch-account-en-1440', { animations: 'disabled' });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(mine.token);

  await prompt.getByRole('button', { name: `Stay as Erin Tester (${mine.email})` }).click();
  await expect(page.getByTestId('workplace-greeting')).toContainText('Erin Tester');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(mine.token);
  // Back in history there is no address with the token either.
  expect(await page.evaluate(() => window.location.search)).toBe('');

  await openLink(page, theirs);
  await page
    .getByRole('dialog', { name: 'Switch accounts?' })
    .getByRole('button', { name: 'Switch to Other Merchant (other@portal.test)' })
    .click();
  await expect(page.getByTestId('workplace-greeting')).toContainText('Other Merchant');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(theirs);
});

test('the switch question in Chinese, on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const mine = await freshMerchant(request, { lang: 'zh_CN' });
  await openWorkplace(page, mine.token);
  await openLink(page, await demoSession(request, DEMO.other));
  const prompt = page.getByRole('dialog', { name: '切换账号？' });
  await expect(prompt.getByTestId('switch-account-current')).toHaveText(
    `您当前登录的账号是 Erin Tester (${mine.email})。`,
  );
  await expect(prompt.getByTestId('switch-account-next')).toHaveText(
    '您打开的链接将登录账号 Other Merchant (other@portal.test)。',
  );
  await lookAt(page, 'switch-account-zh-390', { animations: 'disabled' });
  await prompt.getByRole('button', { name: /^保持/ }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('a link token of the same account, or with no session held, is stored without asking', async ({
  page,
  request,
}) => {
  const first = await demoSession(request, DEMO.main);
  await openWorkplace(page, first);
  const second = await demoSession(request, DEMO.main);
  await openLink(page, second);
  await expect(page.getByTestId('workplace-greeting')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Switch accounts?' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(second);
  expect(page.url()).not.toContain('token=');
});

import { expect, test } from '@playwright/test';
import { auth } from '@portal/contract';
import { callApi, registerMerchant } from '../../support/api';
import { shownErrors } from '../../support/form-errors';
import { useLanguage } from '../../support/session';
import { logInThroughForm, mailTo, resetLinkFor } from './auth-helpers';

test('forgot password: request, open the mailed link, set a new password, log in with it', async ({
  page,
  request,
}) => {
  const merchant = await registerMerchant(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login page stays up until the lazily loaded page is ready; its Email field must not be the one filled.
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();

  await expect(page).toHaveURL(`/send-email?email=${encodeURIComponent(merchant.email)}`);
  await expect(page.getByTestId('sent-to')).toHaveText(`A password reset link has been sent to ${merchant.email}.`);

  const link = await resetLinkFor(merchant.email);
  // The token rides in the fragment: no request of the page, to any server, carries it.
  const token = new URL(link).hash.replace('#token=', '');
  expect(token.length).toBeGreaterThan(20);
  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.url()} ${r.headers().referer ?? ''}`));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Renewed2026');
  await page.getByLabel('Confirm new password').fill('Renewed2026');
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page.getByText('Your password has been changed, please log in with the new password')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(sent.length).toBeGreaterThan(2);
  expect(sent.filter((line) => line.includes(token))).toEqual([]);
  await logInThroughForm(page, merchant.email, merchant.password);
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await logInThroughForm(page, merchant.email, 'Renewed2026');
  await expect(page).toHaveURL('/dashboard/workplace');
});

test('a used reset link is refused with the server message', async ({ page, request }) => {
  const merchant = await registerMerchant(request);
  await page.goto('/forget');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const link = await resetLinkFor(merchant.email);

  for (const attempt of [1, 2]) {
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(`Renewed202${attempt}`);
    await page.getByLabel('Confirm new password').fill(`Renewed202${attempt}`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    if (attempt === 1) await expect(page).toHaveURL('/login');
  }
  await expect(page.getByText('The reset link is invalid or has expired, please request a new one')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('the send-email page lets the mail be resent only after 60 seconds', async ({ page, request }) => {
  const merchant = await registerMerchant(request);
  await page.clock.install();
  await page.goto('/forget');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/send-email\?/);
  await expect.poll(async () => (await mailTo(request, merchant.email)).length).toBe(1);

  const resend = page.getByRole('button', { name: /Resend/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Resend in (60|59) s/);
  await page.clock.runFor(30_000);
  await expect(resend).toHaveText(/Resend in (30|29) s/);
  await expect(resend).toBeDisabled();
  await page.clock.runFor(31_000);
  await expect(resend).toHaveText('Resend');
  await resend.click();

  await expect(page.getByText('The link has been sent again')).toBeVisible();
  await expect.poll(async () => (await mailTo(request, merchant.email)).length).toBe(2);
  await expect(resend).toBeDisabled();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL('/login');
});

test('staff see the reset mail with its token masked', async ({ request }) => {
  const merchant = await registerMerchant(request);
  await callApi(request, auth.sendResetEmail, { body: { email: merchant.email } });
  const link = await resetLinkFor(merchant.email);
  const [mail] = await mailTo(request, merchant.email);
  expect(mail?.text).toContain('/forget#token=[hidden]');
  expect(mail?.text).not.toContain(new URL(link).hash.slice('#token='.length));
});

test('a common password is refused under the field, in Chinese, and the link still works', async ({
  page,
  request,
}) => {
  const merchant = await registerMerchant(request);
  await callApi(request, auth.sendResetEmail, { body: { email: merchant.email } });
  const link = await resetLinkFor(merchant.email);
  await useLanguage(page, 'zh_CN');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: '设置新密码' })).toBeVisible();
  await page.getByLabel('新密码', { exact: true }).fill('Password1');
  await page.getByLabel('确认新密码').fill('Password1');
  await page.getByRole('button', { name: '保存新密码' }).click();
  const item = page.locator('.ant-form-item').filter({ has: page.getByLabel('新密码', { exact: true }) });
  await expect(shownErrors(item)).toHaveText('该密码过于常见或已在数据泄露中出现，请换一个');
  await page.getByLabel('新密码', { exact: true }).fill('Lantern#Quay42');
  await page.getByLabel('确认新密码').fill('Lantern#Quay42');
  await page.getByRole('button', { name: '保存新密码' }).click();
  await expect(page).toHaveURL('/login');
});

test('a link mailed before the fragment change still opens the form, its token moved out of the query', async ({
  page,
  request,
}) => {
  const merchant = await registerMerchant(request);
  await callApi(request, auth.sendResetEmail, { body: { email: merchant.email } });
  const link = new URL(await resetLinkFor(merchant.email));
  const token = link.hash.slice('#token='.length);
  await page.goto(`/forget?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page).toHaveURL(`/forget#token=${token}`);
});

import { expect, type Page, test } from '@playwright/test';
import { opsTopUp } from '@portal/contract';
import { callApi } from '../../support/api';
import { lookAt } from '../../support/look';
import { freshMerchant, openPortal } from '../../support/merchants';
import { shownPage } from '../../support/orders';
import { chooseBySearch } from '../../support/select';

/** A real 1×1 PNG with a tail of the test's own, so no other run has submitted the same voucher. */
function voucherPng(): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([png, Buffer.from(`${Date.now()}-${Math.random()}`)]);
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

async function screenshots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a top-up submitted with its voucher waits as Pending, and shows Received with both amounts once finance confirms it', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPortal(page, merchant.token, '/dashboard/workplace');
  await page.getByTestId('wallet-top-up').click();
  await expect(page).toHaveURL(/\/billing\/topUp$/);
  const form = shownPage(page);

  await form.getByRole('button', { name: 'Submit' }).click();
  for (const text of [
    'please select Platform',
    'please select Currency',
    'please input Amount',
    'please select Payment date',
    'Please upload the payment voucher',
  ]) {
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  }

  await form.locator('.ant-radio-button-wrapper').filter({ hasText: 'PayPal' }).click();
  await expect(form.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await chooseBySearch(page, page.getByRole('combobox', { name: 'Currency' }), 'USD', 'USD');
  await expect(form.getByTestId('receiving-account')).toContainText('PAYPAL-USD-0001');
  await expect(form.getByTestId('receiving-account')).toContainText('Top-up credit takes 3-5 working days');
  await form.getByLabel('Amount').fill('123.45');
  await form.getByLabel('Payment date').fill(today());
  await page.keyboard.press('Enter');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: voucherPng() });
  await form.getByLabel('Remark').fill('x'.repeat(501));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Over 500 characters, unable to submit!')).toBeVisible();
  await screenshots(page, 'top-up-form');
  await form.getByLabel('Remark').fill('Paid from the shop account');
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/result\/success\?kind=top_up&no=/);
  const result = shownPage(page);
  await expect(result.getByRole('heading', { name: 'Top-up submitted' })).toBeVisible();
  await expect(result).toContainText('waits for finance to confirm the payment');
  await result.getByRole('button', { name: 'View top-up records' }).click();
  await expect(page).toHaveURL(/\/billing\/top-up-records$/);
  const records = shownPage(page);
  const row = records.locator('tr.ant-table-row').first();
  await expect(row.getByTestId('top-up-status')).toHaveText('Pending');
  await expect(row).toContainText('123.45 USD');
  const topUpNo = (await row.getByRole('button').first().innerText()).trim();

  await callApi(request, opsTopUp.confirmTopUp, {
    ops: true,
    body: { top_up_no: topUpNo, received_amount: 12300, operator: 'E2E finance' },
  });
  await records.getByRole('button', { name: 'Search' }).click();
  await expect(row.getByTestId('top-up-status')).toHaveText('Received');
  await row.getByRole('button', { name: topUpNo }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('credited-usd')).toHaveText('123.00 USD');
  await expect(drawer).toContainText('123.45 USD');
  await expect(drawer).toContainText(`1 USD = 1 USD (${today()})`);
  await expect(drawer).toContainText('E2E finance');
  await expect(drawer.getByRole('img', { name: `Voucher of top-up ${topUpNo}` })).toBeVisible();
  await screenshots(page, 'top-up-detail');
});

import { expect, test } from '@playwright/test';
import { opsInbound, product } from '@portal/contract';
import { callApi } from '../../support/api';
import { createBooking, inboundMerchant, sampleBooking } from '../../support/inbound';
import { lookAt } from '../../support/look';
import { openPortal } from '../../support/merchants';
import { expectListLoaded } from '../../support/products';

test('a merchant adds its own mailer and sees the stock received with a booking, its warning and its log', async ({
  page,
  request,
}) => {
  const merchant = await inboundMerchant(request);
  await openPortal(page, merchant.token, '/products/packaging');
  await expectListLoaded(page);
  await page.getByRole('button', { name: 'Add packaging' }).click();
  await expect(page).toHaveURL(/\/products\/packaging\/add$/);
  const form = page.locator('form#packaging-form');
  await form.getByLabel('Packaging code').fill('BOX-MAILER');
  await form.getByLabel('Chinese name').fill('品牌邮寄盒');
  await form.getByLabel('English name').fill('Branded mailer');
  await form.getByLabel('Length (cm)').fill('30');
  await form.getByLabel('Width (cm)').fill('20');
  await form.getByLabel('Height (cm)').fill('8.5');
  await form.getByLabel('Weight (g)').fill('120');
  await form.getByLabel('Warning quantity').fill('50');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/products\/packaging$/);

  // The warehouse counts 40 mailers in with the merchant's booking: below the warning of 50.
  const booking = await createBooking(request, merchant.token, sampleBooking(merchant.warehouseId), true);
  const step = { receiving_no: booking.receiving_no, operator: 'Wu Dock' };
  await callApi(request, opsInbound.audit, { ops: true, body: step });
  await callApi(request, opsInbound.arrive, { ops: true, body: step });
  await callApi(request, opsInbound.receivePackaging, {
    ops: true,
    body: { ...step, packaging: [{ code: 'BOX-MAILER', quantity: 40 }] },
  });

  await page.reload();
  await expectListLoaded(page);
  const row = page.locator('tr.ant-table-row').filter({ has: page.getByRole('cell', { name: 'BOX-MAILER' }) });
  await expect(row.getByTestId('packaging-available')).toHaveText('40');
  await expect(row.getByTestId('packaging-low')).toHaveText('Low stock (below 50)');
  await lookAt(page, 'packaging-list-en-1440');

  await row.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/products\/packaging\/detail\?id=\d+$/);
  await expect(page.getByTestId('packaging-detail-code')).toHaveText('BOX-MAILER');
  await expect(
    page.getByTestId('packaging-stock').getByRole('row').filter({ hasText: merchant.warehouseCode }),
  ).toContainText('40');
  const log = page.getByTestId('packaging-stock-log');
  await expect(log.getByRole('row').filter({ hasText: 'Received' })).toContainText(`Inbound ${booking.receiving_no}`);
  await lookAt(page, 'packaging-detail-en-1440', { fullPage: true });
});

test('the packaging list reads in Chinese', async ({ page, request }) => {
  const merchant = await inboundMerchant(request, { lang: 'zh_CN' });
  await callApi(request, product.addPackaging, {
    token: merchant.token,
    body: {
      code: 'ZH-BOX',
      name_en: 'Box',
      name_cn: '品牌纸箱',
      length_cm: 30,
      width_cm: 20,
      height_cm: 10,
      weight_g: 200,
      warning_quantity: 0,
      default_for: ['MUG-01'],
    },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await openPortal(page, merchant.token, '/products/packaging');
  await expectListLoaded(page);
  await expect(page.getByRole('columnheader', { name: '包材编码' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '品牌纸箱' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增包材' })).toBeVisible();
  await lookAt(page, 'packaging-list-zh_CN-390');
});

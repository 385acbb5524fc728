import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { type OperationDef, opsSelfServiceOrder } from '@portal/contract';
import * as mupdf from 'mupdf';
import { barcodeOf, readLabelPdf } from '../../../apps/server/test/support/pdf-labels';
import { callApi } from '../../support/api';
import { openPortal } from '../../support/merchants';
import { shownPage } from '../../support/orders';
import { merchantForParcels, preAdvisedParcel } from '../../support/parcels';
import { pastTheRightEdge } from '../../support/sideways';

test('finds a pre-advised parcel by batch search, prints its label and follows it to Delivered with the final fee', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const merchant = await merchantForParcels(request);
  const parcel = await preAdvisedParcel(request, merchant, 'E2E-PARCEL-1');

  await openPortal(page, merchant.token, '/self-service-order');
  const shown = shownPage(page);
  await shown.getByLabel('Parcel No. / reference / tracking No.').fill(`${parcel.parcel_no}\nSP-NOT-THERE`);
  await shown.getByRole('button', { name: /Search/ }).click();
  await expect(shown.getByTestId('parcel-nos-not-found')).toContainText('SP-NOT-THERE');
  const row = shown.locator('tr.ant-table-row').filter({ hasText: parcel.parcel_no });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('parcel-status')).toHaveText('Pre-advised');
  await expect(row.getByTestId('fee-estimate')).toHaveText('(Estimate)');
  await row.getByRole('link', { name: parcel.parcel_no }).click();

  const header = shown.getByTestId('parcel-detail-header');
  await expect(header.getByTestId('parcel-detail-no')).toHaveText(parcel.parcel_no);
  const download = page.waitForEvent('download');
  await header.getByRole('button', { name: /Label PDF/ }).click();
  const file = await (await download).path();
  // The label's text is drawn in an embedded CJK font: read as a reader sees it (mupdf). Its Code 128 is
  // decoded from the bars drawn (zxing, which scans a rendering in apps/server/test/parcel-documents.test.ts,
  // does not load here).
  const bytes = new Uint8Array(await readFile(file));
  const pdf = mupdf.Document.openDocument(bytes, 'application/pdf');
  expect(pdf.countPages()).toBe(1);
  const text = pdf.loadPage(0).toStructuredText('preserve-whitespace').asText();
  expect(text).toContain(parcel.parcel_no);
  expect(text).toContain('E2E-PARCEL-1');
  const labels = (await readLabelPdf(bytes)).flatMap((printed) => printed.labels);
  expect(labels.map(barcodeOf)).toEqual([parcel.parcel_no]);

  const step = (operation: OperationDef, body: Record<string, unknown> = {}) =>
    callApi(request, operation, { ops: true, body: { parcel_no: parcel.parcel_no, operator: 'E2E hub', ...body } });
  const status = header.getByTestId('parcel-status');
  await step(opsSelfServiceOrder.handOverParcel);
  await page.reload();
  await expect(status).toHaveText('Handed over');
  await expect(header.getByRole('button', { name: /Request interception/ })).toBeVisible();
  await step(opsSelfServiceOrder.receiveParcel, {
    pieces: [{ weight_g: 900, length_cm: 31, width_cm: 21, height_cm: 11 }],
  });
  await page.reload();
  await expect(status).toHaveText('Received at hub');
  await expect(shown.getByTestId('final-fee')).toBeVisible();
  await expect(shown.getByTestId('parcel-pieces')).toContainText('0.9 kg · 31 × 21 × 11 cm');
  await step(opsSelfServiceOrder.shipParcel, { tracking_number: '9400111899223100009999' });
  await page.reload();
  await expect(status).toHaveText('Shipped out');
  await expect(shown.getByTestId('parcel-handover')).toContainText('9400111899223100009999');
  await step(opsSelfServiceOrder.deliverParcel);
  await page.reload();
  await expect(status).toHaveText('Delivered');
  await expect(shown.getByTestId('parcel-history')).toContainText('Shipped out → Delivered');
});

test('shows the list and a detail in Chinese on a phone without sideways scroll, and cancels from the detail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const merchant = await merchantForParcels(request, { lang: 'zh_CN' });
  const parcel = await preAdvisedParcel(request, merchant, 'E2E-PARCEL-ZH');
  await page.setViewportSize({ width: 390, height: 844 });

  await openPortal(page, merchant.token, '/self-service-order');
  const shown = shownPage(page);
  await expect(shown.getByTestId('parcel-status-select')).toBeVisible();
  await expect(shown.locator('tr.ant-table-row').filter({ hasText: parcel.parcel_no })).toHaveCount(1);
  expect(await pastTheRightEdge(page)).toEqual([]);

  await openPortal(page, merchant.token, `/self-service-order/detail?id=${parcel.id}`);
  const header = shown.getByTestId('parcel-detail-header');
  await expect(header.getByTestId('parcel-status')).toHaveText('已预报');
  expect(await pastTheRightEdge(page)).toEqual([]);
  await header.getByRole('button', { name: /取消/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('原因').fill('买家取消');
  await dialog.getByRole('button', { name: '取消该订单' }).click();
  await expect(header.getByTestId('parcel-status')).toHaveText('已取消');
  await expect(shown.getByTestId('parcel-fees')).toContainText('已取消：不收取费用');
});

import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type Lang, opsStorageFee, type StorageCharge, storageFee } from '@portal/contract';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from '../../playwright.config';
import { callApi } from '../../support/api';
import { downloadBy } from '../../support/import-sheets';
import { lookAt } from '../../support/look';
import { openPortal } from '../../support/merchants';
import { merchantWithStock, type OrderMerchant, shownPage } from '../../support/orders';
import { sheetRows } from '../../support/products';

const DAY = 86_400_000;
/** A day over in every time zone: two UTC days ago. */
const CHARGED_DAY = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);

/**
 * A merchant whose stock arrived 45 days ago: no API moves an arrival back (staff cannot age
 * stock), so the test dates its layers back in the server's database, as the API tests move their
 * clock; then staff run the day's storage fees through the ops API.
 */
async function merchantWithOldStock(
  request: Parameters<typeof merchantWithStock>[0],
  lang?: Lang,
): Promise<OrderMerchant> {
  const merchant = await merchantWithStock(request, ['STORE-01', 'STORE-02'], { stock: 40, lang });
  const db = new Database(path.join(E2E_DATA_DIR, 'portal.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const arrived = new Date(Date.now() - 45 * DAY).toISOString();
    db.transaction(() => {
      db.prepare('update stock_layers set received_at = ? where customer_id = ?').run(arrived, merchant.customerId);
      db.prepare('update stock_ages set oldest_received_at = ? where customer_id = ?').run(
        arrived,
        merchant.customerId,
      );
    })();
  } finally {
    db.close();
  }
  await callApi(request, opsStorageFee.runStorageFees, {
    ops: true,
    body: { day: CHARGED_DAY, warehouse_id: merchant.warehouseId },
  });
  return merchant;
}

async function loaded(page: Page) {
  await expect(shownPage(page).getByTestId('query-form')).toBeVisible({ timeout: 30_000 });
  await expect(shownPage(page).locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}

test('a day charged through the ops API shows in the storage-fee list, its detail per SKU and layer, and the export', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithOldStock(request);
  const { list } = await callApi<{ list: StorageCharge[] }>(request, storageFee.getStorageFeeList, {
    token: merchant.token,
  });
  const charge = list[0];
  if (!charge) throw new Error('the run charged nothing');
  expect(charge.net).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1440, height: 900 });
  await openPortal(page, merchant.token, '/billing/storage-fees');
  await loaded(page);
  const row = shownPage(page).locator('tr.ant-table-row').filter({ hasText: CHARGED_DAY });
  await expect(row).toContainText(merchant.warehouseCode);
  await expect(row).toContainText((charge.net / 100).toFixed(2));
  await expect(shownPage(page).getByTestId('storage-forecast')).toContainText('STORE-01');

  await row.getByRole('button', { name: 'Details' }).click();
  const detail = page.getByTestId('storage-fee-lines');
  await expect(detail.locator('tr.ant-table-row')).toHaveCount(2);
  await expect(detail.locator('tr.ant-table-row').filter({ hasText: 'STORE-01' })).toContainText('40');
  await lookAt(page, 'storage-fee-detail-1440');
  await page.keyboard.press('Escape');

  const download = await downloadBy(page, () => shownPage(page).getByTestId('export-button').click());
  expect(download.suggestedFilename()).toMatch(/^StorageFees.*\.xlsx$/);
  const rows = await sheetRows(await download.path());
  expect(rows[0]?.slice(0, 3)).toEqual(['Settlement', 'Date', 'Warehouse']);
  expect(rows[1]?.slice(1, 3)).toEqual([CHARGED_DAY, merchant.warehouseCode]);
  await page.setViewportSize({ width: 390, height: 900 });
  await lookAt(page, 'storage-fees-390', { fullPage: true });
});

test('the storage-fee page in Chinese: columns, settlement and the forecast', async ({ page, request }) => {
  const merchant = await merchantWithOldStock(request, 'zh_CN');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPortal(page, merchant.token, `/billing/storage-fees?warehouse_id=${merchant.warehouseId}`);
  await loaded(page);
  const headers = shownPage(page).locator('.ant-table-thead').first();
  await expect(headers).toContainText('结算状态');
  await expect(headers).toContainText('实收金额');
  await expect(shownPage(page).locator('tr.ant-table-row').filter({ hasText: CHARGED_DAY })).toContainText('已结算');
  await expect(shownPage(page).getByTestId('storage-forecast')).toContainText('仓租预估');
  await lookAt(page, 'storage-fees-zh-1440', { fullPage: true });
});

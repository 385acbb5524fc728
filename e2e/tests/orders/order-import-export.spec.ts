import { expect, type Page, test } from '@playwright/test';
import { US_RECIPIENT } from '@portal/contract/fixtures';
import { asRecords, downloadBy, fillTemplate, headerName } from '../../support/import-sheets';
import {
  expectOrdersLoaded,
  merchantWithStock,
  type OrderMerchant,
  openOrderList,
  orderRow,
  placeOrder,
  sampleDraft,
  shownPage,
} from '../../support/orders';
import { sheetRows } from '../../support/products';

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
}

/** A line of the order template with every required column filled: an order to the sample US recipient. */
function line(merchant: OrderMerchant, number: string, sku: string, overrides: Record<string, string | number> = {}) {
  return {
    'Platform Order No.': number,
    'Warehouse code': merchant.warehouseCode,
    'First Name': US_RECIPIENT.first_name,
    Phone: US_RECIPIENT.phone,
    Address1: US_RECIPIENT.address1,
    City: US_RECIPIENT.city,
    State: US_RECIPIENT.state,
    Zip: US_RECIPIENT.zip,
    Country: US_RECIPIENT.country,
    SKU: sku,
    Quantity: 1,
    'Unit price (USD)': 12.5,
    ...overrides,
  };
}

test('imports orders: a check first lists the bad rows, a fixed file imports, the list shows them', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithStock(request, ['OI-MUG', 'OI-CAP']);
  await openOrderList(page, merchant.token);
  await shownPage(page).getByTestId('import-button').click();
  const dialog = page.getByRole('dialog', { name: 'Import orders' });
  await expect(dialog).toBeVisible();

  const templateDownload = await downloadBy(page, () => dialog.getByTestId('import-template').click());
  const template = await templateDownload.path();
  const [header = []] = await sheetRows(template);
  expect(header.map(headerName)).toEqual(
    expect.arrayContaining(['Platform Order No.', 'Warehouse code', 'Shipping method code', 'SKU', 'Quantity']),
  );

  const bad = await fillTemplate(template, [
    line(merchant, 'OI-1', 'OI-MUG'),
    line(merchant, 'OI-1', 'OI-CAP', { Quantity: 2 }),
    line(merchant, 'OI-2', 'OI-UNKNOWN'),
    line(merchant, 'OI-3', 'OI-MUG', { 'First Name': '' }),
  ]);
  await chooseFile(page, 'orders-bad.xlsx', bad);
  await expect(dialog.getByTestId('import-file')).toHaveText('File: orders-bad.xlsx');
  await dialog.getByRole('button', { name: 'Check first' }).click();

  await expect(dialog.getByTestId('import-checked')).toContainText(
    'Checked, nothing imported yet: 2 rows can be imported, 2 would fail.',
  );
  const failures = dialog.getByTestId('import-failures');
  await expect(failures.getByRole('columnheader', { name: 'Platform Order No.' })).toBeVisible();
  await expect(failures.locator('tr', { hasText: 'OI-2' })).toContainText('SKU code does not exist');
  await expect(failures.locator('tr', { hasText: 'OI-3' })).toContainText('Please enter First Name');
  // Nothing was imported by the check.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();

  const good = await fillTemplate(template, [
    line(merchant, 'OI-1', 'OI-MUG'),
    line(merchant, 'OI-1', 'OI-CAP', { Quantity: 2 }),
    line(merchant, 'OI-2', 'OI-CAP'),
    line(merchant, 'OI-3', 'OI-MUG', { 'First Name': 'Grace' }),
  ]);
  await chooseFile(page, 'orders-good.xlsx', good);
  await dialog.getByRole('button', { name: 'Check first' }).click();
  await expect(dialog.getByTestId('import-checked')).toContainText('4 rows can be imported, 0 would fail');
  await dialog.getByTestId('import-start').click();
  await expect(dialog.getByTestId('import-success')).toContainText('4');
  await expect(dialog.getByTestId('import-failed')).toContainText('0');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  await expectOrdersLoaded(page);
  for (const number of ['OI-1', 'OI-2', 'OI-3']) await expect(orderRow(page, number)).toBeVisible();
  await expect(orderRow(page, 'OI-1')).toContainText('OI-CAP × 2');
  await expect(shownPage(page).getByRole('radio', { name: 'Approving (3)' })).toBeAttached();
});

test('exports the filtered list, or the ticked orders, as xlsx', async ({ page, request }) => {
  const merchant = await merchantWithStock(request, ['OE-MUG']);
  const placed = [];
  for (const number of ['OE-1', 'OE-2', 'OE-3']) {
    placed.push(
      await placeOrder(
        request,
        merchant.token,
        sampleDraft(merchant.warehouseId, ['OE-MUG'], { platform_order_no: number }),
      ),
    );
  }
  await openOrderList(page, merchant.token);
  const all = await downloadBy(page, () => shownPage(page).getByTestId('export-button').click());
  const records = asRecords(await sheetRows(await all.path()));
  expect(records.map((r) => r['Platform Order No.'])).toEqual(['OE-3', 'OE-2', 'OE-1']);
  expect(records[0]).toMatchObject({
    'System order ID': placed[2]?.system_order_id,
    Status: 'Approving',
    Warehouse: merchant.warehouseCode,
    'SKUs info': 'OE-MUG × 2',
    'Fee kind': 'Estimate',
  });

  await orderRow(page, 'OE-2').getByRole('checkbox').check();
  const button = shownPage(page).getByTestId('export-button');
  await expect(button).toHaveText('Export selected');
  const selected = await downloadBy(page, () => button.click());
  expect(asRecords(await sheetRows(await selected.path())).map((r) => r['Platform Order No.'])).toEqual(['OE-2']);

  // A tab with no orders exports nothing, and says so.
  await openOrderList(page, merchant.token, '?status=shipped');
  await shownPage(page).getByTestId('export-button').click();
  await expect(page.getByText('No data is exported')).toBeVisible();
});

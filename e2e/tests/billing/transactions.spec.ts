import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { billing, type FulfillmentFeeRow, opsBilling, opsOrder, order } from '@portal/contract';
import { callApi, DEMO } from '../../support/api';
import { downloadBy } from '../../support/import-sheets';
import { demoSession, openPortal } from '../../support/merchants';
import { merchantWithStock, placeOrder, sampleDraft, shownPage } from '../../support/orders';
import { sheetRows } from '../../support/products';
import { useLanguage } from '../../support/session';

async function loaded(page: Page) {
  await expect(shownPage(page).getByTestId('query-form')).toBeVisible({ timeout: 30_000 });
  await expect(shownPage(page).locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}

test('the transaction list shows a packed order’s fee and its adjustment at shipping with its order, opens its fee lines and exports', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithStock(request, ['MUG-01']);
  const placed = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['MUG-01']));
  await callApi(request, order.submitOrders, { token: merchant.token, body: { ids: [placed.id] } });
  const staff = { system_order_id: placed.system_order_id };
  await callApi(request, opsOrder.verify, { ops: true, body: staff });
  await callApi(request, opsOrder.pack, {
    ops: true,
    body: { ...staff, weight_g: 650, length_cm: 20, width_cm: 15, height_cm: 10 },
  });
  await callApi(request, opsBilling.refund, {
    ops: true,
    body: {
      customer_id: merchant.customerId,
      amount: 250,
      remark: 'Parcel damaged',
      order_no: placed.platform_order_no,
    },
  });
  // The carrier weighs the parcel heavier at shipping: the fee's change is its own transaction.
  await callApi(request, opsOrder.handOver, { ops: true, body: staff });
  await callApi(request, opsOrder.ship, {
    ops: true,
    body: {
      ...staff,
      tracking_number: `E2E${placed.id}`,
      parcel: { weight_g: 2650, length_cm: 30, width_cm: 20, height_cm: 15 },
    },
  });

  await openPortal(page, merchant.token, '/billing/transactions');
  await loaded(page);
  const rows = shownPage(page).locator('tr.ant-table-row');
  await expect(rows).toHaveCount(4);
  const fee = rows.filter({ hasText: 'Order fulfilment fee' });
  await expect(fee).toContainText(placed.system_order_id);
  await expect(fee).toContainText('2650');
  await expect(rows.filter({ hasText: 'Refund' })).toContainText('+2.50');
  await expect(rows.filter({ hasText: 'Fee adjustment' })).toContainText(placed.system_order_id);
  // At 1440 px the columns are wider than the content: the time stays in sight at the right edge.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(shownPage(page).getByRole('columnheader', { name: 'Time' })).toBeInViewport({ ratio: 1 });
  await expect(rows.first().locator('td').last()).toBeInViewport({ ratio: 1 });
  await expect(rows.first().locator('td').last()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  await fee.getByRole('button').first().click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer).toContainText('Basic shipping');
  await expect(drawer.getByRole('link', { name: `Order ${placed.system_order_id}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const download = await downloadBy(page, () => shownPage(page).getByTestId('export-button').click());
  const sheet = await sheetRows(await download.path());
  expect(sheet[0]?.slice(0, 3)).toEqual(['Transaction ID', 'Bill type', 'Amount (USD)']);
  expect(sheet.slice(1).map((row) => row[1])).toEqual([
    'Fee adjustment',
    'Refund',
    'Order fulfilment fee',
    'Manual adjustment',
  ]);
});

test('a closed month’s statement shows the summary by bill type and downloads as a PDF, in Chinese too', async ({
  page,
  request,
}) => {
  // The demo merchant has refunds and adjustments in the three months before this one.
  const token = await demoSession(request, DEMO.main);
  await useLanguage(page, 'zh_CN');
  await openPortal(page, token, '/billing/statements');
  const screen = shownPage(page);
  await expect(screen.getByText('期初余额')).toBeVisible({ timeout: 30_000 });
  await expect(screen.locator('tr.ant-table-row').filter({ hasText: '人工调整' })).toBeVisible();

  const download = await downloadBy(page, () => screen.getByRole('button', { name: '下载 PDF' }).click());
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the configured demo merchant sees its orders’ fulfilment fees and exports them', async ({ page, request }) => {
  const token = await demoSession(request, DEMO.main);
  const report = await callApi<{ list: FulfillmentFeeRow[] }>(request, billing.getFulfillmentFeeList, { token });
  const newest = report.list[0];
  if (!newest) throw new Error('the demo merchant has no fulfilment fee');
  const total = (newest.total / 100).toFixed(2);

  await openPortal(page, token, '/billing/order-fulfillment-fee');
  await loaded(page);
  const row = shownPage(page).locator('tr.ant-table-row').filter({ hasText: newest.system_order_id });
  await expect(row).toContainText(total);

  const download = await downloadBy(page, () => shownPage(page).getByTestId('export-button').click());
  const [header = [], ...rows] = await sheetRows(await download.path());
  expect(header.slice(0, 3)).toEqual(['Order ID', 'Platform order No.', 'Fee charged (USD)']);
  expect(header.at(-1)).toBe('Charged at (UTC)');
  const exported = rows.find((cells) => cells[0] === newest.system_order_id);
  expect(exported?.slice(1, 3)).toEqual([newest.platform_order_no, String(newest.total / 100)]);
});

import { type APIRequestContext, expect, test } from '@playwright/test';
import { OPS_KEY_HEADER, opsJobs, opsOrder, order } from '@portal/contract';
import { FakeWooCommerce } from '../../../apps/server/test/fakes/woocommerce/fake-woocommerce';
import { E2E_OPS_KEY } from '../../playwright.config';
import { callApi } from '../../support/api';
import { openPortal } from '../../support/merchants';
import { merchantWithStock, shownPage } from '../../support/orders';
import { toast } from '../../support/products';
import { chooseBySearch } from '../../support/select';

/** The job that sends a shipped shop order's tracking back to its shop. */
const TRACKING_JOB = 'shop.sendTracking';

/** Runs a scheduled job now, as its schedule would; a run the scheduler holds the lease of answers a refusal, then ours goes on. */
async function runJob(request: APIRequestContext, name: string): Promise<void> {
  await request.post(opsJobs.runJob.path, { headers: { [OPS_KEY_HEADER]: E2E_OPS_KEY }, data: { name } });
}

/** The warehouse's steps from Verifying to Shipped, with this tracking number. */
async function shipThroughWarehouse(request: APIRequestContext, systemOrderId: string, tracking: string) {
  const staff = { system_order_id: systemOrderId, operator: 'Grace' };
  await callApi(request, opsOrder.verify, { ops: true, body: staff });
  await callApi(request, opsOrder.pack, {
    ops: true,
    body: { ...staff, weight_g: 500, length_cm: 20, width_cm: 15, height_cm: 10 },
  });
  await callApi(request, opsOrder.handOver, { ops: true, body: staff });
  await callApi(request, opsOrder.ship, { ops: true, body: { ...staff, tracking_number: tracking } });
}

test('a WooCommerce shop: connected on the plugins page, its orders synced in, tracking sent back when one ships', async ({
  page,
  request,
}) => {
  // A merchant with stock, a connection made in the dialog, a sync and an order's walk through the warehouse.
  test.setTimeout(120_000);
  const woo = await FakeWooCommerce.start();
  try {
    const merchant = await merchantWithStock(request, ['MUG-01', 'CAP-02']);
    await openPortal(page, merchant.token, '/plugins');
    const view = shownPage(page);
    await view.getByRole('button', { name: 'Add connection: WooCommerce' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Woo e2e');
    await dialog.getByLabel('Shop address').fill(`${woo.base}/`);
    // The box by itself, not within the dialog: chooseBySearch finds the select holding it.
    const warehouseBox = page.getByRole('combobox', { name: 'Default warehouse' });
    await chooseBySearch(page, warehouseBox, merchant.warehouseCode, merchant.warehouseOption);
    await dialog.getByLabel('Consumer key').fill(woo.consumerKey);
    await dialog.getByLabel('Consumer secret').fill(woo.consumerSecret);
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(dialog).toBeHidden();
    const row = view.getByRole('row').filter({ hasText: 'Woo e2e' });
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: 'Test connection' }).click();
    await expect(toast(page, 'The shop answered: Fake Woo Shop')).toBeVisible();

    woo.addOrder(7001, [{ sku: 'MUG-01', quantity: 1 }], '2026-11-20T10:00:00');
    woo.addOrder(7002, [{ sku: 'CAP-02', quantity: 2 }], '2026-11-20T11:00:00');
    await row.getByRole('button', { name: 'Sync now' }).click();
    await expect(toast(page, 'Sync of Woo e2e queued')).toBeVisible();
    await runJob(request, 'shop.sync');
    await page.reload();
    await shownPage(page).getByRole('button', { name: 'Woo e2e: SKU mapping and shop orders' }).click();
    const drawer = page.locator('.ant-drawer-content');
    await expect(drawer).toContainText('2 imported · 0 failed · 0 SKUs mapped');
    await drawer.getByRole('tab', { name: 'Shop orders' }).click();
    await expect(drawer.getByRole('row').filter({ hasText: '7001' })).toContainText('MUG-01 × 1');
    await expect(drawer.getByRole('row').filter({ hasText: '7002' })).toContainText('CAP-02 × 2');

    const imported = await callApi<{ list: { id: number; system_order_id: string; platform_order_no: string }[] }>(
      request,
      order.getOrderList,
      { token: merchant.token, query: { page: 1, page_size: 10, status: 'approving', order_nos: '7001\n7002' } },
    );
    expect(imported.list.map((o) => o.platform_order_no).sort()).toEqual(['7001', '7002']);
    const first = imported.list.find((o) => o.platform_order_no === '7001');
    if (!first) throw new Error('7001 was not imported');
    await callApi(request, order.submitOrders, { token: merchant.token, body: { ids: [first.id] } });
    await shipThroughWarehouse(request, first.system_order_id, 'TRK-E2E-7001');

    // The outbox hands the shipment to the shop's subscriber, which marks its tracking due; the job then
    // calls the shop. Both run now rather than at their next minute (a run already under way refuses ours).
    await expect
      .poll(
        async () => {
          await runJob(request, 'platform.drainEvents');
          await runJob(request, TRACKING_JOB);
          return woo.orders.find((o) => o.id === 7001)?.status;
        },
        { timeout: 20_000, intervals: [1000] },
      )
      .toBe('completed');
    expect(woo.notes.find((note) => note.orderId === 7001)?.note).toContain('TRK-E2E-7001');
    expect(woo.orders.find((o) => o.id === 7002)?.status).toBe('processing');

    // The drawer (kept in the address) says so per order: 7001's tracking went back, 7002 has not shipped.
    await page.reload();
    const reopened = page.locator('.ant-drawer-content');
    await reopened.getByRole('tab', { name: 'Shop orders' }).click();
    await expect(reopened.getByRole('row').filter({ hasText: '7001' })).toContainText(
      /Sent \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );
    await expect(reopened.getByRole('row').filter({ hasText: '7002' })).toContainText('—');
  } finally {
    await woo.close();
  }
});

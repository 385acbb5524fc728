import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { inbound, opsInbound } from '@portal/contract';
import { callApi } from '../../support/api';
import { lookAt } from '../../support/look';
import { openPortal } from '../../support/merchants';
import { merchantWithStock, type OrderMerchant, shownPage } from '../../support/orders';

/**
 * A merchant whose booking of 10 MUG-01 had 2 fail quality check: the warehouse's steps through the
 * operations API raise a normal loss order, which the test then reads and answers in the browser.
 */
async function bookingWithLoss(request: APIRequestContext): Promise<{ merchant: OrderMerchant; receivingNo: string }> {
  const merchant = await merchantWithStock(request, ['MUG-01'], { stock: 0 });
  const booked = await callApi<{ receiving_no: string }>(request, inbound.submit, {
    token: merchant.token,
    body: {
      warehouse_id: merchant.warehouseId,
      lines: [{ sku: 'MUG-01', quantity: 10 }],
      packing_method: 'all_in_one',
      boxes: [
        {
          box_count: 1,
          weight_kg: 8,
          length_cm: 40,
          width_cm: 30,
          height_cm: 30,
          items: [{ sku: 'MUG-01', quantity: 10 }],
        },
      ],
      shipping: {
        delivery_method: 'express',
        courier_company: 'UPS',
        tracking_no: '1Z999',
        volume_m3: 0.04,
        incoming_packaging: 'carton',
        arrival_date: '2026-12-01',
        arrival_period: 'morning',
      },
    },
  });
  const step = { receiving_no: booked.receiving_no, operator: 'Lee' };
  await callApi(request, opsInbound.audit, { ops: true, body: step });
  await callApi(request, opsInbound.arrive, { ops: true, body: step });
  await callApi(request, opsInbound.qualityCheck, {
    ops: true,
    body: { ...step, qualified: [{ sku: 'MUG-01', quantity: 8 }] },
  });
  return { merchant, receivingNo: booked.receiving_no };
}

async function listLoaded(page: Page) {
  await expect(shownPage(page).getByTestId('query-form')).toBeVisible({ timeout: 30_000 });
  await expect(shownPage(page).locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}

test('a loss order found at quality check: the merchant finds it, reads its quantities, comments and disputes it', async ({
  page,
  request,
}) => {
  const { merchant, receivingNo } = await bookingWithLoss(request);
  await openPortal(page, merchant.token, '/inventory/loss-orders');
  await listLoaded(page);
  const row = shownPage(page).locator('tr.ant-table-row').filter({ hasText: receivingNo });
  await expect(row).toContainText('Normal (quality check)');
  await expect(row).toContainText('Pending review');
  await expect(row).toContainText('-2');
  await lookAt(page, 'loss-orders-list-1440');

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/inventory\/loss-order-detail\?id=\d+/);
  const detail = shownPage(page);
  const line = detail.getByTestId('loss-order-lines').locator('tr').filter({ hasText: 'MUG-01' });
  await expect(line.locator('td')).toHaveText([/MUG-01/, /.*/, '10', '10', '8', '8', '-2']);

  await detail.getByLabel('Comment').fill('Two mugs may be in the second carton');
  await detail.getByRole('button', { name: 'Send' }).click();
  await expect(detail.getByTestId('loss-order-comments')).toContainText('Two mugs may be in the second carton');

  await detail.getByLabel('Comment').fill('We packed ten: please recount');
  await detail.getByRole('checkbox', { name: /Dispute this result/ }).check();
  await detail.getByRole('button', { name: 'Send' }).click();
  const thread = detail.getByTestId('loss-order-comment');
  await expect(thread).toHaveCount(2);
  await expect(thread.nth(1)).toContainText('We packed ten: please recount');
  await expect(thread.nth(1)).toContainText('Dispute');
  await expect(detail.locator('.ant-card-extra')).toContainText('Disputed');
  await lookAt(page, 'loss-order-detail-1440', { fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, 'loss-order-detail-390', { fullPage: true });
});

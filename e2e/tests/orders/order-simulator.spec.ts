import { type APIRequestContext, expect, test } from '@playwright/test';
import { OPS_KEY_HEADER, type OrderStatus, opsJobs, order } from '@portal/contract';
import { E2E_OPS_KEY } from '../../playwright.config';
import { apiLogin, callApi, DEMO } from '../../support/api';
import { openOrderDetail, placeOrder, sampleDraft, shownPage } from '../../support/orders';

/** The status of an order, as the merchant's API answers it. */
async function statusOf(request: APIRequestContext, token: string, id: number): Promise<OrderStatus> {
  const detail = await callApi<{ status: OrderStatus }>(request, order.getOrderDetail, { token, query: { id } });
  return detail.status;
}

/**
 * Runs the simulator as its schedule would, once a second (the e2e server lets a demo order move on
 * a second after its last step), until the order is in transit. A run the scheduler started at the
 * same moment holds the job's lease and refuses ours; the next one goes on.
 */
async function simulateUntilInTransit(request: APIRequestContext, token: string, id: number): Promise<OrderStatus[]> {
  const seen: OrderStatus[] = [];
  for (let run = 0; run < 12; run += 1) {
    const status = await statusOf(request, token, id);
    if (seen.at(-1) !== status) seen.push(status);
    if (status === 'in_transit') break;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await request.post(opsJobs.runJob.path, {
      headers: { [OPS_KEY_HEADER]: E2E_OPS_KEY },
      data: { name: 'demo.simulateOrders' },
    });
  }
  return seen;
}

test('the demo simulator ships a submitted order and its carrier events appear on the detail', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, DEMO.main);
  // A SKU the demo stocks, from one of the seeded orders.
  const [seeded] = (
    await callApi<{ list: { warehouse_id: number; skus: { sku: string }[] }[] }>(request, order.getOrderList, {
      token,
      query: { page: 1, page_size: 10, status: 'approving', order_nos: 'DEMO-APPROVING-1' },
    })
  ).list;
  if (!seeded?.skus[0]) throw new Error('the demo data has no DEMO-APPROVING-1');
  const placed = await placeOrder(request, token, sampleDraft(seeded.warehouse_id, [seeded.skus[0].sku]));
  await callApi(request, order.submitOrders, { token, body: { ids: [placed.id] } });

  await openOrderDetail(page, token, placed.id);
  const shipping = shownPage(page).getByTestId('order-shipping');
  await expect(shipping).toContainText('No tracking events yet');

  const seen = await simulateUntilInTransit(request, token, placed.id);
  // The scheduled run may take a step before this test first looks: the statuses seen are the
  // simulator's path in its order, ending in transit.
  const path = ['verifying', 'awaiting_packing', 'packaged', 'awaiting_shipping', 'shipped', 'in_transit'];
  expect(seen.map((status) => path.indexOf(status))).toEqual(
    [...seen.map((status) => path.indexOf(status))].sort((a, b) => a - b),
  );
  expect(seen.every((status) => path.includes(status))).toBe(true);
  expect(seen.at(-1)).toBe('in_transit');

  await page.reload();
  await expect(shownPage(page).getByTestId('order-status')).toHaveText('In Transit');
  await expect(shipping).toContainText('Departed facility');
  // True tracking numbers are off by default: the order shows the last-mile number (one tracking rule).
  await expect(shipping).toContainText(/Tracking\s*LMSO\d+/);
  const history = shownPage(page).getByTestId('order-transition');
  await expect(history.last()).toContainText('Shipped → In Transit');
  await expect(history.last()).toContainText('demo simulator');
});

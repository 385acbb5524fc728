import { type APIRequestContext, expect, test } from '@playwright/test';
import { type InboundStatus, inbound, OPS_KEY_HEADER, opsJobs, product } from '@portal/contract';
import { E2E_OPS_KEY } from '../../playwright.config';
import { apiLogin, callApi, DEMO } from '../../support/api';
import { createBooking, sampleBooking } from '../../support/inbound';
import { openPortal } from '../../support/merchants';
import { shownPage } from '../../support/orders';
import { firstWarehouse } from '../../support/products';

const COMPLETED_PATH: InboundStatus[] = ['submitted', 'confirmed', 'pending_qc', 'to_be_shelved', 'completed'];

async function statusOf(request: APIRequestContext, token: string, id: number): Promise<InboundStatus> {
  return (await callApi<{ status: InboundStatus }>(request, inbound.getDetail, { token, query: { id } })).status;
}

/**
 * Runs the inbound simulator as its schedule would, once a second (the e2e server lets a demo booking
 * move on a second after its last step), until the booking is shelved. A run the scheduler started at
 * the same moment holds the job's lease and refuses ours; the next one goes on.
 */
async function simulateUntilShelved(request: APIRequestContext, token: string, id: number): Promise<InboundStatus[]> {
  const seen: InboundStatus[] = [];
  for (let run = 0; run < 12; run += 1) {
    const status = await statusOf(request, token, id);
    if (seen.at(-1) !== status) seen.push(status);
    if (status === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await request.post(opsJobs.runJob.path, {
      headers: { [OPS_KEY_HEADER]: E2E_OPS_KEY },
      data: { name: 'demo.simulateInbound' },
    });
  }
  return seen;
}

// The second demo merchant: the simulator moves only the demo merchants' bookings, and no other
// browser test reads this one's stock.
test('the demo simulator receives a submitted booking: its stock, age and stock log change', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, DEMO.other);
  const [sku] = (
    await callApi<{ list: { sku: string }[] }>(request, product.getProductList, {
      token,
      query: { page: 1, page_size: 10 },
    })
  ).list;
  if (!sku) throw new Error('the second demo merchant has no SKU');
  const warehouse = await firstWarehouse(request, token);
  const booking = sampleBooking(warehouse.id);
  const body = {
    ...booking,
    lines: [{ sku: sku.sku, quantity: 6 }],
    packing_method: 'all_in_one' as const,
    boxes: [
      {
        box_count: 1,
        weight_kg: 4,
        length_cm: 40,
        width_cm: 30,
        height_cm: 30,
        items: [{ sku: sku.sku, quantity: 6 }],
      },
    ],
    services: { quality_inspection: 'routine' as const, value_added_services: [], insurance: [] },
  };
  const placed = await createBooking(request, token, body, true);

  const seen = await simulateUntilShelved(request, token, placed.id);
  // The scheduled run may take a step before this test first looks: the statuses seen follow the
  // simulator's path in its order, ending shelved.
  expect(seen.every((status) => COMPLETED_PATH.includes(status))).toBe(true);
  const order = seen.map((status) => COMPLETED_PATH.indexOf(status));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(seen.at(-1)).toBe('completed');

  await openPortal(page, token, `/inbound/detail?id=${placed.id}`);
  const lines = shownPage(page).getByTestId('inbound-detail-lines');
  // SKU row: booked, arrived, qualified and shelved all 6.
  await expect(lines.locator('tr.ant-table-row').first().locator('td').nth(3)).toHaveText('6', { timeout: 30_000 });
  await expect(lines.locator('tr.ant-table-row').first().locator('td').nth(6)).toHaveText('6');
  await expect(shownPage(page).getByTestId('inbound-history')).toContainText('demo simulator');

  await page.goto(`/inventory/stock-log?sku=${encodeURIComponent(sku.sku)}`);
  const receipt = shownPage(page).locator('tr.ant-table-row').filter({ hasText: placed.receiving_no });
  await expect(receipt).toContainText('Inbound shelved', { timeout: 30_000 });
  await expect(receipt).toContainText('+6');

  await page.goto(`/inventory/age?sku=${encodeURIComponent(sku.sku)}`);
  const aged = shownPage(page).locator('tr.ant-table-row').filter({ hasText: sku.sku });
  // On hand and the 0–30 days bucket both hold at least what was just shelved.
  const cells = aged.first().locator('td');
  await expect(cells.nth(4)).not.toHaveText('0', { timeout: 30_000 });
  expect(Number(await cells.nth(4).innerText())).toBeGreaterThanOrEqual(6);
});

import { expect, type Page, test } from '@playwright/test';
import { inbound, product } from '@portal/contract';
import { callApi } from '../../support/api';
import {
  addInboundSku,
  boxRows,
  createBooking,
  goToStep,
  inboundMerchant,
  openWizard,
  pickOption,
  sampleBooking,
  summaryRow,
} from '../../support/inbound';
import { lookAt } from '../../support/look';
import { openPortal } from '../../support/merchants';
import { shownPage } from '../../support/orders';
import { confirmDialog, toast } from '../../support/products';

/** Step 1 as a merchant fills it: the warehouse, then 10 MUG-01 and 4 CAP-02. */
async function bookTwoSkus(page: Page, warehouseCode: string, warehouseOption: string): Promise<void> {
  const view = shownPage(page);
  await pickOption(page, view.getByRole('combobox', { name: 'Warehouse' }), warehouseOption, warehouseCode);
  await addInboundSku(page, 'MUG-01');
  await addInboundSku(page, 'CAP-02');
  await view.getByLabel('Quantity of MUG-01').fill('10');
  await view.getByLabel('Quantity of CAP-02').fill('4');
}

test('books an inbound shipment in the wizard with its packaging: mixed cartons merged in the box table, documents once packed, saved as a draft, submitted, withdrawn', async ({
  page,
  request,
}) => {
  // A whole booking through five steps, saved, submitted and withdrawn: about 250 browser round trips,
  // 64 s in a loaded CI's browser stage.
  test.setTimeout(120_000);
  const merchant = await inboundMerchant(request);
  await callApi(request, product.addPackaging, {
    token: merchant.token,
    body: {
      code: 'BOX-MAILER',
      name_en: 'Branded mailer',
      name_cn: '品牌邮寄盒',
      length_cm: 30,
      width_cm: 20,
      height_cm: 8,
      weight_g: 120,
      warning_quantity: 0,
      default_for: [],
    },
  });
  await openWizard(page, merchant.token);
  const view = shownPage(page);

  // Next refuses an empty step 1 in the server's words.
  await view.getByRole('button', { name: 'Next' }).click();
  await expect(view.getByText('Please select a warehouse!')).toBeVisible();
  await bookTwoSkus(page, merchant.warehouseCode, merchant.warehouseOption);
  // The merchant's own mailers travel with the goods: declared under the SKU lines.
  const packaging = view.getByTestId('inbound-packaging');
  // The picker adds a line and empties itself for the next item.
  await packaging.getByRole('combobox', { name: 'Add packaging' }).fill('BOX');
  await page.locator('.ant-select-item-option[title="BOX-MAILER · Branded mailer"]').click();
  await packaging.getByLabel('Quantity of BOX-MAILER').fill('20');
  await view.getByRole('button', { name: 'Next' }).click();
  await expect(view.getByTestId('inbound-download-products')).toBeVisible();
  await view.getByRole('button', { name: 'Next' }).click();

  // Step 3: one carton row of 2 boxes holding 5 mugs and 2 caps each.
  await view.getByTestId('inbound-packing-method').getByText('Multiple SKUs in one box').click();
  await expect(boxRows(page)).toHaveCount(1);
  await pickOption(page, view.getByRole('combobox', { name: 'SKU in box 1' }).first(), 'MUG-01', 'MUG');
  await view.getByLabel('Quantity per box of MUG-01 in box 1').fill('5');
  await view.getByRole('button', { name: 'Add SKU' }).last().click();
  await expect(boxRows(page)).toHaveCount(2);
  await pickOption(page, view.getByRole('combobox', { name: 'SKU in box 1' }).nth(1), 'CAP-02', 'CAP');
  await view.getByLabel('Quantity per box of CAP-02 in box 1').fill('2');
  await expect(summaryRow(page, 'MUG-01').locator('td')).toHaveText(['MUG-01', '10', '5', '5', '-5']);
  await view.getByLabel('Boxes of box 1').fill('2');
  await view.getByLabel('Weight (kg) of box 1').fill('12.5');
  await view.getByLabel('Length (cm) of box 1').fill('60');
  await view.getByLabel('Width (cm) of box 1').fill('40');
  await view.getByLabel('Height (cm) of box 1').fill('40');
  await expect(summaryRow(page, 'MUG-01').locator('td')).toHaveText(['MUG-01', '10', '10', '0', '0']);
  await expect(summaryRow(page, 'CAP-02').locator('td')).toHaveText(['CAP-02', '4', '4', '0', '0']);
  // The carton's seven cells (no., count, weight, L, W, H, its actions) span its two items.
  await expect(boxRows(page).first().locator('td[rowspan="2"]')).toHaveCount(7);
  await expect(boxRows(page).first().locator('td').first()).toHaveText('1–2');
  await view.getByRole('button', { name: 'Next' }).click();

  // Step 3 complete: the receiving number is reserved, step 4 prints, and the address is the booking's.
  await expect(toast(page, 'reserved')).toBeVisible();
  await expect(view.getByTestId('inbound-shipping-marks')).toBeVisible();
  await expect(page).toHaveURL(/\/inbound\/edit\?id=\d+$/);
  // Save still needs the shipping info (the spec's rule): it shows step 5's gaps, which go as they are filled.
  await view.getByTestId('inbound-save').click();
  await expect(view.getByText('Please enter the courier company')).toBeVisible();
  await view.getByLabel('Courier company').fill('UPS');
  await expect(view.getByText('Please enter the courier company')).toHaveCount(0);
  await view.getByLabel('Tracking no.').fill('1Z999AA10123456784');
  await view.getByLabel('Volume (m³)').fill('0.192');
  await view.getByLabel('Estimated arrival').fill('2026-12-01');
  await view.getByLabel('Estimated arrival').press('Enter');
  await view.getByTestId('inbound-arrival-period').getByText('Morning').click();
  await view.getByTestId('inbound-add-insured').click();
  await pickOption(page, view.getByRole('combobox', { name: 'Insured SKU, row 1' }), 'MUG-01', 'MUG');
  await view.getByLabel('Insured quantity, row 1').fill('10');
  await view.getByLabel('Unit value, row 1').fill('19.99');
  // 10 × 19.99 declared, its 3‰ fee rounded up to the cent: 0.60.
  await expect(view.getByTestId('inbound-insurance-totals')).toContainText('199.90');
  await expect(view.getByTestId('inbound-insurance-totals')).toContainText('0.60');
  await expect(view.getByTestId('inbound-compensation')).toContainText('7‰');
  await view.getByTestId('inbound-save').click();
  await expect(toast(page, 'saved as a draft')).toBeVisible();
  await goToStep(page, 'Packing documents');
  await expect(view.getByTestId('inbound-shipping-marks')).toBeVisible();

  await goToStep(page, 'Shipping info');
  await view.getByTestId('inbound-submit').click();
  await expect(toast(page, 'submitted')).toBeVisible();
  const detail = shownPage(page);
  await expect(detail.getByTestId('inbound-status')).toHaveText('Submitted');
  await expect(detail.getByTestId('inbound-detail-lines').locator('tr.ant-table-row')).toHaveCount(2);
  await expect(detail.getByTestId('inbound-insurance-total')).toHaveText('200.50');
  await expect(detail.getByTestId('inbound-detail-packaging').locator('tr.ant-table-row td')).toHaveText([
    'BOX-MAILER',
    'Branded mailer',
    '20',
    '0',
  ]);

  await detail.getByTestId('inbound-withdraw').click();
  await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(shownPage(page).getByTestId('inbound-status')).toHaveText('Withdrawn');
});

test('one SKU per box puts each SKU in a carton row of its own; all in one box merges them, after a confirmation', async ({
  page,
  request,
}) => {
  const merchant = await inboundMerchant(request);
  await openWizard(page, merchant.token);
  const view = shownPage(page);
  await bookTwoSkus(page, merchant.warehouseCode, merchant.warehouseOption);
  await goToStep(page, 'Packing list');

  await view.getByTestId('inbound-packing-method').getByText('One SKU per box').click();
  await expect(boxRows(page)).toHaveCount(2);
  await expect(boxRows(page).locator('td[rowspan="2"]')).toHaveCount(0);
  await expect(boxRows(page).nth(1).locator('td').first()).toHaveText('2');
  await expect(summaryRow(page, 'MUG-01').locator('td').last()).toHaveText('0');

  await view.getByTestId('inbound-packing-method').getByText('All SKUs in one box').click();
  await expect(confirmDialog(page)).toContainText('Change what is booked?');
  await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(boxRows(page)).toHaveCount(2);
  await expect(boxRows(page).first().locator('td[rowspan="2"]')).toHaveCount(7);
  await expect(boxRows(page).first().locator('td').first()).toHaveText('1');
  await expect(summaryRow(page, 'CAP-02').locator('td')).toHaveText(['CAP-02', '4', '4', '0', '0']);
});

test('the list shows each booking with its status and offers what the status allows; the detail merges box rows', async ({
  page,
  request,
}) => {
  const merchant = await inboundMerchant(request);
  const draft = await createBooking(request, merchant.token, sampleBooking(merchant.warehouseId));
  const submitted = await createBooking(request, merchant.token, sampleBooking(merchant.warehouseId), true);
  await openPortal(page, merchant.token, '/inbound/list');
  const view = shownPage(page);
  const row = (no: string) => view.locator('tr.ant-table-row', { hasText: no });
  await expect(row(draft.receiving_no).getByTestId('inbound-status')).toHaveText('Draft');
  await expect(row(submitted.receiving_no).getByTestId('inbound-status')).toHaveText('Submitted');
  await expect(row(draft.receiving_no).getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(row(submitted.receiving_no).getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(view.getByTestId('inbound-status-tabs')).toContainText('Submitted (1)');

  await row(submitted.receiving_no).getByRole('button', { name: 'Withdraw' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(row(submitted.receiving_no).getByTestId('inbound-status')).toHaveText('Withdrawn');

  await row(draft.receiving_no).getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(row(draft.receiving_no)).toHaveCount(0);
  const gone = await callApi<{ total: number }>(request, inbound.getList, {
    token: merchant.token,
    query: { receiving_no: draft.receiving_no },
  });
  expect(gone.total).toBe(0);

  await row(submitted.receiving_no).getByRole('link', { name: submitted.receiving_no }).click();
  const detail = shownPage(page);
  await expect(detail.getByTestId('inbound-status')).toHaveText('Withdrawn');
  // Two stored boxes of two items each: each box's five cells (no., code, weight, sizes, arrival) span its two rows.
  await expect(detail.getByTestId('inbound-detail-boxes').locator('td[rowspan="2"]')).toHaveCount(10);
  await expect(detail.getByTestId('inbound-history')).toContainText('Submitted → Withdrawn');
});

for (const lang of ['en', 'zh_CN'] as const) {
  for (const width of [1440, 390]) {
    test(`screens of the wizard, the list and the detail at ${width} px (${lang})`, async ({ page, request }) => {
      const merchant = await inboundMerchant(request, { lang });
      const booking = await createBooking(request, merchant.token, sampleBooking(merchant.warehouseId));
      await page.setViewportSize({ width, height: 900 });
      const shot = (name: string) => lookAt(page, `inbound-${name}-${width}-${lang}`, { fullPage: true });
      await openPortal(page, merchant.token, `/inbound/edit?id=${booking.id}`);
      await expect(shownPage(page).getByTestId('inbound-steps')).toBeVisible();
      await shownPage(page).getByTestId('inbound-steps').locator('.ant-steps-item').nth(2).click();
      await expect(boxRows(page)).toHaveCount(2);
      await shot('wizard-packing');
      await shownPage(page).getByTestId('inbound-steps').locator('.ant-steps-item').nth(4).click();
      await shot('wizard-shipping');
      await openPortal(page, merchant.token, '/inbound/list');
      await expect(shownPage(page).locator('tr.ant-table-row', { hasText: booking.receiving_no })).toBeVisible();
      await shot('list');
      await openPortal(page, merchant.token, `/inbound/detail?id=${booking.id}`);
      await expect(shownPage(page).getByTestId('inbound-detail-boxes')).toBeVisible();
      await shot('detail');
    });
  }
}

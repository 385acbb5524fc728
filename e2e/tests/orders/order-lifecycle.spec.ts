import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { opsOrder, order, type WalletBalance, wallet as walletOps } from '@portal/contract';
import { US_RECIPIENT, US_RECIPIENT_PASTED } from '@portal/contract/fixtures';
import { callApi } from '../../support/api';
import { openPortal, openWorkplace } from '../../support/merchants';
import {
  addSkuLine,
  expectOrdersLoaded,
  merchantWithStock,
  type OrderMerchant,
  openOrderDetail,
  openOrderForm,
  openOrderList,
  orderField,
  orderRow,
  placeOrder,
  sampleDraft,
  shownPage,
} from '../../support/orders';
import { confirmDialog, toast } from '../../support/products';
import { chooseBySearch } from '../../support/select';
import { navigate, tab } from '../shell/shell-helpers';

/** A merchant with two SKUs in stock and a balance: what creating and shipping orders need. */
function merchantForOrders(request: APIRequestContext): Promise<OrderMerchant> {
  return merchantWithStock(request, ['MUG-01', 'CAP-02']);
}

/** An order of one MUG-01 line sent to the warehouse (Verifying), through the API. */
async function submittedOrder(request: APIRequestContext, merchant: OrderMerchant) {
  const placed = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['MUG-01']));
  await callApi(request, order.submitOrders, { token: merchant.token, body: { ids: [placed.id] } });
  return placed;
}

/** The status an order's detail shows in its header. */
async function statusOf(page: Page) {
  return shownPage(page).getByTestId('order-detail-header').getByTestId('order-status');
}

test('creates an order as a merchant would: a pasted address, SKUs, an option picked after its working, shipped', async ({
  page,
  request,
}) => {
  const merchant = await merchantForOrders(request);
  await openOrderForm(page, merchant.token);
  await orderField(page, 'platform_order_no').fill('PO-E2E-CREATE');
  const box = shownPage(page).getByTestId('address-paste-box');
  await box.getByLabel('Pasted address').fill(US_RECIPIENT_PASTED);
  await box.getByRole('button', { name: 'Recognise' }).click();
  await expect(orderField(page, 'city')).toHaveValue(US_RECIPIENT.city);
  await expect(orderField(page, 'zip')).toHaveValue(US_RECIPIENT.zip);
  await expect(orderField(page, 'last_name')).toHaveValue(US_RECIPIENT.last_name);
  await chooseBySearch(page, orderField(page, 'warehouse_id'), merchant.warehouseCode, merchant.warehouseOption);
  await addSkuLine(page, 'MUG-01', 50);
  await shownPage(page).getByTestId('order-lines').getByLabel('Quantity of MUG-01').fill('3');
  await shownPage(page).getByRole('button', { name: 'Next step' }).click();

  const options = shownPage(page).getByTestId('shipping-options');
  const first = options.locator('tr.ant-table-row').first();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: /expand/i }).click();
  const working = shownPage(page).getByTestId('quote-breakdown');
  await expect(working).toContainText('Basic shipping');
  await expect(working).toContainText('Actual weight');
  await expect(working).toContainText('450 g');
  await expect(working).toContainText('Chargeable weight');

  // Save without a method: the spec's message.
  await shownPage(page).getByRole('button', { name: 'Save' }).click();
  await expect(shownPage(page).getByText('Please select a shipping method!')).toBeVisible();
  await first.getByRole('radio').check();
  await shownPage(page).getByRole('button', { name: 'Ship the order' }).click();

  await expect(toast(page, 'Order PO-E2E-CREATE sent to the warehouse')).toBeVisible();
  await expect(shownPage(page).getByTestId('order-detail-no')).toHaveText('PO-E2E-CREATE');
  await expect(await statusOf(page)).toHaveText('Verifying');
  await expect(shownPage(page).getByTestId('order-transition')).toContainText([
    'Created as Approving',
    'Approving → Verifying',
  ]);
  await expect(shownPage(page).getByTestId('order-recipient')).toContainText(
    `${US_RECIPIENT.first_name} ${US_RECIPIENT.last_name}`,
  );
  await expect(shownPage(page).getByTestId('order-detail-lines')).toContainText('MUG-01');
  await expect(shownPage(page).getByTestId('estimated-fee')).toContainText('Basic shipping');

  // Verifying has no tab of its own (spec 2): the order is under All Orders.
  await openOrderList(page, merchant.token);
  await expect(shownPage(page).getByText('Approving (0)')).toBeVisible();
  const row = orderRow(page, 'PO-E2E-CREATE');
  await expect(row).toContainText('Verifying');
  await expect(row).toContainText('MUG-01 × 3');
  await expect(row.getByTestId('fee-estimate')).toHaveText('(Estimate)');
});

test('a shipped order can no longer be edited or cancelled: the spec’s message, no buttons', async ({
  page,
  request,
}) => {
  const merchant = await merchantForOrders(request);
  const placed = await submittedOrder(request, merchant);
  const staff = { ops: true, body: { system_order_id: placed.system_order_id, operator: 'Grace' } };
  await callApi(request, opsOrder.verify, staff);
  await callApi(request, opsOrder.pack, {
    ops: true,
    body: { ...staff.body, weight_g: 700, length_cm: 20, width_cm: 15, height_cm: 10 },
  });
  await callApi(request, opsOrder.handOver, staff);
  await callApi(request, opsOrder.ship, { ops: true, body: { ...staff.body, tracking_number: '1Z999AA10123456784' } });

  await openOrderDetail(page, merchant.token, placed.id);
  await expect(await statusOf(page)).toHaveText('Shipped');
  const header = shownPage(page).getByTestId('order-detail-header');
  for (const action of ['Edit', 'Cancel', 'Delete', 'Ship the order'])
    await expect(header.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  await expect(shownPage(page).getByTestId('order-shipping')).toContainText('1Z999AA10123456784');

  // Opening the edit route anyway (an old link, a bookmark) says why instead of showing the form.
  await openPortal(page, merchant.token, `/order/edit?id=${placed.id}`);
  await expect(
    shownPage(page).getByText('Only orders in Approving status can be edited; once verification has begun', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(orderField(page, 'platform_order_no', `order-edit-${placed.id}`)).toHaveCount(0);
});

test('a taken platform order no. is refused when the field is left; an order like another one is linked to it', async ({
  page,
  request,
}) => {
  const merchant = await merchantForOrders(request);
  const taken = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['MUG-01']));
  await openOrderForm(page, merchant.token);
  await orderField(page, 'platform_order_no').fill(taken.platform_order_no);
  await orderField(page, 'first_name').focus();
  await expect(shownPage(page).getByText(`Platform Order No. ${taken.platform_order_no} already exists`)).toBeVisible();

  // A new number, but the same recipient and SKU as the order placed: a warning that may be ignored.
  await orderField(page, 'first_name').fill(US_RECIPIENT.first_name);
  await orderField(page, 'zip').fill(US_RECIPIENT.zip);
  await chooseBySearch(page, orderField(page, 'country'), 'United St', 'United States (US)');
  await chooseBySearch(page, orderField(page, 'warehouse_id'), merchant.warehouseCode, merchant.warehouseOption);
  await addSkuLine(page, 'MUG-01', 50);
  await orderField(page, 'platform_order_no').fill('PO-E2E-LOOKALIKE');
  await orderField(page, 'first_name').focus();
  const warning = shownPage(page).getByTestId('likely-duplicates');
  await expect(warning).toContainText('An order that looks like the same one exists');
  await warning.getByRole('link', { name: taken.platform_order_no }).click();
  await expect(shownPage(page).getByTestId('order-detail-no')).toHaveText(taken.platform_order_no);
});

test('edits an Approving order, then cancels it with a reason kept in its history', async ({ page, request }) => {
  const merchant = await merchantForOrders(request);
  const placed = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['MUG-01']));
  await openOrderList(page, merchant.token);
  await orderRow(page, placed.platform_order_no).getByRole('link', { name: 'Edit' }).click();
  const form = `order-edit-${placed.id}` as const;
  await expect(orderField(page, 'city', form)).toHaveValue(US_RECIPIENT.city);
  await orderField(page, 'city', form).fill('Pasadena');
  await shownPage(page).getByRole('button', { name: 'Next step' }).click();
  // The saved method is chosen again.
  await expect(shownPage(page).getByTestId('shipping-options').getByRole('radio', { checked: true })).toHaveCount(1);
  await shownPage(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Order ${placed.platform_order_no} saved`)).toBeVisible();
  await expect(shownPage(page).getByTestId('order-recipient')).toContainText('Pasadena');

  await shownPage(page).getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${placed.platform_order_no}` });
  await expect(dialog.getByTestId('interception-explained')).toHaveCount(0);
  await dialog.getByLabel('Reason').fill('Customer changed their mind');
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(toast(page, `Order ${placed.platform_order_no} cancelled`)).toBeVisible();
  await expect(await statusOf(page)).toHaveText('Canceled');
  const history = shownPage(page).getByTestId('order-transition');
  await expect(history.last()).toContainText('Approving → Canceled');
  await expect(history.last()).toContainText('Reason: Customer changed their mind');
  await expect(shownPage(page).getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test('copies an order (“Copy Success”) and deletes orders after the spec’s confirmation', async ({ page, request }) => {
  const merchant = await merchantForOrders(request);
  const a = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['MUG-01']));
  const b = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['CAP-02']));
  await openOrderList(page, merchant.token);
  await orderRow(page, a.platform_order_no).getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, 'Copy Success')).toBeVisible();
  await expect(shownPage(page).getByText('All Orders (3)')).toBeVisible();

  for (const placed of [a, b])
    await orderRow(page, placed.platform_order_no)
      .getByRole('checkbox', { name: `Select order ${placed.platform_order_no}` })
      .check();
  await shownPage(page).getByRole('button', { name: 'Delete selected' }).click();
  await expect(confirmDialog(page)).toContainText('This operation will delete the selected data, continue or not?');
  await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, '2 orders deleted')).toBeVisible();
  await expect(shownPage(page).getByText('All Orders (1)')).toBeVisible();
  await expect(orderRow(page, a.platform_order_no)).toHaveCount(0);
});

/** A cell of a row of the list shown, by its column's title. */
async function cellOf(page: Page, row: Locator, column: string): Promise<Locator> {
  const titles = await shownPage(page).locator('thead th').allInnerTexts();
  return row.locator('td').nth(titles.findIndex((title) => title.trim() === column));
}

/** Cents as antd's Statistic shows them: 123456 → "1,234.56". */
const shownMoney = (cents: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

test('ships orders in a batch, and the kept-alive inventory and workplace tabs show what it locked and held; cancelling one with the warehouse requests interception', async ({
  page,
  request,
}) => {
  // Three screens and a batch ship in one visit.
  test.setTimeout(120_000);
  const merchant = await merchantForOrders(request);
  const a = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['MUG-01']));
  const b = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['CAP-02']));
  // The workplace and the inventory list are read first and stay alive in their tabs while the orders ship.
  await openWorkplace(page, merchant.token);
  await expect(page.getByTestId('wallet-held')).toContainText('0.00');
  await navigate(page, '/inventory/list?sku=MUG-01');
  await expectOrdersLoaded(page);
  const mug = shownPage(page).locator('tr.ant-table-row').filter({ hasText: 'MUG-01' });
  const frozen = await cellOf(page, mug, 'Frozen stock');
  const available = await cellOf(page, mug, 'Available stock');
  await expect(frozen).toHaveText('0');
  await expect(available).toHaveText('50');

  await navigate(page, '/order/order-list?status=approving');
  await expectOrdersLoaded(page);
  for (const placed of [a, b])
    await orderRow(page, placed.platform_order_no)
      .getByRole('checkbox', { name: `Select order ${placed.platform_order_no}` })
      .check();
  await shownPage(page).getByRole('button', { name: 'Ship the order' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Ship the order' }).click();
  await expect(toast(page, '2 orders sent to the warehouse')).toBeVisible();
  await expect(shownPage(page).getByText('Approving (0)')).toBeVisible();

  // Without a reload, well within the 30 s a read stays fresh: the other tabs show the locked stock and held fees.
  await tab(page, 'Inventory List').click();
  await expect(frozen).toHaveText('2');
  await expect(available).toHaveText('48');
  const wallet = await callApi<WalletBalance>(request, walletOps.getBalance, { token: merchant.token });
  expect(wallet.held).toBeGreaterThan(0);
  await tab(page, 'Workplace').click();
  await expect(page.getByTestId('wallet-held')).toContainText(shownMoney(wallet.held));
  await expect(page.getByTestId('wallet-available')).toContainText(shownMoney(wallet.available));

  await openOrderDetail(page, merchant.token, a.id);
  await expect(await statusOf(page)).toHaveText('Verifying');
  await expect(shownPage(page).getByTestId('order-transition').last()).toContainText('Approving → Verifying');
  await shownPage(page).getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: `Request interception of order ${a.platform_order_no}` });
  await expect(dialog.getByTestId('interception-explained')).toContainText('interception is attempted, not guaranteed');
  // Clicked once the dialog has zoomed in: mid-zoom, the button moves under the pointer on a busy machine.
  await expect(dialog).not.toHaveClass(/-(appear|enter)/);
  await dialog.getByRole('button', { name: 'Request interception' }).click();
  // The answer first (a refusal would be said instead), then the detail it refreshed.
  await expect(toast(page, 'Interception requested')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(shownPage(page).getByTestId('interception-pending')).toBeVisible();
  await expect(await statusOf(page)).toHaveText('Verifying');
});

test('the detail shows the warehouse’s steps in the history, and an exception is answered from its reply box', async ({
  page,
  request,
}) => {
  const merchant = await merchantForOrders(request);
  const placed = await submittedOrder(request, merchant);
  await callApi(request, opsOrder.verify, {
    ops: true,
    body: { system_order_id: placed.system_order_id, operator: 'Grace' },
  });
  await callApi(request, opsOrder.raiseException, {
    ops: true,
    body: { system_order_id: placed.system_order_id, operator: 'Grace', reason: 'Apartment number missing' },
  });
  await openOrderDetail(page, merchant.token, placed.id);
  await expect(await statusOf(page)).toHaveText('Awaiting Packing');
  const history = shownPage(page).getByTestId('order-transition');
  await expect(history).toHaveCount(3);
  await expect(history.last()).toContainText('Verifying → Awaiting Packing');
  await expect(history.last()).toContainText('Staff: Grace');

  const exceptions = shownPage(page).getByTestId('order-exceptions');
  await expect(exceptions).toContainText('Apartment number missing');
  await exceptions.getByLabel('Reply').fill('Flat 3, second floor');
  await exceptions.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(page, 'Reply sent')).toBeVisible();
  await expect(exceptions).toContainText('Your reply');
  await expect(exceptions).toContainText('Flat 3, second floor');
});

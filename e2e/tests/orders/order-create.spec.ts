import { expect, type Page, test } from '@playwright/test';
import { shownErrors } from '../../support/form-errors';
import {
  addSkuLine,
  lineRow,
  merchantWithStock,
  openOrderForm,
  orderField,
  orderFormItem,
  placeOrder,
  sampleDraft,
  shownPage,
  typeUsRecipient,
} from '../../support/orders';
import { chooseBySearch } from '../../support/select';
import { tab } from '../shell/shell-helpers';

/** The step the order form's step indicator marks as current. */
function currentStep(page: Page) {
  return shownPage(page).locator('.ant-steps-item-process .ant-steps-item-title');
}

async function pickCountry(page: Page, search: string, option: string) {
  await chooseBySearch(page, orderField(page, 'country'), search, option);
}

test('asks a house number for an EU destination only, and finds SKUs with their available stock', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithStock(request, ['MUG-01', 'CAP-02'], { stock: 7 });
  await openOrderForm(page, merchant.token);
  await pickCountry(page, 'Germ', 'Germany (DE)');
  await expect(orderFormItem(page, 'house_number')).toContainText('EU destinations need a house number');
  await shownPage(page).getByRole('button', { name: 'Next step' }).click();
  await expect(shownErrors(orderFormItem(page, 'house_number'))).toHaveText(
    'Please enter House Number: EU destinations need one',
  );
  await pickCountry(page, 'United St', 'United States (US)');
  await expect(shownErrors(orderFormItem(page, 'house_number'))).toHaveCount(0);

  // The SKU search waits for a warehouse, then shows each SKU's available stock there.
  const picker = shownPage(page).getByRole('combobox', { name: 'Search SKU' });
  await expect(picker).toBeDisabled();
  await chooseBySearch(page, orderField(page, 'warehouse_id'), merchant.warehouseCode, merchant.warehouseOption);
  await addSkuLine(page, 'MUG-01', 7);
  const lines = shownPage(page).getByTestId('order-lines');
  await expect(lines.getByLabel('Unit price of MUG-01')).toHaveValue('12.99');
  await expect(lines.getByLabel('Quantity of MUG-01')).toHaveValue('1');
  await expect(lines.getByRole('cell', { name: '610910' })).toBeVisible();
  await expect(lines.getByRole('cell', { name: '20 × 15 × 5' })).toBeVisible();

  // The spec's line messages.
  await lines.getByLabel('Quantity of MUG-01').fill('0');
  await lines.getByLabel('Name of MUG-01').fill('');
  await lines.getByLabel('Unit price of MUG-01').fill('0');
  await shownPage(page).getByRole('button', { name: 'Next step' }).click();
  await expect(lines.getByText('The quantity cannot be null or 0!')).toBeVisible();
  await expect(lines.getByText('The name cannot be empty!')).toBeVisible();
  await expect(lines.getByText('The price cannot be null or 0!')).toBeVisible();

  await lines.getByRole('button', { name: 'Remove MUG-01' }).click();
  await expect(shownPage(page).getByText('Please add product information!')).toBeVisible();
});

test('fills the recipient and SKUs; the next step at /order/next shows the shipping options and keeps everything across tabs, Back and the browser’s back', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithStock(request, ['MUG-01']);
  await openOrderForm(page, merchant.token);
  await typeUsRecipient(page, merchant, 'PO-E2E-STEP');
  await addSkuLine(page, 'MUG-01', 50);
  await shownPage(page).getByRole('button', { name: 'Next step' }).click();

  const step = shownPage(page).getByTestId('order-step-shipping');
  await expect(page).toHaveURL(/\/order\/next$/);
  await expect(step).toBeVisible();
  await expect(currentStep(page)).toHaveText('Shipping and services');
  await expect(tab(page, 'Create Order')).toHaveAttribute('aria-selected', 'true');
  await expect(step).toContainText('Ada');
  await expect(step).toContainText('Los Angeles, CA, US');
  await expect(step.getByTestId('shipping-options').locator('tr.ant-table-row').first()).toBeVisible();
  // Another tab and back: the form is still on its next step, with everything typed.
  await tab(page, 'Workplace').click();
  await expect(page.getByTestId('workplace-greeting')).toBeVisible();
  await tab(page, 'Create Order').click();
  await expect(step).toBeVisible();
  await expect(page).toHaveURL(/\/order\/next$/);
  // Back keeps what was typed, and so does the browser's back.
  await shownPage(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/order\/create$/);
  await expect(currentStep(page)).toHaveText('Recipient and SKUs');
  await expect(orderField(page, 'city')).toHaveValue('Los Angeles');
  await expect(lineRow(page, 'MUG-01')).toBeVisible();
  await shownPage(page).getByRole('button', { name: 'Next step' }).click();
  await expect(step).toContainText('Ada');
  await page.goBack();
  await expect(page).toHaveURL(/\/order\/create$/);
  await expect(orderField(page, 'platform_order_no')).toHaveValue('PO-E2E-STEP');
  await expect(lineRow(page, 'MUG-01')).toBeVisible();

  // Opened afresh, a new order's next step has nothing to ship: the first step, empty.
  await page.goto('/order/next');
  await expect(page).toHaveURL(/\/order\/create$/);
  await expect(orderField(page, 'platform_order_no')).toHaveValue('');
  await expect(currentStep(page)).toHaveText('Recipient and SKUs');
  // An Approving order's next step opens with the order loaded, in its edit tab.
  const placed = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['MUG-01']));
  await page.goto(`/order/next?id=${placed.id}`);
  const editStep = shownPage(page).getByTestId('order-step-shipping');
  await expect(editStep.getByTestId('shipping-options').locator('tr.ant-table-row').first()).toBeVisible();
  await expect(tab(page, `Edit order ${placed.platform_order_no}`)).toHaveAttribute('aria-selected', 'true');
  await shownPage(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/edit\\?id=${placed.id}$`));
  await expect(orderField(page, 'platform_order_no', `order-edit-${placed.id}`)).toHaveValue(placed.platform_order_no);
});

test('a pasted address fills the empty fields, marked; a field the merchant typed is replaced only if they agree', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithStock(request, ['MUG-01']);
  await openOrderForm(page, merchant.token);
  await orderField(page, 'city').fill('Potsdam');
  const box = shownPage(page).getByTestId('address-paste-box');
  await expect(box.getByRole('button', { name: 'Recognise' })).toBeDisabled();
  await box.getByLabel('Pasted address').fill('Anna Schmidt\nHauptstraße 5\n10115 Berlin\nGermany');
  await box.getByRole('button', { name: 'Recognise' }).click();

  await expect(page.getByTestId('recognise-conflicts')).toContainText('City: “Potsdam” → “Berlin”');
  await page.getByRole('button', { name: 'Keep mine' }).click();
  await expect(orderField(page, 'first_name')).toHaveValue('Anna');
  await expect(orderField(page, 'last_name')).toHaveValue('Schmidt');
  await expect(orderField(page, 'zip')).toHaveValue('10115');
  await expect(page.locator('.ant-select').filter({ has: orderField(page, 'country') })).toContainText('Germany (DE)');
  await expect(orderFormItem(page, 'first_name')).toContainText('Filled from the pasted address');
  await expect(orderField(page, 'city')).toHaveValue('Potsdam');
  await expect(orderFormItem(page, 'city')).not.toContainText('Filled from the pasted address');

  // Editing a filled field takes its mark away.
  await orderField(page, 'first_name').fill('Anne');
  await expect(orderFormItem(page, 'first_name')).not.toContainText('Filled from the pasted address');

  // Recognising again and agreeing replaces the typed city.
  await box.getByRole('button', { name: 'Recognise' }).click();
  await page.getByRole('button', { name: 'Replace them' }).click();
  await expect(orderField(page, 'city')).toHaveValue('Berlin');
  await expect(orderField(page, 'first_name')).toHaveValue('Anna');
});

import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type BodyOf, inbound } from '@portal/contract';
import { sampleBookingDraft } from '@portal/contract/fixtures';
import { callApi } from './api';
import { type MerchantOptions, openPortal } from './merchants';
import { shownPage } from './orders';
import { firstWarehouse, type MerchantWithSkus, merchantWithSkus } from './products';

export type BookingBody = BodyOf<typeof inbound.saveDraft>;

export interface InboundMerchant extends MerchantWithSkus {
  warehouseId: number;
  warehouseCode: string;
  warehouseOption: string;
}

/** A merchant of its own with MUG-01 and CAP-02, and the warehouse bookings go to. */
export async function inboundMerchant(
  request: APIRequestContext,
  options: MerchantOptions = {},
): Promise<InboundMerchant> {
  const merchant = await merchantWithSkus(request, ['MUG-01', 'CAP-02'], options);
  const warehouse = await firstWarehouse(request, merchant.token);
  return {
    ...merchant,
    warehouseId: warehouse.id,
    warehouseCode: warehouse.code,
    warehouseOption: `${warehouse.code} · ${warehouse.name_en}`,
  };
}

/** The sample booking (`@portal/contract/fixtures`): 10 MUG-01 and 4 CAP-02 in two cartons, by express. */
export function sampleBooking(warehouseId: number): BookingBody {
  return sampleBookingDraft(warehouseId);
}

/** The sample booking holding `sku` alone: 10 of it in two cartons of 5, insured. */
export function oneSkuBooking(warehouseId: number, sku: string): BookingBody {
  const sample = sampleBookingDraft(warehouseId);
  return sampleBookingDraft(warehouseId, {
    lines: [{ sku, quantity: 10 }],
    boxes: sample.boxes.map((box) => ({ ...box, items: [{ sku, quantity: 5 }] })),
    services: { ...sample.services, insurance: [{ sku, quantity: 10, unit_value: 1999 }] },
  });
}

/** Saves (or submits) a booking through the API. */
export function createBooking(
  request: APIRequestContext,
  token: string,
  body: BookingBody,
  submit = false,
): Promise<{ id: number; receiving_no: string }> {
  return callApi(request, submit ? inbound.submit : inbound.saveDraft, { token, body });
}

export async function openWizard(page: Page, token: string): Promise<void> {
  await openPortal(page, token, '/inbound/create');
  await expect(shownPage(page).getByTestId('inbound-steps')).toBeVisible();
}

/** Adds a SKU through the wizard's picker by keyboard: type, wait for its option, Enter. */
export async function addInboundSku(page: Page, sku: string): Promise<void> {
  const picker = shownPage(page).getByRole('combobox', { name: /Search SKU|搜索 SKU/ });
  await picker.fill(sku);
  const listbox = await picker.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listbox}"]`) });
  await expect(dropdown.locator('.ant-select-item-option-active')).toContainText(sku);
  await page.keyboard.press('Enter');
  await expect(
    shownPage(page).getByTestId('inbound-lines').locator('tr.ant-table-row', { hasText: sku }),
  ).toBeVisible();
}

/** What shows a Select's choice: the Select around an input with an id, else the table cell holding it. */
async function shownChoice(page: Page, box: Locator): Promise<Locator> {
  const id = await box.getAttribute('id');
  return id
    ? page
        .locator('.ant-select')
        .filter({ has: page.locator(`[id="${id}"]`) })
        .locator('.ant-select-selection-item')
    : box.locator('xpath=ancestor::td[1]').locator('.ant-select-selection-item');
}

/** Picks an option of an antd Select by its title, from its own dropdown (typing `search` first when given). */
export async function pickOption(page: Page, box: Locator, title: string, search?: string): Promise<void> {
  if (search === undefined) {
    // A select without search hides its input: it opens from the keyboard.
    await box.focus();
    await page.keyboard.press('Enter');
  } else await box.fill(search);
  // A select without search names its list only once open: otherwise the dropdown shown is its own.
  const listbox = await box.getAttribute('aria-controls');
  const dropdown = listbox
    ? page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listbox}"]`) })
    : page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown.locator(`.ant-select-item-option[title="${title}"]`).click();
  await expect(await shownChoice(page, box)).toHaveAttribute('title', title);
}

export function boxRows(page: Page): Locator {
  return shownPage(page).getByTestId('inbound-box-table').locator('tbody tr.ant-table-row');
}

/** The cells of a SKU's row in the packing summary: SKU, booked, packed, remaining, difference. */
export function summaryRow(page: Page, sku: string): Locator {
  return shownPage(page).getByTestId('inbound-packing-summary').locator('tr.ant-table-row', { hasText: sku });
}

export async function goToStep(page: Page, title: string): Promise<void> {
  await shownPage(page).getByTestId('inbound-steps').getByText(title, { exact: true }).click();
}

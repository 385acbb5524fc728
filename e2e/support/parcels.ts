import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { selfServiceOrder, wallet } from '@portal/contract';
import { SAMPLE_SENDER, sampleParcelDraft } from '@portal/contract/fixtures';
import { callApi } from './api';
import { freshMerchant, type Merchant, type MerchantOptions, openPortal } from './merchants';
import { shownPage } from './orders';
import { firstWarehouse } from './products';

export interface ParcelMerchant extends Merchant {
  warehouseId: number;
  senderId: number;
}

/** A new merchant with a saved sender and money to pre-advise with (the estimate is held on the wallet). */
export async function merchantForParcels(
  request: APIRequestContext,
  options: MerchantOptions = {},
): Promise<ParcelMerchant> {
  const merchant = await freshMerchant(request, options);
  const warehouse = await firstWarehouse(request, merchant.token);
  await callApi(request, wallet.adjustBalance, {
    ops: true,
    body: { customer_id: merchant.customerId, amount: 1_000_000, remark: 'e2e top-up' },
  });
  const sender = await callApi<{ id: number }>(request, selfServiceOrder.saveSender, {
    token: merchant.token,
    body: SAMPLE_SENDER,
  });
  return { ...merchant, warehouseId: warehouse.id, senderId: sender.id };
}

/** A parcel order saved with `submit: true` (pre-advised) through the API, by the cheapest method quoted for it. */
export async function preAdvisedParcel(
  request: APIRequestContext,
  merchant: ParcelMerchant,
  customerRef: string,
): Promise<{ id: number; parcel_no: string }> {
  const draft = sampleParcelDraft(merchant.warehouseId, merchant.senderId, { customer_ref: customerRef });
  const { handover: _handover, customer_ref: _ref, note: _note, sender_id: _sender, ...quoted } = draft;
  const options = await callApi<{ list: Array<{ shipping_method_code: string }> }>(
    request,
    selfServiceOrder.getParcelShippingOptions,
    { token: merchant.token, body: quoted },
  );
  const method = options.list[0]?.shipping_method_code;
  if (!method) throw new Error('no shipping method carries the sample parcel');
  return callApi(request, selfServiceOrder.saveParcel, {
    token: merchant.token,
    body: { ...draft, shipping_method_code: method, submit: true },
  });
}

/** Opens a parcel order's detail and waits for its header. */
export async function openParcelDetail(page: Page, token: string, id: number): Promise<void> {
  await openPortal(page, token, `/self-service-order/detail?id=${id}`);
  await expect(shownPage(page).getByTestId('parcel-detail-no')).toBeVisible({ timeout: 30_000 });
}

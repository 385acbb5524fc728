import { expect, type Locator, type Page, test } from '@playwright/test';
import { selfServiceOrder, wallet } from '@portal/contract';
import { US_RECIPIENT } from '@portal/contract/fixtures';
import { callApi } from '../../support/api';
import { lookAt } from '../../support/look';
import { freshMerchant, openPortal } from '../../support/merchants';
import { shownPage } from '../../support/orders';
import { firstWarehouse } from '../../support/products';
import { chooseBySearch } from '../../support/select';

/** A field of the new parcel form: antd names its id `parcel-create_<path joined by _>`. */
function parcelField(page: Page, name: string): Locator {
  return page.locator(`[id="parcel-create_${name}"]`);
}

/**
 * A merchant in Chinese with a saved sender and an empty wallet fills the form by hand, picks a
 * shipping option and pre-advises: the wallet's refusal is on the page in Chinese and nothing is
 * held; topped up, the same Pre-advise saves the parcel and lands on its detail with its number.
 */
test('a merchant fills the parcel form, is told in Chinese the wallet cannot hold the estimate, tops up and pre-advises', async ({
  page,
  request,
}) => {
  // A whole form typed by hand, two saves and the detail: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const merchant = await freshMerchant(request, { lang: 'zh_CN' });
  const warehouse = await firstWarehouse(request, merchant.token);
  await callApi(request, selfServiceOrder.saveSender, {
    token: merchant.token,
    body: {
      label: 'Shenzhen office',
      name: 'Li Lei',
      phone: '+86 755 1234 5678',
      address1: '1 Keji Road',
      city: 'Shenzhen',
      state: 'Guangdong',
      zip: '518000',
      country: 'CN',
    },
  });

  await openPortal(page, merchant.token, '/self-service-order/create');
  await expect(parcelField(page, 'sender_id')).toBeVisible({ timeout: 30_000 });
  await chooseBySearch(page, parcelField(page, 'sender_id'), 'Shenzhen', 'Shenzhen office · Li Lei, Shenzhen');
  await expect(shownPage(page).getByTestId('parcel-sender-address')).toContainText('1 Keji Road');

  await parcelField(page, 'first_name').fill(US_RECIPIENT.first_name);
  await parcelField(page, 'last_name').fill(US_RECIPIENT.last_name);
  await parcelField(page, 'phone').fill(US_RECIPIENT.phone);
  await chooseBySearch(page, parcelField(page, 'country'), 'US', '美国 (US)');
  await parcelField(page, 'state').fill(US_RECIPIENT.state);
  await parcelField(page, 'city').fill(US_RECIPIENT.city);
  await parcelField(page, 'zip').fill(US_RECIPIENT.zip);
  await parcelField(page, 'address1').fill(US_RECIPIENT.address1);
  await chooseBySearch(
    page,
    parcelField(page, 'warehouse_id'),
    warehouse.code,
    `${warehouse.code} · ${warehouse.name_cn}`,
  );

  await parcelField(page, 'pieces_0_weight_g').fill('800');
  await parcelField(page, 'pieces_0_length_cm').fill('30');
  await parcelField(page, 'pieces_0_width_cm').fill('20');
  await parcelField(page, 'pieces_0_height_cm').fill('10');
  await parcelField(page, 'pieces_0_customs_lines_0_name_en').fill('Mug');
  await parcelField(page, 'pieces_0_customs_lines_0_name_cn').fill('杯子');
  await parcelField(page, 'pieces_0_customs_lines_0_hs_code').fill('691200');
  await parcelField(page, 'pieces_0_customs_lines_0_quantity').fill('2');
  await parcelField(page, 'pieces_0_customs_lines_0_unit_value').fill('12.50');
  await parcelField(page, 'insured_value').fill('200');
  await expect(shownPage(page).getByTestId('parcel-premium')).toHaveText('保费 1.00 美元（保险金额的 5 ‰）');

  // The options come once the parcel is complete enough to quote; each shows its working.
  const option = shownPage(page).getByTestId('shipping-option').first();
  await expect(option).toBeVisible({ timeout: 30_000 });
  await option.getByRole('button', { name: '查看费用与重量' }).click();
  await expect(shownPage(page).getByTestId('parcel-option-working').first()).toBeVisible();
  await option.getByRole('radio').check();
  await lookAt(page, 'parcel-form-zh-1440', { fullPage: true });

  await shownPage(page).getByRole('button', { name: '提交预报' }).click();
  await expect(shownPage(page).getByTestId('parcel-save-refusal')).toContainText('余额不足');
  await expect(page).toHaveURL(/\/self-service-order\/create$/);

  await callApi(request, wallet.adjustBalance, {
    ops: true,
    body: { customer_id: merchant.customerId, amount: 1_000_000, remark: 'e2e top-up' },
  });
  await shownPage(page).getByRole('button', { name: '提交预报' }).click();
  await expect(page.getByText(/^包裹订单 SP\d{16} 已预报$/)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/self-service-order\/detail\?id=\d+$/);
  await expect(shownPage(page).getByTestId('parcel-detail-no')).toContainText(/SP\d{16}/, { timeout: 30_000 });
});

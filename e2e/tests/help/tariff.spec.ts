import { expect, test } from '@playwright/test';
import { order, type ShippingQuote } from '@portal/contract';
import { callApi } from '../../support/api';
import { lookAt } from '../../support/look';
import { freshMerchant, openPortal } from '../../support/merchants';
import { shownPage } from '../../support/orders';
import { firstWarehouse, merchantWithSkus } from '../../support/products';
import { chooseBySearch } from '../../support/select';

test('a merchant quotes a parcel on the tariff and gets the total an order of that SKU is quoted', async ({
  page,
  request,
}) => {
  // The e2e SKU's parcel: 150 g, 20 × 15 × 5 cm, declared 12.99 $.
  const merchant = await merchantWithSkus(request, ['TARIFF-01']);
  const warehouse = await firstWarehouse(request, merchant.token);
  const next = await callApi<{ list: ShippingQuote[] }>(request, order.getShippingOptions, {
    token: merchant.token,
    body: {
      warehouse_id: warehouse.id,
      country: 'US',
      zip: '90001',
      state: 'CA',
      items: [{ sku: 'TARIFF-01', quantity: 1, unit_price: 1299 }],
    },
  });
  const cheapest = next.list[0];
  if (!cheapest) throw new Error('no shipping option for the e2e parcel');

  await openPortal(page, merchant.token, '/tariff');
  const tariff = shownPage(page);
  await expect(tariff.getByTestId('tariff-method').first()).toBeVisible();
  await expect(tariff.getByTestId('tariff-rate-sheet').first()).toBeVisible();
  const calculator = tariff.getByTestId('tariff-calculator');
  // Searched from the page: the pick is checked on the select found by the box alone.
  await chooseBySearch(
    page,
    page.getByRole('combobox', { name: 'Destination country' }),
    'United States',
    'United States (US)',
  );
  await calculator.getByLabel('Postcode').fill('90001');
  await calculator.getByLabel('State or province').fill('CA');
  await calculator.getByLabel('Weight (g)').fill('150');
  await calculator.getByLabel('Length (cm)').fill('20');
  await calculator.getByLabel('Width (cm)').fill('15');
  await calculator.getByLabel('Height (cm)').fill('5');
  await calculator.getByLabel('Declared value (USD)').fill('12.99');
  await calculator.getByRole('button', { name: 'Quote' }).click();
  const first = calculator.getByTestId('tariff-quotes').locator('tbody tr.ant-table-row').first();
  await expect(first).toContainText(cheapest.shipping_method_name);
  await expect(first).toContainText((cheapest.total / 100).toFixed(2));
  await first.getByRole('button', { name: /expand/i }).click();
  await expect(calculator.getByTestId('quote-breakdown')).toContainText(`${cheapest.chargeable_weight_g} g`);
  await lookAt(page, 'tariff-en-1440', { fullPage: true });

  await tariff.getByRole('link', { name: /Tax thresholds/ }).click();
  await expect(page).toHaveURL('/tariff/thresholds');
});

test('a Chinese-speaking merchant reads the tax thresholds on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const merchant = await freshMerchant(request, { lang: 'zh_CN' });
  await openPortal(page, merchant.token, '/tariff/thresholds');
  const eu = shownPage(page).getByTestId('thresholds-eu');
  await expect(eu).toContainText('低于 150 欧元');
  await expect(eu.getByTestId('thresholds-eu-rates')).toContainText('FR · 法国');
  await expect(shownPage(page).getByTestId('thresholds-form-fields')).toContainText('IOSS');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await lookAt(page, 'tariff-thresholds-zh-390', { fullPage: true });
});

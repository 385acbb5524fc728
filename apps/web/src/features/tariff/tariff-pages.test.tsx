import {
  common,
  EU_VAT_FROM_ZERO_SINCE,
  IOSS_LIMIT_EUR_CENTS,
  productReference,
  SG_LOW_VALUE_SGD_CENTS,
  type ShippingQuote,
  shipping,
  type Tariff,
} from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { COUNTRIES, WAREHOUSES } from '../../test/order-fixtures';
import { renderWithApp } from '../../test/render-with-app';
import TariffPage from './tariff-page';
import TariffThresholdsPage from './tariff-thresholds-page';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const TARIFF: Tariff = {
  methods: [
    {
      code: 'USWE-USPS-GA',
      warehouse_id: 1,
      warehouse_code: 'USLA',
      name_en: 'USPS Ground Advantage',
      name_cn: 'USPS 地面经济',
      courier: 'USPS',
      delivery_time: '2-5',
      billing_method: 'greater',
      volume_factor: 5000,
      weight_step_g: 10,
      max_weight_g: 30_000,
      max_longest_cm: 100,
      max_girth_cm: null,
      max_length_girth_cm: 274,
      service_options: ['tracking'],
      accepts_dangerous: 0,
      sort: 1,
      updated_at: '2026-11-30T10:00:00.000Z',
      zones: [
        {
          zone: '2',
          areas: [{ country: 'US', postcode_from: '900', postcode_to: '935' }],
          breaks: [
            { up_to_g: 454, price: 535 },
            { up_to_g: 907, price: 640 },
          ],
          extra_step_g: 454,
          extra_step_price: 90,
        },
      ],
      surcharges: [
        {
          id: 7,
          kind: 'remote_area',
          fixed: 250,
          per_kg: 0,
          freight_bp: 0,
          minimum: 0,
          fuel_bp: 1550,
          areas: [{ country: 'US', postcode_from: '995', postcode_to: '999' }],
          over_longest_cm: null,
          over_girth_cm: null,
          over_length_girth_cm: null,
          over_weight_g: null,
          starts_on: null,
          ends_on: null,
        },
      ],
    },
  ],
  fees: [
    {
      warehouse_id: 1,
      code: 'outbound_handling',
      per_order: 150,
      per_extra: 30,
      percent_bp: 0,
      threshold: 0,
      minimum: 0,
    },
  ],
};

const QUOTE: ShippingQuote = {
  shipping_method_code: 'USWE-USPS-GA',
  shipping_method_name: 'USPS Ground Advantage',
  courier: 'USPS',
  delivery_time: '2-5',
  billing_method: 'greater',
  service_options: ['Tracking'],
  volume_factor: 5000,
  actual_weight_g: 400,
  volumetric_weight_g: 600,
  chargeable_weight_g: 600,
  charges: [
    { code: 'basic_shipping', name: 'Basic shipping', amount: 640 },
    { code: 'outbound_handling', name: 'Outbound handling', amount: 150 },
  ],
  total: 790,
};

describe('the tariff page', { timeout: 30_000 }, () => {
  it('shows the warehouse’s methods, rates, surcharges and fees, and quotes a parcel with its working', async () => {
    const tariffAsked: (string | null)[] = [];
    const api = fakeApi([
      [productReference.getWarehouseList, () => ok(WAREHOUSES)],
      [common.getCountryList, () => ok(COUNTRIES)],
      [
        shipping.getTariff,
        (_, url) => {
          tariffAsked.push(url.searchParams.get('warehouse_id'));
          return ok(TARIFF);
        },
      ],
      [shipping.quoteParcel, () => ok([QUOTE])],
    ]);
    renderWithApp(<TariffPage />, { route: '/tariff' });
    const method = await screen.findByTestId('tariff-method');
    expect(within(method).getByText('USPS Ground Advantage')).toBeTruthy();
    expect(within(method).getByText('L × W × H (cm³) ÷ 5000')).toBeTruthy();
    const sheet = within(method).getByTestId('tariff-rate-sheet');
    expect(within(sheet).getByText('Up to 454 g')).toBeTruthy();
    expect(within(sheet).getByText('6.40')).toBeTruthy();
    expect(within(sheet).getByText('+0.90 per further 454 g')).toBeTruthy();
    expect(within(method).getByText('US 900–935')).toBeTruthy();
    expect(within(method).getByText('2.50 per parcel')).toBeTruthy();
    expect(within(method).getByText('15.5 %')).toBeTruthy();
    expect(screen.getByText('1.50 per order, 0.30 per further piece')).toBeTruthy();
    expect(tariffAsked).toEqual(['1']);

    // Nothing is sent until the parcel is complete.
    fireEvent.click(screen.getByRole('button', { name: 'Quote' }));
    expect(await screen.findByText('please select Destination country')).toBeTruthy();
    expect(callsTo(api.calls, shipping.quoteParcel)).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Destination country' }));
    fireEvent.click(await screen.findByTitle('United States (US)'));
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '90001' } });
    for (const [label, value] of [
      ['Weight (g)', '400'],
      ['Length (cm)', '20'],
      ['Width (cm)', '15'],
      ['Height (cm)', '10'],
      ['Declared value (USD)', '12.5'],
    ]) {
      fireEvent.change(screen.getByLabelText(label as string), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Quote' }));
    const quotes = await screen.findByTestId('tariff-quotes');
    expect(within(quotes).getByText('7.90')).toBeTruthy();
    expect(callsTo(api.calls, shipping.quoteParcel)[0]?.body).toMatchObject({
      warehouse_id: 1,
      destination: { country: 'US', zip: '90001', address_type: 'residential' },
      weight_g: 400,
      length_cm: 20,
      declared_value: 1250,
      dangerous: false,
    });
    fireEvent.click(within(quotes).getByRole('button', { name: /expand/i }));
    await waitFor(() => expect(screen.getByTestId('quote-breakdown').textContent).toContain('600 g'));
  });
});

describe('the tax thresholds page', { timeout: 30_000 }, () => {
  it('states the limits the quotes apply, from the contract, with the live rates, in Chinese too', async () => {
    fakeApi([
      [
        shipping.getTaxRates,
        () =>
          ok({
            tax_rates: [
              { tax: 'eu_vat', country: 'FR', region: '', rate_bp: 2000 },
              { tax: 'sg_gst', country: 'SG', region: '', rate_bp: 900 },
              { tax: 'br_icms', country: 'BR', region: 'SP', rate_bp: 1800 },
            ],
            currency_rates: [{ currency: 'EUR', usd_per_unit: 1.08, updated_at: '2026-11-01T00:00:00.000Z' }],
          }),
      ],
    ]);
    renderWithApp(<TariffThresholdsPage />, { route: '/tariff/thresholds' });
    const eu = await screen.findByTestId('thresholds-eu');
    const eur = String(IOSS_LIMIT_EUR_CENTS / 100);
    expect(eu.textContent).toContain(`Under ${eur} EUR`);
    expect(eu.textContent).toContain(`From ${eur} EUR`);
    expect(eu.textContent).toContain(EU_VAT_FROM_ZERO_SINCE);
    expect(within(eu).getByText('20 %')).toBeTruthy();
    // 150.00 EUR at 1.08 USD.
    expect(screen.getByTestId('threshold-EUR').textContent).toContain(
      (Math.round(IOSS_LIMIT_EUR_CENTS * 1.08) / 100).toFixed(2),
    );
    expect(screen.getByTestId('thresholds-sg').textContent).toContain(`${SG_LOW_VALUE_SGD_CENTS / 100} SGD`);
    expect(within(screen.getByTestId('thresholds-br')).getByText('SP')).toBeTruthy();
    expect(within(screen.getByTestId('thresholds-form-fields')).getByText('IOSS')).toBeTruthy();

    await i18n.changeLanguage('zh_CN');
    expect((await screen.findByTestId('thresholds-eu')).textContent).toContain(`低于 ${eur} 欧元`);
  });
});

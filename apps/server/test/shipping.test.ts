import { type ShipmentInput, type ShippingQuote, shipmentSchema, shipping } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingRates } from '../src/modules/shipping';
import { DEMO_LOGINS, TestApp } from './support/test-app';

/** 400 g, 20 × 15 × 10 cm, worth 10 $, from USWE (warehouse 1) to Beverly Hills. */
function parcel(fields: Partial<ShipmentInput> = {}): ShipmentInput {
  return {
    warehouse_id: 1,
    destination: { country: 'US', zip: '90210', state: 'CA', address_type: 'residential' },
    lines: [
      {
        sku: 'MUG-01',
        quantity: 1,
        unit_price: 1000,
        weight_g: 400,
        length_cm: 20,
        width_cm: 15,
        height_cm: 10,
        dangerous: false,
      },
    ],
    ...fields,
  };
}

const OFF_PEAK = '2026-06-15';

function charge(quote: ShippingQuote | undefined, code: string): number | undefined {
  return quote?.charges.find((line) => line.code === code)?.amount;
}

describe('shipping rates over HTTP', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await TestApp.start();
    token = await t.login();
  });
  afterAll(() => t.close());

  const preview = (body: Record<string, unknown>, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(shipping.previewQuote, { ops: true, lang, body: { date: OFF_PEAK, ...body } });

  describe('the seeded rate data', () => {
    it('lists the methods of each warehouse to merchants who may see orders', async () => {
      const all = await t.call(shipping.getMethodList, { token });
      expect(all.error_code).toBe(0);
      const inWarehouse = (code: string) => all.content.filter((method) => method.warehouse_code === code);
      const byWarehouse = { USWE: inWarehouse('USWE'), UKBH: inWarehouse('UKBH'), DEFR: inWarehouse('DEFR') };
      expect([...new Set(all.content.map((method) => method.warehouse_code))].sort()).toEqual([
        'DEFR',
        'UKBH',
        'USEA',
        'USWE',
      ]);
      expect(byWarehouse.USWE?.map((m) => m.code)).toEqual([
        'USWE-USPS-GA',
        'USWE-UPS-GROUND',
        'USWE-FEDEX-HOME',
        'USWE-DHL-SMARTMAIL',
        'USWE-DHL-ECOM-INTL',
        'USWE-UPS-WW-EXPEDITED',
      ]);
      expect(byWarehouse.UKBH?.map((m) => m.courier)).toEqual(expect.arrayContaining(['Royal Mail', 'DPD UK', 'Evri']));
      expect(byWarehouse.DEFR?.map((m) => m.courier)).toEqual(expect.arrayContaining(['DHL', 'DPD DE', 'GLS']));

      const one = await t.call(shipping.getMethodList, { token, query: { warehouse_id: 3 } });
      expect(new Set(one.content.map((m) => m.warehouse_id))).toEqual(new Set([3]));
      expect(one.content[0]).toMatchObject({
        code: 'UKBH-RM-TRACKED48',
        name_en: 'Royal Mail Tracked 48',
        name_cn: '皇家邮政 Tracked 48',
        enabled: 1,
      });
      const none = await t.call(shipping.getMethodList, { token, query: { warehouse_id: 99 } });
      expect(none.content).toEqual([]);
    });

    it('refuses the method list to a sub-account without the orders permission', async () => {
      const sub = await t.login(DEMO_LOGINS.sub);
      const reply = await t.call(shipping.getMethodList, { token: sub });
      expect([reply.status, reply.error_code]).toEqual([403, 1005]);
    });

    it('quotes a parcel from Los Angeles, cheapest first, with the working', async () => {
      const reply = await preview({ shipment: parcel() });
      expect(reply.error_code).toBe(0);
      const totals = reply.content.map((quote) => quote.total);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      const usps = reply.content.find((quote) => quote.shipping_method_code === 'USWE-USPS-GA');
      // USPS Ground Advantage, zone 2 (ZIP 902 from Ontario, CA), 400 g actual in 10 g steps → the
      // 454 g break: 440 + 95 × 454 / 453.59 = 535.09 → 535. Outbound 150, packaging 25, tracked 10: 720.
      expect(usps).toMatchObject({ billing_method: 'actual', chargeable_weight_g: 400, total: 720 });
      expect(usps?.charges.map((line) => [line.code, line.amount])).toEqual([
        ['basic_shipping', 535],
        ['outbound_handling', 150],
        ['packaging', 25],
        ['online_tracked_mail', 10],
      ]);
      // Cross-border methods do not deliver in the US.
      expect(reply.content.map((q) => q.shipping_method_code)).not.toContain('USWE-DHL-ECOM-INTL');
    });

    it('answers the spec message when nothing fits, in both languages', async () => {
      const tooHeavy = parcel({ lines: [{ ...parcel().lines[0], weight_g: 80_000 }] } as Partial<ShipmentInput>);
      const en = await preview({ shipment: tooHeavy });
      expect([en.error_code, en.msg]).toEqual([
        1200,
        'There are no shipping options available for this order, please contact customer service if you have any questions!',
      ]);
      const zh = await preview({ shipment: tooHeavy }, 'zh_CN');
      expect(zh.msg).toBe('该订单暂无可用的物流渠道，如有疑问请联系客服！');
    });

    it('charges EU IOSS from a US warehouse and nothing from the German one', async () => {
      const toBerlin = { destination: { country: 'DE', zip: '10115', state: '', address_type: 'residential' } };
      const fromUs = await preview({ shipment: parcel(toBerlin as Partial<ShipmentInput>) });
      // 10 $ = 9.26 EUR at 1.08 $: IOSS at 19 % = 190.
      expect(fromUs.content.map((q) => charge(q, 'eu_ioss'))).toEqual(fromUs.content.map(() => 190));
      const fromDe = await preview({
        shipment: parcel({ ...(toBerlin as Partial<ShipmentInput>), warehouse_id: 4 }),
      });
      expect(fromDe.content.length).toBeGreaterThan(0);
      expect(fromDe.content.flatMap((q) => q.charges.map((c) => c.code))).not.toContain('eu_ioss');
    });

    it('refuses a shipment worth more than it can tax exactly, before quoting', async () => {
      const line = { ...parcel().lines[0], unit_price: 100_000_000, quantity: 100_000 };
      const reply = await preview({
        shipment: parcel({ lines: [line, { ...line, sku: 'B' }] } as Partial<ShipmentInput>),
      });
      expect([reply.status, reply.error_code, reply.msg]).toEqual([
        200,
        1001,
        'Validation failure: shipment.lines: Must be at most 100000000000',
      ]);
    });

    it('prices the final fee of a measured parcel, and says why a method cannot take one', async () => {
      const final = await preview({
        shipment: parcel(),
        method_code: 'USWE-UPS-GROUND',
        parcel: { weight_g: 1300, length_cm: 30, width_cm: 20, height_cm: 15 },
      });
      // UPS Ground bills the greater weight in whole pounds: 9000 cm³ ÷ 5000 = 1800 g > 1300 g →
      // 4 × 454 = 1816 g, the 4 lb break of zone 2: 950 + 90 × 1816 / 453.59 = 1310.3 → 1310.
      expect(final.content[0]).toMatchObject({ volumetric_weight_g: 1800, chargeable_weight_g: 1816 });
      expect(charge(final.content[0], 'basic_shipping')).toBe(1310);
      const tooLong = await preview({
        shipment: parcel(),
        method_code: 'USWE-DHL-SMARTMAIL',
        parcel: { weight_g: 1300, length_cm: 80, width_cm: 20, height_cm: 15 },
      });
      expect([tooLong.error_code, tooLong.msg]).toEqual([
        1201,
        'The selected shipping method is not available for this order, please choose another: size: The parcel is larger than DHL eCommerce SmartMail Parcel carries',
      ]);
      const noMethod = await preview({
        shipment: parcel(),
        parcel: { weight_g: 1, length_cm: 1, width_cm: 1, height_cm: 1 },
      });
      expect(noMethod.error_code).toBe(1001);
      expect(noMethod.content).toEqual({ errors: [{ field: 'method_code', message: 'please input method_code' }] });
    });
  });

  describe('staff edits', () => {
    const NEW_METHOD = {
      code: 'USWE-TEST-COURIER',
      warehouse_id: 1,
      name_en: 'Test Courier Ground',
      name_cn: '测试快递陆运',
      courier: 'Test Courier',
      delivery_time: '3-4',
      billing_method: 'greater',
      volume_factor: 6000,
      weight_step_g: 100,
      max_weight_g: 20_000,
      max_longest_cm: 120,
      service_options: ['tracking'],
    } as const;
    const CARD = {
      method_code: NEW_METHOD.code,
      zones: [
        {
          zone: 'WEST',
          areas: [{ country: 'US', postcode_from: '900', postcode_to: '961' }],
          breaks: [
            { up_to_g: 500, price: 300 },
            { up_to_g: 1000, price: 400 },
          ],
          extra_step_g: 1000,
          extra_step_price: 100,
        },
        {
          zone: 'REST',
          areas: [{ country: 'US' }],
          breaks: [{ up_to_g: 1000, price: 900 }],
        },
      ],
    };

    it('refuses calls without the staff key', async () => {
      const reply = await t.call(shipping.saveMethod, { token, body: NEW_METHOD });
      expect([reply.status, reply.error_code]).toEqual([401, 1016]);
      expect(
        await t.db.selectFrom('shipping_methods').select('id').where('code', '=', NEW_METHOD.code).execute(),
      ).toEqual([]);
    });

    it('creates a method disabled, and enables it only once it has a rate card', async () => {
      const created = await t.call(shipping.saveMethod, { ops: true, body: NEW_METHOD });
      expect(created.error_code).toBe(0);
      expect(created.content).toMatchObject({ code: NEW_METHOD.code, warehouse_code: 'USWE', enabled: 0, zones: [] });
      const early = await t.call(shipping.setMethodEnabled, {
        ops: true,
        lang: 'zh_CN',
        body: { method_code: NEW_METHOD.code, enabled: 1 },
      });
      expect([early.error_code, early.msg]).toEqual([1204, '该物流渠道尚无价卡，请先保存价卡再启用']);

      const card = await t.call(shipping.saveRateCard, { ops: true, body: CARD });
      expect(card.error_code).toBe(0);
      expect(card.content.zones.map((zone) => zone.zone)).toEqual(['WEST', 'REST']);
      expect(card.content.zones[1]).toEqual({
        zone: 'REST',
        areas: [{ country: 'US', postcode_from: null, postcode_to: null }],
        breaks: [{ up_to_g: 1000, price: 900 }],
        extra_step_g: null,
        extra_step_price: null,
      });
      const enabled = await t.call(shipping.setMethodEnabled, {
        ops: true,
        body: { method_code: NEW_METHOD.code, enabled: 1 },
      });
      expect(enabled.content.enabled).toBe(1);
      // 400 g vs 3000 cm³ ÷ 6000 = 500 g → 500 g: 300; + 150 + 25 + 10 = 485, now the cheapest.
      const quoted = await preview({ shipment: parcel() });
      expect(quoted.content[0]).toMatchObject({ shipping_method_code: NEW_METHOD.code, total: 485 });
    });

    it('refuses invalid methods with messages naming the field', async () => {
      const badCode = await t.call(shipping.saveMethod, { ops: true, body: { ...NEW_METHOD, code: 'usps ground' } });
      expect(badCode.error_code).toBe(1001);
      expect(badCode.msg).toContain('code: 2-40 capital letters, digits, hyphens or underscores');
      const badWarehouse = await t.call(shipping.saveMethod, {
        ops: true,
        body: { ...NEW_METHOD, code: 'NOWHERE-1', warehouse_id: 99 },
      });
      expect(badWarehouse.content).toEqual({
        errors: [{ field: 'warehouse_id', message: 'This option does not exist, choose another' }],
      });
      const badOption = await t.call(shipping.saveMethod, {
        ops: true,
        body: { ...NEW_METHOD, code: 'NOWHERE-2', service_options: ['teleport'] },
      });
      expect(badOption.error_code).toBe(1001);
      const moved = await t.call(shipping.saveMethod, { ops: true, body: { ...NEW_METHOD, warehouse_id: 2 } });
      expect(moved.error_code).toBe(1203);
      const unknown = await t.call(shipping.saveRateCard, { ops: true, body: { ...CARD, method_code: 'NO-SUCH' } });
      expect([unknown.status, unknown.error_code, unknown.msg]).toEqual([
        404,
        1202,
        'The shipping method does not exist',
      ]);
      const rows = await t.db.selectFrom('shipping_methods').select('code').where('code', 'like', 'NOWHERE%').execute();
      expect(rows).toEqual([]);
    });

    it('refuses a rate card whose zones share postcodes, whose ranges do not read or whose breaks fall', async () => {
      const before = await t.db.selectFrom('shipping_zones').selectAll().execute();
      const bad = await t.call(shipping.saveRateCard, {
        ops: true,
        body: {
          method_code: NEW_METHOD.code,
          zones: [
            {
              zone: 'A',
              areas: [
                { country: 'US', postcode_from: '900', postcode_to: '935' },
                { country: 'GB', postcode_from: 'KW15', postcode_to: 'PA17' },
                { country: 'QQ' },
              ],
              breaks: [
                { up_to_g: 1000, price: 500 },
                { up_to_g: 2000, price: 400 },
              ],
            },
            {
              zone: 'B',
              areas: [{ country: 'US', postcode_from: '930', postcode_to: '961' }],
              breaks: [{ up_to_g: 1000, price: 500 }],
              extra_step_g: 500,
            },
          ],
        },
      });
      expect(bad.error_code).toBe(1001);
      expect(bad.content).toEqual({
        errors: expect.arrayContaining([
          { field: 'zones.0.breaks', message: 'The 2000 g break costs less than a lighter one' },
          { field: 'zones.1.extra_step_price', message: 'Give both the extra step and its price, or neither' },
          {
            field: 'zones.0.areas.1.postcode_to',
            message: 'Both ends of a postcode range start with the same letters (KW15–PA17)',
          },
          { field: 'zones.0.areas.2.country', message: 'Unknown country' },
          { field: 'zones.1.areas.0', message: 'US 930–961 is in zones A and B: one postcode must have one zone' },
        ]),
      });
      expect(await t.db.selectFrom('shipping_zones').selectAll().execute()).toEqual(before);
    });

    it('adds, changes and removes surcharges, with their checks', async () => {
      const added = await t.call(shipping.saveSurcharge, {
        ops: true,
        body: {
          method_code: NEW_METHOD.code,
          kind: 'remote_area',
          fixed: 400,
          fuel_bp: 1500,
          areas: [{ country: 'US', postcode_from: '902' }],
        },
      });
      expect(added.error_code).toBe(0);
      const surcharge = added.content.surcharges[0];
      expect(surcharge).toMatchObject({ kind: 'remote_area', fixed: 400, fuel_bp: 1500 });
      const quoted = await preview({ shipment: parcel(), method_code: NEW_METHOD.code });
      // 400 × 1.15 = 460.
      expect(charge(quoted.content[0], 'remote_area')).toBe(460);

      const changed = await t.call(shipping.saveSurcharge, {
        ops: true,
        body: { ...surcharge, method_code: NEW_METHOD.code, fixed: 600 },
      });
      expect(changed.content.surcharges).toHaveLength(1);
      expect(
        charge((await preview({ shipment: parcel(), method_code: NEW_METHOD.code })).content[0], 'remote_area'),
      ).toBe(690);

      const otherMethods = await t.call(shipping.deleteSurcharge, {
        ops: true,
        body: { method_code: 'USWE-USPS-GA', id: surcharge?.id },
      });
      expect(otherMethods.error_code).toBe(1205);

      const peakWithoutDates = await t.call(shipping.saveSurcharge, {
        ops: true,
        body: { method_code: NEW_METHOD.code, kind: 'peak_season', fixed: 50, areas: [{ country: 'US' }] },
      });
      expect(peakWithoutDates.content).toEqual({
        errors: [
          { field: 'areas', message: 'Only remote-area surcharges have areas' },
          { field: 'starts_on', message: 'A peak-season surcharge needs its first and last day' },
        ],
      });
      const free = await t.call(shipping.saveSurcharge, {
        ops: true,
        lang: 'zh_CN',
        body: { method_code: NEW_METHOD.code, kind: 'dangerous_goods' },
      });
      expect(free.msg).toBe('验证失败: fixed: 附加费金额为零：请填写固定金额、每公斤金额、运费比例或最低收费');

      const removed = await t.call(shipping.deleteSurcharge, {
        ops: true,
        body: { method_code: NEW_METHOD.code, id: surcharge?.id },
      });
      expect(removed.content.surcharges).toEqual([]);
    });

    it('sets fees, tax rates and currency rates, each changing the next quote', async () => {
      const unused = await t.call(shipping.saveFee, {
        ops: true,
        body: { warehouse_id: 1, code: 'multiline_entry', per_order: 50, per_extra: 25 },
      });
      expect(unused.content).toEqual({
        errors: [{ field: 'per_order', message: 'multiline_entry does not use this amount' }],
      });

      const fee = await t.call(shipping.saveFee, {
        ops: true,
        body: { warehouse_id: 1, code: 'packaging', per_order: 40 },
      });
      expect(fee.error_code).toBe(0);
      const withPackaging = await preview({ shipment: parcel(), method_code: 'USWE-USPS-GA' });
      expect(charge(withPackaging.content[0], 'packaging')).toBe(40);

      const region = await t.call(shipping.saveTaxRate, {
        ops: true,
        body: { tax: 'eu_vat', country: 'DE', region: 'BY', rate_bp: 1900 },
      });
      expect(region.content).toEqual({ errors: [{ field: 'region', message: 'Only ICMS has rates per state' }] });
      await t.call(shipping.saveTaxRate, { ops: true, body: { tax: 'eu_vat', country: 'DE', rate_bp: 2000 } });
      const toBerlin = parcel({
        destination: { country: 'DE', zip: '10115', state: '', address_type: 'residential' },
        lines: [{ ...parcel().lines[0], unit_price: 15_000 }],
      } as Partial<ShipmentInput>);
      const ioss = await preview({ shipment: toBerlin, method_code: 'USWE-DHL-ECOM-INTL' });
      // 150 $ = 138.89 EUR at 1.08 $: IOSS at the new 20 %: 3000.
      expect([charge(ioss.content[0], 'eu_ioss'), charge(ioss.content[0], 'vat')]).toEqual([3000, undefined]);
      const currency = await t.call(shipping.saveCurrencyRate, {
        ops: true,
        body: { currency: 'EUR', usd_per_unit: 0.99 },
      });
      expect(currency.content).toMatchObject({ currency: 'EUR', usd_per_unit: 0.99 });
      // 150 $ = 151.52 EUR at 0.99 $: import VAT instead.
      const vat = await preview({ shipment: toBerlin, method_code: 'USWE-DHL-ECOM-INTL' });
      expect([charge(vat.content[0], 'eu_ioss'), charge(vat.content[0], 'vat')]).toEqual([undefined, 3000]);

      const settings = await t.call(shipping.listRateSettings, { ops: true });
      expect(settings.content.currency_rates).toContainEqual(
        expect.objectContaining({ currency: 'EUR', usd_per_unit: 0.99 }),
      );
      expect(settings.content.tax_rates).toContainEqual(expect.objectContaining({ country: 'DE', rate_bp: 2000 }));
    });

    it('lists methods with their cards and surcharges for staff', async () => {
      const reply = await t.call(shipping.listMethods, { ops: true, query: { warehouse_id: 3 } });
      const dpd = reply.content.find((method) => method.code === 'UKBH-DPD-NEXTDAY');
      expect(dpd?.zones[0]?.areas).toEqual([
        { country: 'GB', postcode_from: null, postcode_to: null },
        { country: 'GG', postcode_from: null, postcode_to: null },
        { country: 'IM', postcode_from: null, postcode_to: null },
        { country: 'JE', postcode_from: null, postcode_to: null },
      ]);
      expect(dpd?.surcharges.map((s) => s.kind)).toEqual([
        'remote_area',
        'remote_area',
        'oversize',
        'peak_season',
        'dangerous_goods',
      ]);
      expect(new Set(reply.content.map((method) => method.warehouse_code))).toEqual(new Set(['UKBH']));
    });
  });

  it('runs the example of docs/SHIPPING-RATES.md: a method, its card, a surcharge, enabled, previewed', async () => {
    const method = await t.call(shipping.saveMethod, {
      ops: true,
      body: {
        code: 'UKBH-PARCELFORCE-48',
        warehouse_id: 3,
        courier: 'Parcelforce',
        name_en: 'Parcelforce express48',
        name_cn: 'Parcelforce 48小时快递',
        delivery_time: '2',
        billing_method: 'greater',
        volume_factor: 5000,
        weight_step_g: 1000,
        max_weight_g: 30000,
        max_longest_cm: 150,
        max_length_girth_cm: 300,
        service_options: ['tracking', 'signature'],
      },
    });
    expect(method.error_code).toBe(0);
    const card = await t.call(shipping.saveRateCard, {
      ops: true,
      body: {
        method_code: 'UKBH-PARCELFORCE-48',
        zones: [
          {
            zone: 'UK',
            areas: [{ country: 'GB' }],
            breaks: [
              { up_to_g: 2000, price: 1290 },
              { up_to_g: 10000, price: 1590 },
            ],
            extra_step_g: 1000,
            extra_step_price: 120,
          },
          {
            zone: 'ISLANDS',
            areas: [
              { country: 'GB', postcode_from: 'HS' },
              { country: 'GB', postcode_from: 'KW15', postcode_to: 'KW17' },
            ],
            breaks: [{ up_to_g: 30000, price: 4500 }],
          },
        ],
      },
    });
    const peak = await t.call(shipping.saveSurcharge, {
      ops: true,
      body: {
        method_code: 'UKBH-PARCELFORCE-48',
        kind: 'peak_season',
        fixed: 40,
        fuel_bp: 1000,
        starts_on: '2026-11-23',
        ends_on: '2026-12-24',
      },
    });
    const enabled = await t.call(shipping.setMethodEnabled, {
      ops: true,
      body: { method_code: 'UKBH-PARCELFORCE-48', enabled: 1 },
    });
    expect([card.error_code, peak.error_code, enabled.error_code]).toEqual([0, 0, 0]);
    const shipment = {
      warehouse_id: 3,
      destination: { country: 'GB', zip: 'HS1 2AB', state: '', address_type: 'residential' },
      lines: [{ ...parcel().lines[0], unit_price: 1299, weight_g: 450, length_cm: 12, width_cm: 10, height_cm: 10 }],
    };
    const quoted = await preview({ shipment, method_code: 'UKBH-PARCELFORCE-48' });
    // HS is the ISLANDS zone: 450 g > 1200 cm³ ÷ 5000 = 240 g → 1 kg step → 4500; UKBH's outbound
    // 175, packaging 30 and tracked mail 12: 4717.
    expect(quoted.content[0]?.total).toBe(4717);
    const inPeak = await preview({ shipment, method_code: 'UKBH-PARCELFORCE-48', date: '2026-12-01' });
    // 40 × 1.10 = 44.
    expect(charge(inPeak.content[0], 'peak_season')).toBe(44);
  });

  describe('two instances on one database', () => {
    it('quote from the data another instance has just written', async () => {
      const other = await t.sibling();
      try {
        const rates = shippingRates(other.app.core);
        const before = await rates.quote(parsed(parcel()), { lang: 'en', methodCode: 'USWE-USPS-GA' });
        const usedToBe = charge(before[0], 'outbound_handling');
        // Written through this instance; the other has the old data in its cache.
        await t.call(shipping.saveFee, {
          ops: true,
          body: { warehouse_id: 1, code: 'outbound_handling', per_order: 199, per_extra: 30 },
        });
        const after = await rates.quote(parsed(parcel()), { lang: 'en', methodCode: 'USWE-USPS-GA' });
        expect([usedToBe, charge(after[0], 'outbound_handling')]).toEqual([150, 199]);

        await t.call(shipping.setMethodEnabled, { ops: true, body: { method_code: 'USWE-USPS-GA', enabled: 0 } });
        const listed = await other.call(shipping.getMethodList, {
          token: await other.login(),
          query: { warehouse_id: 1 },
        });
        expect(listed.content.find((m) => m.code === 'USWE-USPS-GA')?.enabled).toBe(0);
        const offered = await other.call(shipping.previewQuote, {
          ops: true,
          body: { shipment: parcel(), date: OFF_PEAK },
        });
        expect(offered.content.map((q) => q.shipping_method_code)).not.toContain('USWE-USPS-GA');
      } finally {
        await other.close();
      }
    });
  });
});

function parsed(input: ShipmentInput) {
  return shipmentSchema.parse(input);
}

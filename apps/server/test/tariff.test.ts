import { order, shipping } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSubAccount } from './support/grants';
import { merchantWithSkus, startOrderApp } from './support/orders';
import type { TestApp } from './support/test-app';

/**
 * The tariff every merchant reads (docs/server/tariff.md): the live rate data and a parcel quoted
 * by the engine an order's next step uses.
 */
describe('the tariff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startOrderApp();
  });
  afterAll(() => t.close());

  // sampleProduct's SKU: 180 g, 30 × 20 × 2.5 cm, declared 12.50 $.
  const SKU_PARCEL = { weight_g: 180, length_cm: 30, width_cm: 20, height_cm: 2.5, declared_value: 1250 };
  const TO_LA = { country: 'US', zip: '90001', state: 'CA' };

  it('quotes a parcel with the same methods and totals as the next step of a one-unit order of that SKU', async () => {
    const m = await merchantWithSkus(t, ['MUG-01']);
    const options = await t.call(order.getShippingOptions, {
      token: m.token,
      body: { warehouse_id: 1, ...TO_LA, items: [{ sku: 'MUG-01', quantity: 1, unit_price: 1250 }] },
    });
    expect(options.error_code, options.msg).toBe(0);
    const quoted = await t.call(shipping.quoteParcel, {
      token: m.token,
      body: { warehouse_id: 1, destination: TO_LA, ...SKU_PARCEL },
    });
    expect(quoted.error_code, quoted.msg).toBe(0);
    const summary = (list: { shipping_method_code: string; total: number; chargeable_weight_g: number }[]) =>
      list.map((q) => [q.shipping_method_code, q.total, q.chargeable_weight_g]);
    expect(summary(quoted.content)).toEqual(summary(options.content.list));
    expect(quoted.content[0]?.charges[0]).toMatchObject({ code: 'basic_shipping' });

    // Into the EU the declared value brings the IOSS line an order would show.
    const toParis = await t.call(shipping.quoteParcel, {
      token: m.token,
      body: { warehouse_id: 1, destination: { country: 'FR', zip: '75001' }, ...SKU_PARCEL },
    });
    expect(toParis.content.flatMap((q) => q.charges.map((c) => c.code))).toContain('eu_ioss');
  });

  it('is read by any account, sub-accounts without the orders right included, and refuses bad parcels in its language', async () => {
    const m = await merchantWithSkus(t, ['CAP-02'], { balance: 0 });
    const sub = await signedInSubAccount(t, m.customerId, `reader-${m.customerId}@shop.test`, ['inventory']);
    const read = await t.call(shipping.getTariff, { token: sub, query: { warehouse_id: 3 } });
    expect(read.error_code, read.msg).toBe(0);
    expect(new Set(read.content.methods.map((method) => method.warehouse_code))).toEqual(new Set(['UKBH']));
    expect(read.content.methods[0]?.zones[0]?.breaks.length).toBeGreaterThan(0);
    expect(new Set(read.content.fees.map((fee) => fee.warehouse_id))).toEqual(new Set([3]));
    const taxes = await t.call(shipping.getTaxRates, { token: sub });
    expect(taxes.content.tax_rates).toContainEqual(expect.objectContaining({ tax: 'eu_vat', country: 'FR' }));
    expect(taxes.content.currency_rates).toContainEqual(expect.objectContaining({ currency: 'EUR' }));

    const flat = await t.call(shipping.quoteParcel, {
      token: sub,
      lang: 'zh_CN',
      body: { warehouse_id: 3, destination: { country: 'GB', zip: 'B1 1AA' }, ...SKU_PARCEL, height_cm: 0 },
    });
    expect(flat.error_code).toBe(1001);
    const tooHeavy = await t.call(shipping.quoteParcel, {
      token: sub,
      body: { warehouse_id: 3, destination: { country: 'GB', zip: 'B1 1AA' }, ...SKU_PARCEL, weight_g: 900_000 },
    });
    expect([tooHeavy.error_code, tooHeavy.msg]).toEqual([
      1200,
      'There are no shipping options available for this order, please contact customer service if you have any questions!',
    ]);
    const anonymous = await t.call(shipping.getTaxRates, {});
    expect(anonymous.error_code).toBe(1010);
  });

  it('shows a rate change and a disabled method at once, as the next quote does', async () => {
    const m = await merchantWithSkus(t, ['TEE-01'], { balance: 0 });
    const before = await t.call(shipping.getTariff, { token: m.token, query: { warehouse_id: 3 } });
    const method = before.content.methods.find((one) => one.zones.length > 0);
    if (!method) throw new Error('no UKBH method with a rate card');
    const [zone, ...others] = method.zones;
    if (!zone) throw new Error('no zone');
    const dearer = { ...zone, breaks: zone.breaks.map((b) => ({ ...b, price: b.price + 100 })) };
    const saved = await t.call(shipping.saveRateCard, {
      ops: true,
      body: { method_code: method.code, zones: [dearer, ...others] },
    });
    expect(saved.error_code, saved.msg).toBe(0);
    const after = await t.call(shipping.getTariff, { token: m.token, query: { warehouse_id: 3 } });
    const changed = after.content.methods.find((one) => one.code === method.code);
    expect(changed?.zones[0]?.breaks.map((b) => b.price)).toEqual(dearer.breaks.map((b) => b.price));

    const disabled = await t.call(shipping.setMethodEnabled, {
      ops: true,
      body: { method_code: method.code, enabled: 0 },
    });
    expect(disabled.error_code, disabled.msg).toBe(0);
    const hidden = await t.call(shipping.getTariff, { token: m.token, query: { warehouse_id: 3 } });
    expect(hidden.content.methods.map((one) => one.code)).not.toContain(method.code);
    await t.call(shipping.setMethodEnabled, { ops: true, body: { method_code: method.code, enabled: 1 } });
  });
});

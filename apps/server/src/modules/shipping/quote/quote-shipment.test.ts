import { errorMessage, type FeeItemCode, type Shipment, type ShippingQuote } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../kernel/app-error';
import { quoteFinalFee, quoteShipment } from './quote-shipment';
import { line, shipment, testRateData, to } from './rate-data.fixture';

/**
 * Every expected amount is worked out by hand from the fixture's rates (rate-data.fixture.ts); the
 * arithmetic is in the comment beside it. Amounts in US cents, weights in grams.
 */
const data = testRateData();
const DAY = '2026-06-15';

function quotes(s: Shipment, day = DAY): ShippingQuote[] {
  return quoteShipment(s, data, { lang: 'en', day });
}

function quoteOf(code: string, s: Shipment, day = DAY): ShippingQuote {
  const [quote] = quoteShipment(s, data, { lang: 'en', day, methodCode: code });
  if (!quote) throw new Error(`no quote of ${code}`);
  return quote;
}

function amount(quote: ShippingQuote, code: FeeItemCode): number | undefined {
  return quote.charges.find((charge) => charge.code === code)?.amount;
}

function refusal(work: () => unknown): AppError {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('a quote', () => {
  it('gives the method, its working and every charge line by line, in the request language', () => {
    const quote = quoteOf('T-GROUND', shipment());
    // 400 g actual; volumetric 20×15×10 = 3000 cm³ × 1000 / 5000 = 600 g; billed actual: 400 g
    // (a multiple of the 100 g step) → zone 2 (ZIP 902 in 900–935), first break 500 g: 500.
    // Outbound 150 (one piece), packaging 25, tracked mail 10: total 500 + 150 + 25 + 10 = 685.
    expect(quote).toEqual({
      shipping_method_code: 'T-GROUND',
      shipping_method_name: 'Test Ground',
      courier: 'Test courier',
      delivery_time: '2-5',
      billing_method: 'actual',
      service_options: ['Tracking'],
      volume_factor: 5000,
      actual_weight_g: 400,
      volumetric_weight_g: 600,
      chargeable_weight_g: 400,
      charges: [
        { code: 'basic_shipping', name: 'Basic shipping', amount: 500 },
        { code: 'outbound_handling', name: 'Outbound handling', amount: 150 },
        { code: 'packaging', name: 'Packaging', amount: 25 },
        { code: 'online_tracked_mail', name: 'Online tracked mail', amount: 10 },
      ],
      total: 685,
    });
    const [zh] = quoteShipment(shipment(), data, { lang: 'zh_CN', day: DAY, methodCode: 'T-GROUND' });
    expect(zh?.shipping_method_name).toBe('测试陆运');
    expect(zh?.service_options).toEqual(['全程跟踪']);
    expect(zh?.charges.map((c) => c.name)).toEqual(['基础运费', '出库操作费', '包装费', '在线跟踪邮件费']);
  });

  it('lists every enabled method that fits, cheapest first', () => {
    // T-GROUND 685 (above). T-VOLUME: volumetric 3000 × 1000 / 6000 = 500 g → 1 kg step → 800,
    // + 150 + 25 (not tracked) = 975. T-EXPRESS: greater of 400 and 600 = 600 → 1000 g → 2000 +
    // 1 × 400 = 2400, + 175 = 2575. T-DISABLED (1¢) is not offered; T-EU is another warehouse's.
    expect(quotes(shipment()).map((q) => [q.shipping_method_code, q.total])).toEqual([
      ['T-GROUND', 685],
      ['T-VOLUME', 975],
      ['T-EXPRESS', 2575],
    ]);
  });
});

describe('chargeable weight', () => {
  it('bills the actual weight, the volumetric weight or the greater, as the method says', () => {
    const heavySmall = shipment({ lines: [line({ weight_g: 3000, length_cm: 10, width_cm: 10, height_cm: 10 })] });
    // volumetric (T-VOLUME, ÷ 6000): 1000 cm³ × 1000 / 6000 = 166.7 → 167 g; the 3 kg actual is
    // ignored; 1 kg step → 1000 g → 800.
    expect(quoteOf('T-VOLUME', heavySmall)).toMatchObject({
      actual_weight_g: 3000,
      volumetric_weight_g: 167,
      chargeable_weight_g: 1000,
    });
    expect(amount(quoteOf('T-VOLUME', heavySmall), 'basic_shipping')).toBe(800);
    // greater (T-EXPRESS): 400 g actual < 600 g volumetric → 600 → 1000 g: 2000 + 1 × 400 = 2400.
    expect(quoteOf('T-EXPRESS', shipment())).toMatchObject({ chargeable_weight_g: 1000 });
    expect(amount(quoteOf('T-EXPRESS', shipment()), 'basic_shipping')).toBe(2400);
    // greater, actual wins: 1200 g > 600 g → 1500 g: 2000 + ⌈1000 / 500⌉ × 400 = 2800.
    const heavier = shipment({ lines: [line({ weight_g: 1200 })] });
    expect(quoteOf('T-EXPRESS', heavier)).toMatchObject({ volumetric_weight_g: 600, chargeable_weight_g: 1500 });
    expect(amount(quoteOf('T-EXPRESS', heavier), 'basic_shipping')).toBe(2800);
    // actual (T-GROUND) ignores the 600 g volumetric weight: 400 g → 500.
    expect(amount(quoteOf('T-GROUND', shipment()), 'basic_shipping')).toBe(500);
  });

  it("rounds up to the method's weight step, then reads the card", () => {
    const ground = (weight_g: number) => quoteOf('T-GROUND', shipment({ lines: [line({ weight_g })] }));
    // 500 g is a whole step and within the first break: 500.
    expect([ground(500).chargeable_weight_g, amount(ground(500), 'basic_shipping')]).toEqual([500, 500]);
    // 501 g → 600 g (100 g steps) → the 1 kg break: 700.
    expect([ground(501).chargeable_weight_g, amount(ground(501), 'basic_shipping')]).toEqual([600, 700]);
    // 1001 g → 1100 g, past the last break: 700 + ⌈100 / 500⌉ × 150 = 850.
    expect([ground(1001).chargeable_weight_g, amount(ground(1001), 'basic_shipping')]).toEqual([1100, 850]);
    // 1600 g: 700 + ⌈600 / 500⌉ × 150 = 1000.
    expect(amount(ground(1600), 'basic_shipping')).toBe(1000);
    // A weightless unit still costs one step: 100 g → 500.
    expect([ground(0).chargeable_weight_g, amount(ground(0), 'basic_shipping')]).toEqual([100, 500]);
  });

  it('rounds volumetric grams up without the binary noise of decimal sides', () => {
    // 12.3 × 4.1 × 10 = 504.3 cm³ × 1000 / 5000 = 100.86 → 101 g.
    const q = quoteOf('T-GROUND', shipment({ lines: [line({ length_cm: 12.3, width_cm: 4.1, height_cm: 10 })] }));
    expect(q.volumetric_weight_g).toBe(101);
    // 10 × 10 × 10 ÷ 5000 = exactly 200 g, not 201.
    const cube = quoteOf('T-GROUND', shipment({ lines: [line({ length_cm: 10, width_cm: 10, height_cm: 10 })] }));
    expect(cube.volumetric_weight_g).toBe(200);
  });

  it('estimates several units as one box of their volume, as long as the longest, not as a stack', () => {
    // Two 30×20×10 units: 12000 cm³, 30 cm long, section √(12000 / 30) = 20 → 30×20×20 cm;
    // volumetric 12000 × 1000 / 5000 = 2400 g > 800 g actual → 2500 g: 2000 + 4 × 400 = 3600.
    const two = shipment({ lines: [line({ quantity: 2, length_cm: 30, width_cm: 20, height_cm: 10 })] });
    expect(quoteOf('T-EXPRESS', two)).toMatchObject({ actual_weight_g: 800, volumetric_weight_g: 2400 });
    expect(amount(quoteOf('T-EXPRESS', two), 'basic_shipping')).toBe(3600);
    // Ten 10 cm cubes are packed about 31.7 × 31.7 × 10, not a 100 cm column: no oversize (> 60 cm).
    const cubes = shipment({
      lines: [line({ quantity: 10, weight_g: 50, length_cm: 10, width_cm: 10, height_cm: 10 })],
    });
    expect(amount(quoteOf('T-GROUND', cubes), 'oversize')).toBeUndefined();
  });
});

describe('zones', () => {
  it('picks the zone by postcode range before the whole country', () => {
    const ground = (zip: string) => amount(quoteOf('T-GROUND', shipment(to('US', zip))), 'basic_shipping');
    // 902 is in 900–935: zone 2, 500. 100 is not: the whole-country zone 8, 900.
    expect(ground('90210')).toBe(500);
    expect(ground('10001')).toBe(900);
    // The range's ends belong to it: 900 and 935 are zone 2, 899 and 936 zone 8.
    expect([ground('90001'), ground('93599'), ground('89999'), ground('93600')]).toEqual([500, 500, 900, 900]);
    // ZIP+4, spaces and dashes are read as the digits.
    expect(ground('90210-1234')).toBe(500);
    // A postcode too short to compare falls to the whole country.
    expect(ground('90')).toBe(900);
  });

  it('leaves out methods that do not deliver there', () => {
    // T-GROUND and T-VOLUME have US zones only; T-EXPRESS has FR.
    expect(quotes(shipment(to('FR', '75001'))).map((q) => q.shipping_method_code)).toEqual(['T-EXPRESS']);
  });
});

describe('surcharges with their fuel', () => {
  it('remote area: the dearest tier that holds the postcode, fuel on top', () => {
    // Anchorage 99501 (995, zone 8): 900 freight; remote 300 × 1.15 = 345.
    expect(amount(quoteOf('T-GROUND', shipment(to('US', '99501'))), 'remote_area')).toBe(345);
    // 99601 (996) is in both tiers: the dearer, 500 × 1.15 = 575.
    expect(amount(quoteOf('T-GROUND', shipment(to('US', '99601'))), 'remote_area')).toBe(575);
    expect(amount(quoteOf('T-GROUND', shipment()), 'remote_area')).toBeUndefined();
  });

  it('remote area per kilogram with a minimum', () => {
    // Manaus, BR 69005-000, T-EXPRESS: 1000 g chargeable → 1 kg × 150 = 150 < 3600 minimum → 3600 × 1.265 = 4554.
    const manaus = shipment({ ...to('BR', '69005-000', 'AM'), tax_codes: { vat: '', ioss: '', gst: '', icms: 'X' } });
    expect(amount(quoteOf('T-EXPRESS', manaus), 'remote_area')).toBe(4554);
    // 29 kg → 29000 g chargeable → 29 × 150 = 4350 > 3600 → 4350 × 1.265 = 5502.75 → 5503.
    const heavy = { ...manaus, lines: [line({ weight_g: 29_000 })] };
    expect(amount(quoteOf('T-EXPRESS', heavy), 'remote_area')).toBe(5503);
  });

  it('oversize above the longest side, not at it', () => {
    // 70 × 20 × 10: longest 70 > 60 → 2000 × 1.10 = 2200 (within the method's 100 cm and 300 cm).
    const long = shipment({ lines: [line({ length_cm: 70, width_cm: 20, height_cm: 10 })] });
    expect(amount(quoteOf('T-GROUND', long), 'oversize')).toBe(2200);
    const edge = shipment({ lines: [line({ length_cm: 60, width_cm: 20, height_cm: 10 })] });
    expect(amount(quoteOf('T-GROUND', edge), 'oversize')).toBeUndefined();
  });

  it('peak season from its first day to its last, inclusive (UTC days)', () => {
    const peak = (day: string) => amount(quoteOf('T-GROUND', shipment(), day), 'peak_season');
    // 50 × 1.20 = 60 inside 2026-11-01…2026-12-31.
    expect([peak('2026-10-31'), peak('2026-11-01'), peak('2026-12-31'), peak('2027-01-01')]).toEqual([
      undefined,
      60,
      60,
      undefined,
    ]);
    // A share of freight: T-EXPRESS 2400 × 10 % = 240.
    expect(amount(quoteOf('T-EXPRESS', shipment(), '2026-12-01'), 'peak_season')).toBe(240);
  });

  it('dangerous goods: surcharged where carried, the method left out where not', () => {
    const battery = shipment({ lines: [line(), line({ sku: 'B', dangerous: true })] });
    // 400 × 1.10 = 440.
    expect(amount(quoteOf('T-GROUND', battery), 'dangerous_goods')).toBe(440);
    expect(quotes(battery).map((q) => q.shipping_method_code)).not.toContain('T-EXPRESS');
    const refused = refusal(() => quoteOf('T-EXPRESS', battery));
    expect(refused.code).toBe('SHIPPING_METHOD_UNAVAILABLE');
    expect(refused.fieldErrors('en')).toEqual([
      { field: 'lines', message: 'Test Express does not carry dangerous goods' },
    ]);
  });
});

describe('handling fees', () => {
  it('multiline entry per further SKU, outbound handling per further piece', () => {
    const order = shipment({ lines: [line({ quantity: 2 }), line({ sku: 'B' }), line({ sku: 'C' })] });
    const quote = quoteOf('T-GROUND', order);
    // 3 SKUs → 2 × 20 = 40; 4 pieces → 150 + 3 × 30 = 240.
    expect(amount(quote, 'multiline_entry')).toBe(40);
    expect(amount(quote, 'outbound_handling')).toBe(240);
    // One SKU: no multiline line at all.
    expect(amount(quoteOf('T-GROUND', shipment()), 'multiline_entry')).toBeUndefined();
  });

  it('packaging with the chargeable consumables; every consumable adds its weight', () => {
    const packed = shipment({
      consumables: [
        { code: 'BOX-M', quantity: 1, chargeable: true, price: 55, weight_g: 220 },
        { code: 'FILL-PAPER', quantity: 2, chargeable: false, price: 30, weight_g: 30 },
      ],
    });
    const quote = quoteOf('T-GROUND', packed);
    // 25 + 55 (the paper is free) = 80; weight 400 + 220 + 2 × 30 = 680 → 700 g → 700.
    expect(amount(quote, 'packaging')).toBe(80);
    expect([quote.actual_weight_g, quote.chargeable_weight_g, amount(quote, 'basic_shipping')]).toEqual([
      680, 700, 700,
    ]);
  });

  it('declared value: 1 % of the value above 200 $, at least 1 $', () => {
    const worth = (unit_price: number) =>
      amount(quoteOf('T-GROUND', shipment({ lines: [line({ unit_price })] })), 'declared_value');
    // 20000 is not above 20000: nothing. 25000: 1 % of 5000 = 50 → minimum 100. 60000: 1 % of 40000 = 400.
    expect([worth(20_000), worth(25_000), worth(60_000)]).toEqual([undefined, 100, 400]);
  });

  it('tracked mail only on tracked methods', () => {
    expect(amount(quoteOf('T-GROUND', shipment()), 'online_tracked_mail')).toBe(10);
    expect(amount(quoteOf('T-EXPRESS', shipment()), 'online_tracked_mail')).toBeUndefined();
  });
});

describe('limits of a method', () => {
  it('leaves out a parcel heavier than the method carries', () => {
    const codes = (weight_g: number) =>
      quotes(shipment({ lines: [line({ weight_g })] })).map((q) => q.shipping_method_code);
    expect(codes(10_000)).toContain('T-GROUND');
    expect(codes(10_001)).not.toContain('T-GROUND');
    expect(
      refusal(() => quoteOf('T-GROUND', shipment({ lines: [line({ weight_g: 10_001 })] }))).fieldErrors('en'),
    ).toEqual([{ field: 'weight_g', message: 'The parcel is heavier than Test Ground carries' }]);
  });

  it('leaves out a parcel longer or larger round than the method carries', () => {
    const codes = (l: number, w: number, h: number) =>
      quotes(shipment({ lines: [line({ length_cm: l, width_cm: w, height_cm: h })] })).map(
        (q) => q.shipping_method_code,
      );
    // longest 100 is allowed, 101 is not.
    expect(codes(100, 10, 10)).toContain('T-GROUND');
    expect(codes(101, 10, 10)).not.toContain('T-GROUND');
    // L + 2W + 2H: 100 + 2 × 50 + 2 × 50 = 300 is allowed; 100 + 2 × 50 + 2 × 51 = 302 is not.
    expect(codes(100, 50, 50)).toContain('T-GROUND');
    expect(codes(100, 51, 50)).not.toContain('T-GROUND');
  });

  it('leaves out a method whose card ends below the chargeable weight', () => {
    // T-VOLUME: 40 × 30 × 30 = 36000 cm³ ÷ 6000 = 6000 g, past its last break (5 kg) with no extra step.
    const big = shipment({ lines: [line({ length_cm: 40, width_cm: 30, height_cm: 30 })] });
    expect(quotes(big).map((q) => q.shipping_method_code)).not.toContain('T-VOLUME');
  });

  it('refuses with the spec message when no method fits', () => {
    const refused = refusal(() => quotes(shipment(to('JP', '100-0001'))));
    expect(refused.code).toBe('NO_SHIPPING_OPTIONS');
    expect(errorMessage(refused.code, 'en')).toBe(
      'There are no shipping options available for this order, please contact customer service if you have any questions!',
    );
    expect(errorMessage(refused.code, 'zh_CN')).toBe('该订单暂无可用的物流渠道，如有疑问请联系客服！');
  });

  it('refuses a method of another warehouse, or a disabled one, when asked for by code', () => {
    expect(refusal(() => quoteOf('T-EU', shipment())).fieldErrors('en')).toEqual([
      { field: 'method_code', message: 'The warehouse has no shipping method T-EU' },
    ]);
    expect(refusal(() => quoteOf('T-DISABLED', shipment())).fieldErrors('zh_CN')).toEqual([
      { field: 'method_code', message: '测试停用 已停用' },
    ]);
  });
});

describe('taxes', () => {
  const berlin = (value: number, fields: Partial<Shipment> = {}) =>
    quoteOf('T-EXPRESS', shipment({ ...to('DE', '10115'), lines: [line({ unit_price: value })], ...fields }));

  it('EU IOSS under 150 EUR, import VAT from 150 EUR (1 EUR = 1.25 $)', () => {
    // 18749¢ = 149.992 EUR < 150: IOSS, 19 % × 18749 = 3562.31 → 3562.
    expect([amount(berlin(18_749), 'eu_ioss'), amount(berlin(18_749), 'vat')]).toEqual([3562, undefined]);
    // 18750¢ = 150.00 EUR is not under 150: import VAT, 19 % × 18750 = 3562.5 → 3563.
    expect([amount(berlin(18_750), 'eu_ioss'), amount(berlin(18_750), 'vat')]).toEqual([undefined, 3563]);
  });

  it("counts the same recipient's goods of the day towards 150 EUR, and taxes this order's goods only", () => {
    // 10000 + 8749 = 18749 < 18750: IOSS on this order's 10000: 1900.
    expect(amount(berlin(10_000, { recipient_day_value: 8749 }), 'eu_ioss')).toBe(1900);
    // 10000 + 8750 = 18750: import VAT on this order's 10000: 1900.
    const over = berlin(10_000, { recipient_day_value: 8750 });
    expect([amount(over, 'eu_ioss'), amount(over, 'vat')]).toEqual([undefined, 1900]);
  });

  it("charges VAT from the first cent (no 22 EUR exemption since 2021-07-01), at the destination's rate", () => {
    // 1 $ to Paris: 20 % × 100 = 20.
    const paris = quoteOf('T-EXPRESS', shipment({ ...to('FR', '75001'), lines: [line({ unit_price: 100 })] }));
    expect(amount(paris, 'eu_ioss')).toBe(20);
  });

  it("lets the merchant's IOSS number cover IOSS parcels and its VAT number import VAT, not the other way round", () => {
    const codes = (ioss: string, vat: string) => ({ tax_codes: { vat, ioss, gst: '', icms: '' } });
    expect(amount(berlin(10_000, codes('IM2760000001', '')), 'eu_ioss')).toBeUndefined();
    expect(amount(berlin(10_000, codes('', 'DE123456789')), 'eu_ioss')).toBe(1900);
    expect(amount(berlin(20_000, codes('', 'DE123456789')), 'vat')).toBeUndefined();
    // 20 % over the limit with only an IOSS number: 19 % × 20000 = 3800.
    expect(amount(berlin(20_000, codes('IM2760000001', '')), 'vat')).toBe(3800);
  });

  it('charges no EU VAT between EU countries', () => {
    const eu = quoteOf(
      'T-EU',
      shipment({ warehouse_id: 4, ...to('FR', '75001'), lines: [line({ unit_price: 50_000 })] }),
    );
    expect(eu.charges.map((c) => c.code)).toEqual(['basic_shipping']);
  });

  it('Singapore GST: a GST number covers goods up to 400 SGD, not above (1 SGD = 0.75 $)', () => {
    const singapore = (value: number, gst = '') =>
      quoteOf(
        'T-EXPRESS',
        shipment({
          ...to('SG', '018956'),
          lines: [line({ unit_price: value })],
          tax_codes: { vat: '', ioss: '', gst, icms: '' },
        }),
      );
    // 30000¢ = 400.00 SGD: 9 % = 2700, or nothing with a GST number.
    expect(amount(singapore(30_000), 'sg_gst')).toBe(2700);
    expect(amount(singapore(30_000, 'M90312345A'), 'sg_gst')).toBeUndefined();
    // 30001¢ > 400 SGD: GST at import whatever the number: 9 % × 30001 = 2700.09 → 2700.
    expect(amount(singapore(30_001, 'M90312345A'), 'sg_gst')).toBe(2700);
  });

  it("Brazilian ICMS by state, on a base that includes itself, unless the merchant's ICMS number is given", () => {
    const brazil = (state: string, icms = '') =>
      quoteOf(
        'T-EXPRESS',
        shipment({
          ...to('BR', '20040-002', state),
          lines: [line({ unit_price: 10_000 })],
          tax_codes: { vat: '', ioss: '', gst: '', icms },
        }),
      );
    // RJ has no rate of its own: 17 %: 10000 × 0.17 / 0.83 = 2048.19 → 2048.
    expect(amount(brazil('RJ'), 'br_icms')).toBe(2048);
    // SP: 18 %: 10000 × 0.18 / 0.82 = 2195.12 → 2195 (the state read in any case and spacing).
    expect(amount(brazil(' sp '), 'br_icms')).toBe(2195);
    expect(amount(brazil('SP', '110.042.490.114'), 'br_icms')).toBeUndefined();
  });
});

describe('the final fee at packing', () => {
  const measured = { weight_g: 1200, length_cm: 30, width_cm: 20, height_cm: 15 };

  it('prices the measured parcel with the order method, consumables weighed in it already', () => {
    const packed = shipment({
      consumables: [{ code: 'BOX-M', quantity: 1, chargeable: true, price: 55, weight_g: 220 }],
    });
    const fee = quoteFinalFee(packed, measured, data, { lang: 'en', day: DAY, methodCode: 'T-GROUND' });
    // 1200 g (not + 220): 100 g steps → 1200 → 700 + ⌈200 / 500⌉ × 150 = 850; volumetric
    // 9000 cm³ ÷ 5000 = 1800 g, shown but not billed (actual). Packaging 25 + 55 = 80.
    expect(fee).toMatchObject({ actual_weight_g: 1200, volumetric_weight_g: 1800, chargeable_weight_g: 1200 });
    expect([amount(fee, 'basic_shipping'), amount(fee, 'packaging')]).toEqual([850, 80]);
    // 850 + 150 + 80 + 10 = 1090.
    expect(fee.total).toBe(1090);
  });

  it('still ships by a method disabled since the order, and refuses a parcel beyond the method', () => {
    const disabled = quoteFinalFee(shipment(), measured, data, { lang: 'en', day: DAY, methodCode: 'T-DISABLED' });
    expect(amount(disabled, 'basic_shipping')).toBe(1);
    const tooHeavy = refusal(() =>
      quoteFinalFee(shipment(), { ...measured, weight_g: 10_500 }, data, {
        lang: 'en',
        day: DAY,
        methodCode: 'T-GROUND',
      }),
    );
    expect([tooHeavy.code, tooHeavy.fieldErrors('en')[0]?.field]).toEqual(['SHIPPING_METHOD_UNAVAILABLE', 'weight_g']);
  });
});

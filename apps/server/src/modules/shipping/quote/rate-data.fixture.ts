import type { Shipment, ShipmentLine, Surcharge } from '@portal/contract';
import { compileRateData, type MethodInput, type RateData, type RateDataInput } from './rate-data';

/**
 * Rate data with round numbers for the engine's unit tests, so each expected amount can be worked
 * out by hand in the test. Warehouse 1 is in the US, 4 in Germany.
 *
 * T-GROUND (1): actual weight, 100 g steps, ≤ 10 kg, longest ≤ 100 cm, L+2W+2H ≤ 300 cm, tracked,
 *   carries dangerous goods. Zone 2 = ZIP 900–935: 500 g 500¢, 1 kg 700¢, +150¢ per 500 g.
 *   Zone 8 = the rest of the US: 500 g 900¢, 1 kg 1300¢, +300¢ per 500 g.
 *   Remote 995–999: 300¢ + 15 % fuel; extended 996: 500¢ + 15 %. Oversize (longest > 60 cm):
 *   2000¢ + 10 %. Peak 2026-11-01…2026-12-31: 50¢ + 20 %. Dangerous goods: 400¢ + 10 %.
 * T-EXPRESS (1): the greater weight, factor 5000, 500 g steps, ≤ 30 kg, no dangerous goods.
 *   First 500 g + per further 500 g: US 2000 + 400, EU (DE, FR) 3000 + 500, SG 2500 + 450,
 *   BR 3500 + 600. Remote BR 69…: 150¢ per kg, at least 3600¢, + 26.5 % fuel. Peak
 *   2026-11-01…2026-12-31: 10 % of freight.
 * T-VOLUME (1): volumetric weight, factor 6000, 1 kg steps, US: 1 kg 800, 2 kg 1000, 5 kg 1500, no further.
 * T-DISABLED (1): as T-GROUND's zone 2 at 1¢, disabled.
 * T-EU (4): actual, DE and FR, 1 kg 600¢ + 100¢ per kg.
 * Fees of warehouse 1: outbound 150¢ + 30¢ per further piece, multiline 20¢ per further SKU,
 *   packaging 25¢, declared value 1 % above 200 $ (at least 100¢), tracked mail 10¢. None at 4.
 * Taxes: VAT DE 19 %, FR 20 %; GST SG 9 %; ICMS BR 17 %, SP 18 %. EUR = 1.25 $, SGD = 0.75 $.
 */
const NO_LIMITS = { over_longest_cm: null, over_girth_cm: null, over_length_girth_cm: null, over_weight_g: null };
const NO_DATES = { starts_on: null, ends_on: null };
const NOTHING = { fixed: 0, per_kg: 0, freight_bp: 0, minimum: 0, fuel_bp: 0, areas: [], ...NO_LIMITS, ...NO_DATES };

function surcharge(id: number, fields: Partial<Surcharge> & Pick<Surcharge, 'kind'>): Surcharge {
  return { id, ...NOTHING, ...fields };
}

const area = (country: string, from: string | null = null, to: string | null = from) => ({
  country,
  postcode_from: from,
  postcode_to: to,
});

const METHOD_DEFAULTS: Pick<
  MethodInput,
  | 'courier'
  | 'delivery_time'
  | 'max_longest_cm'
  | 'max_girth_cm'
  | 'max_length_girth_cm'
  | 'service_options'
  | 'accepts_dangerous'
  | 'enabled'
  | 'surcharges'
> = {
  courier: 'Test courier',
  delivery_time: '2-5',
  max_longest_cm: null,
  max_girth_cm: null,
  max_length_girth_cm: null,
  service_options: [],
  accepts_dangerous: 0,
  enabled: 1,
  surcharges: [],
};

export const TEST_METHODS: MethodInput[] = [
  {
    ...METHOD_DEFAULTS,
    id: 1,
    code: 'T-GROUND',
    warehouse_id: 1,
    name_en: 'Test Ground',
    name_cn: '测试陆运',
    billing_method: 'actual',
    volume_factor: 5000,
    weight_step_g: 100,
    max_weight_g: 10_000,
    max_longest_cm: 100,
    max_length_girth_cm: 300,
    service_options: ['tracking'],
    accepts_dangerous: 1,
    sort: 1,
    zones: [
      {
        zone: '2',
        areas: [area('US', '900', '935')],
        breaks: [
          { up_to_g: 500, price: 500 },
          { up_to_g: 1000, price: 700 },
        ],
        extra_step_g: 500,
        extra_step_price: 150,
      },
      {
        zone: '8',
        areas: [area('US')],
        breaks: [
          { up_to_g: 500, price: 900 },
          { up_to_g: 1000, price: 1300 },
        ],
        extra_step_g: 500,
        extra_step_price: 300,
      },
    ],
    surcharges: [
      surcharge(1, { kind: 'remote_area', fixed: 300, fuel_bp: 1500, areas: [area('US', '995', '999')] }),
      surcharge(2, { kind: 'remote_area', fixed: 500, fuel_bp: 1500, areas: [area('US', '996')] }),
      surcharge(3, { kind: 'oversize', fixed: 2000, fuel_bp: 1000, over_longest_cm: 60 }),
      surcharge(4, { kind: 'peak_season', fixed: 50, fuel_bp: 2000, starts_on: '2026-11-01', ends_on: '2026-12-31' }),
      surcharge(5, { kind: 'dangerous_goods', fixed: 400, fuel_bp: 1000 }),
    ],
  },
  {
    ...METHOD_DEFAULTS,
    id: 2,
    code: 'T-EXPRESS',
    warehouse_id: 1,
    name_en: 'Test Express',
    name_cn: '测试快递',
    billing_method: 'greater',
    volume_factor: 5000,
    weight_step_g: 500,
    max_weight_g: 30_000,
    sort: 2,
    zones: [
      ['US', [area('US')], 2000, 400],
      ['EU', [area('DE'), area('FR')], 3000, 500],
      ['SG', [area('SG')], 2500, 450],
      ['BR', [area('BR')], 3500, 600],
    ].map(([zone, areas, first, extra]) => ({
      zone: zone as string,
      areas: areas as ReturnType<typeof area>[],
      breaks: [{ up_to_g: 500, price: first as number }],
      extra_step_g: 500,
      extra_step_price: extra as number,
    })),
    surcharges: [
      surcharge(6, { kind: 'remote_area', per_kg: 150, minimum: 3600, fuel_bp: 2650, areas: [area('BR', '69')] }),
      surcharge(7, { kind: 'peak_season', freight_bp: 1000, starts_on: '2026-11-01', ends_on: '2026-12-31' }),
    ],
  },
  {
    ...METHOD_DEFAULTS,
    id: 3,
    code: 'T-VOLUME',
    warehouse_id: 1,
    name_en: 'Test Volume',
    name_cn: '测试体积计费',
    billing_method: 'volumetric',
    volume_factor: 6000,
    weight_step_g: 1000,
    max_weight_g: 30_000,
    sort: 3,
    zones: [
      {
        zone: 'US',
        areas: [area('US')],
        breaks: [
          { up_to_g: 1000, price: 800 },
          { up_to_g: 2000, price: 1000 },
          { up_to_g: 5000, price: 1500 },
        ],
        extra_step_g: null,
        extra_step_price: null,
      },
    ],
  },
  {
    ...METHOD_DEFAULTS,
    id: 4,
    code: 'T-DISABLED',
    warehouse_id: 1,
    name_en: 'Test Disabled',
    name_cn: '测试停用',
    billing_method: 'actual',
    volume_factor: 5000,
    weight_step_g: 100,
    max_weight_g: 30_000,
    enabled: 0,
    sort: 4,
    zones: [
      {
        zone: '2',
        areas: [area('US')],
        breaks: [{ up_to_g: 30_000, price: 1 }],
        extra_step_g: null,
        extra_step_price: null,
      },
    ],
  },
  {
    ...METHOD_DEFAULTS,
    id: 5,
    code: 'T-EU',
    warehouse_id: 4,
    name_en: 'Test EU',
    name_cn: '测试欧盟',
    billing_method: 'actual',
    volume_factor: 5000,
    weight_step_g: 100,
    max_weight_g: 30_000,
    sort: 5,
    zones: [
      {
        zone: 'EU',
        areas: [area('DE'), area('FR')],
        breaks: [{ up_to_g: 1000, price: 600 }],
        extra_step_g: 1000,
        extra_step_price: 100,
      },
    ],
  },
];

export const TEST_RATE_INPUT: RateDataInput = {
  version: 1,
  warehouses: [
    { id: 1, code: 'USWE', country: 'US' },
    { id: 4, code: 'DEFR', country: 'DE' },
  ],
  methods: TEST_METHODS,
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
    { warehouse_id: 1, code: 'multiline_entry', per_order: 0, per_extra: 20, percent_bp: 0, threshold: 0, minimum: 0 },
    { warehouse_id: 1, code: 'packaging', per_order: 25, per_extra: 0, percent_bp: 0, threshold: 0, minimum: 0 },
    {
      warehouse_id: 1,
      code: 'declared_value',
      per_order: 0,
      per_extra: 0,
      percent_bp: 100,
      threshold: 20_000,
      minimum: 100,
    },
    {
      warehouse_id: 1,
      code: 'online_tracked_mail',
      per_order: 10,
      per_extra: 0,
      percent_bp: 0,
      threshold: 0,
      minimum: 0,
    },
  ],
  tax_rates: [
    { tax: 'eu_vat', country: 'DE', region: '', rate_bp: 1900 },
    { tax: 'eu_vat', country: 'FR', region: '', rate_bp: 2000 },
    { tax: 'sg_gst', country: 'SG', region: '', rate_bp: 900 },
    { tax: 'br_icms', country: 'BR', region: '', rate_bp: 1700 },
    { tax: 'br_icms', country: 'BR', region: 'SP', rate_bp: 1800 },
  ],
  currency_rates: [
    { currency: 'EUR', usd_per_unit_micros: 1_250_000 },
    { currency: 'SGD', usd_per_unit_micros: 750_000 },
  ],
};

export function testRateData(): RateData {
  return compileRateData(TEST_RATE_INPUT);
}

/** One 400 g unit of 20 × 15 × 10 cm worth 10 $. */
export function line(fields: Partial<ShipmentLine> = {}): ShipmentLine {
  return {
    sku: 'A',
    quantity: 1,
    unit_price: 1000,
    weight_g: 400,
    length_cm: 20,
    width_cm: 15,
    height_cm: 10,
    dangerous: false,
    ...fields,
  };
}

/** From warehouse 1 to Beverly Hills (ZIP 90210, zone 2 of T-GROUND), one `line()`, no tax numbers. */
export function shipment(fields: Partial<Shipment> = {}): Shipment {
  return {
    warehouse_id: 1,
    destination: { country: 'US', zip: '90210', state: 'CA', address_type: 'residential' },
    lines: [line()],
    consumables: [],
    tax_codes: { vat: '', ioss: '', gst: '', icms: '' },
    recipient_day_value: 0,
    ...fields,
  };
}

export function to(country: string, zip: string, state = ''): Pick<Shipment, 'destination'> {
  return { destination: { country, zip, state, address_type: 'residential' } };
}

/**
 * The shipping methods migration 0008 seeds for the four warehouses, with their zones, rate cards
 * and surcharges: published list prices of 2025–26 converted to US cents and rounded, enough to
 * quote realistically, not a copy of any courier's tariff. Frozen with the migration.
 */
import {
  countries,
  DE_ISLANDS_AREA,
  EU_COUNTRIES,
  EU_MIDDLE,
  EU_NEAR,
  EU_REMOTE_AREA,
  EU_WEST,
  otherThan,
  type SeedArea,
  UK_HIGHLANDS_AREA,
  UK_ISLANDS_AREA,
  US_DELIVERY_AREA,
  US_EXTENDED_AREA,
  USEA_ZIP_ZONES,
  USWE_ZIP_ZONES,
  WORLD_REMOTE_AREA,
  type ZipChart,
  zipZoneAreas,
} from './shipping-areas-data';

export interface SeedZone {
  zone: string;
  areas: SeedArea[];
  /** [up to g, price in cents]. */
  breaks: ReadonlyArray<readonly [number, number]>;
  /** [step g, price in cents] past the last break. */
  extra?: readonly [number, number];
}

export interface SeedSurcharge {
  kind: 'remote_area' | 'oversize' | 'peak_season' | 'dangerous_goods';
  fixed?: number;
  per_kg?: number;
  freight_bp?: number;
  minimum?: number;
  fuel_bp?: number;
  areas?: SeedArea[];
  over_longest_cm?: number;
  over_girth_cm?: number;
  over_length_girth_cm?: number;
  over_weight_g?: number;
  starts_on?: string;
  ends_on?: string;
}

export interface SeedMethod {
  code: string;
  warehouse_id: number;
  name_en: string;
  name_cn: string;
  courier: string;
  delivery_time: string;
  billing_method: 'actual' | 'volumetric' | 'greater';
  volume_factor: number;
  weight_step_g: number;
  max_weight_g: number;
  max_longest_cm?: number;
  max_girth_cm?: number;
  max_length_girth_cm?: number;
  service_options: string[];
  accepts_dangerous: 0 | 1;
  zones: SeedZone[];
  surcharges: SeedSurcharge[];
}

const USWE = 1;
const USEA = 2;
const UKBH = 3;
const DEFR = 4;

const LB = 453.59237;

/** US ground tariffs: a base price and a price per pound, each growing with the zone. */
interface GroundTariff {
  base: number;
  perZone: number;
  perLb: number;
  perLbZone: number;
}

function groundPrice(tariff: GroundTariff, zone: number, grams: number): number {
  const steps = zone - 2;
  return Math.round(tariff.base + tariff.perZone * steps + (tariff.perLb + tariff.perLbZone * steps) * (grams / LB));
}

function usGroundZones(
  chart: ZipChart,
  zones: readonly number[],
  tariff: GroundTariff,
  breaks: readonly number[],
  extraStepG: number,
): SeedZone[] {
  const areas = zipZoneAreas(chart, zones);
  return zones.map((zone) => ({
    zone: String(zone),
    areas: areas.get(zone) ?? [],
    breaks: breaks.map((grams) => [grams, groundPrice(tariff, zone, grams)] as const),
    extra: [extraStepG, Math.round((tariff.perLb + tariff.perLbZone * (zone - 2)) * (extraStepG / LB))] as const,
  }));
}

/** A first-weight price and a price per further step, per zone. */
function firstPlusZones(
  firstG: number,
  stepG: number,
  rows: ReadonlyArray<readonly [string, SeedArea[], number, number]>,
): SeedZone[] {
  return rows.map(([zone, areas, first, extra]) => ({
    zone,
    areas,
    breaks: [[firstG, first]] as const,
    extra: [stepG, extra] as const,
  }));
}

/** A table of weight breaks per zone, nothing past the last. */
function tableZones(
  breaks: readonly number[],
  rows: ReadonlyArray<readonly [string, SeedArea[], readonly number[]]>,
): SeedZone[] {
  return rows.map(([zone, areas, prices]) => ({
    zone,
    areas,
    breaks: breaks.map((grams, i) => [grams, prices[i] ?? 0] as const),
  }));
}

const OZ_BREAKS = [113, 227, 340, 454, 907, 1361, 1814, 2268];
/** Whole pounds as UPS and FedEx bill them: the method's 454 g step, so a rounded weight meets its break. */
const LB_BREAKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((lb) => lb * 454);
const CONTIGUOUS = [2, 3, 4, 5, 6, 7, 8];
const ALL_US = [...CONTIGUOUS, 9];

const USPS_GA: GroundTariff = { base: 440, perZone: 12, perLb: 95, perLbZone: 55 };
const UPS_GROUND: GroundTariff = { base: 950, perZone: 35, perLb: 90, perLbZone: 45 };
const FEDEX_HOME: GroundTariff = { base: 980, perZone: 30, perLb: 85, perLbZone: 45 };
const DHL_SMARTMAIL: GroundTariff = { base: 390, perZone: 10, perLb: 110, perLbZone: 50 };

const EU_FAR = otherThan(EU_COUNTRIES, EU_WEST);
const EU_EDGE = otherThan(EU_COUNTRIES, EU_NEAR, EU_MIDDLE, ['DE']);

function usDomestic(warehouse: number, prefix: string, chart: ZipChart): SeedMethod[] {
  const upsFuel = 1650;
  const fedexFuel = 1800;
  return [
    {
      code: `${prefix}-USPS-GA`,
      warehouse_id: warehouse,
      name_en: 'USPS Ground Advantage',
      name_cn: 'USPS Ground Advantage 经济陆运',
      courier: 'USPS',
      delivery_time: '2-5',
      billing_method: 'actual',
      volume_factor: 5000,
      weight_step_g: 10,
      max_weight_g: 31_750,
      max_length_girth_cm: 330,
      service_options: ['tracking', 'po_box'],
      accepts_dangerous: 1,
      zones: usGroundZones(chart, ALL_US, USPS_GA, OZ_BREAKS, 454),
      surcharges: [
        { kind: 'oversize', fixed: 400, over_longest_cm: 56 },
        { kind: 'oversize', fixed: 1800, over_longest_cm: 76 },
        { kind: 'peak_season', fixed: 30, starts_on: '2026-10-05', ends_on: '2027-01-17' },
        { kind: 'dangerous_goods', fixed: 100 },
      ],
    },
    {
      code: `${prefix}-UPS-GROUND`,
      warehouse_id: warehouse,
      name_en: 'UPS Ground',
      name_cn: 'UPS Ground 陆运',
      courier: 'UPS',
      delivery_time: '1-5',
      billing_method: 'greater',
      volume_factor: 5000,
      weight_step_g: 454,
      max_weight_g: 68_000,
      max_longest_cm: 274,
      max_length_girth_cm: 419,
      service_options: ['tracking', 'insurance', 'signature'],
      accepts_dangerous: 1,
      zones: usGroundZones(chart, CONTIGUOUS, UPS_GROUND, LB_BREAKS, 454),
      surcharges: [
        { kind: 'remote_area', fixed: 460, fuel_bp: upsFuel, areas: US_DELIVERY_AREA },
        { kind: 'remote_area', fixed: 640, fuel_bp: upsFuel, areas: US_EXTENDED_AREA },
        { kind: 'oversize', fixed: 2850, fuel_bp: upsFuel, over_longest_cm: 122, over_weight_g: 22_680 },
        { kind: 'oversize', fixed: 21_000, fuel_bp: upsFuel, over_length_girth_cm: 330 },
        { kind: 'peak_season', fixed: 45, fuel_bp: upsFuel, starts_on: '2026-10-26', ends_on: '2027-01-17' },
        { kind: 'dangerous_goods', fixed: 650, fuel_bp: upsFuel },
      ],
    },
    {
      code: `${prefix}-FEDEX-HOME`,
      warehouse_id: warehouse,
      name_en: 'FedEx Home Delivery',
      name_cn: 'FedEx Home Delivery 住宅派送',
      courier: 'FedEx',
      delivery_time: '1-5',
      billing_method: 'greater',
      volume_factor: 5000,
      weight_step_g: 454,
      max_weight_g: 31_750,
      max_longest_cm: 274,
      max_length_girth_cm: 419,
      service_options: ['tracking', 'saturday_delivery'],
      accepts_dangerous: 1,
      zones: usGroundZones(chart, CONTIGUOUS, FEDEX_HOME, LB_BREAKS, 454),
      surcharges: [
        { kind: 'remote_area', fixed: 450, fuel_bp: fedexFuel, areas: US_DELIVERY_AREA },
        { kind: 'remote_area', fixed: 620, fuel_bp: fedexFuel, areas: US_EXTENDED_AREA },
        { kind: 'oversize', fixed: 2750, fuel_bp: fedexFuel, over_longest_cm: 122, over_weight_g: 22_680 },
        { kind: 'peak_season', fixed: 40, fuel_bp: fedexFuel, starts_on: '2026-10-26', ends_on: '2027-01-17' },
        { kind: 'dangerous_goods', fixed: 600, fuel_bp: fedexFuel },
      ],
    },
    {
      code: `${prefix}-DHL-SMARTMAIL`,
      warehouse_id: warehouse,
      name_en: 'DHL eCommerce SmartMail Parcel',
      name_cn: 'DHL eCommerce SmartMail 小包',
      courier: 'DHL eCommerce',
      delivery_time: '3-8',
      billing_method: 'actual',
      volume_factor: 5000,
      weight_step_g: 10,
      max_weight_g: 11_340,
      max_longest_cm: 68,
      max_length_girth_cm: 213,
      service_options: ['tracking', 'po_box'],
      accepts_dangerous: 0,
      zones: usGroundZones(chart, ALL_US, DHL_SMARTMAIL, OZ_BREAKS, 454),
      surcharges: [
        { kind: 'remote_area', fixed: 150, fuel_bp: 1000, areas: US_EXTENDED_AREA },
        { kind: 'peak_season', fixed: 35, fuel_bp: 1000, starts_on: '2026-10-01', ends_on: '2027-01-14' },
      ],
    },
  ];
}

function usCrossBorder(warehouse: number, prefix: string): SeedMethod[] {
  const upsIntlFuel = 2650;
  return [
    {
      code: `${prefix}-DHL-ECOM-INTL`,
      warehouse_id: warehouse,
      name_en: 'DHL eCommerce International (DDP)',
      name_cn: 'DHL eCommerce 国际小包（DDP）',
      courier: 'DHL eCommerce',
      delivery_time: '6-12',
      billing_method: 'greater',
      volume_factor: 5000,
      weight_step_g: 10,
      max_weight_g: 20_000,
      max_longest_cm: 105,
      max_length_girth_cm: 300,
      service_options: ['tracking', 'ddp'],
      accepts_dangerous: 0,
      zones: firstPlusZones(100, 100, [
        ['CA', countries(['CA']), 850, 60],
        ['GB', countries(['GB']), 950, 75],
        ['EU1', countries(EU_WEST), 990, 80],
        ['EU2', countries(EU_FAR), 1090, 90],
        ['AU', countries(['AU']), 1150, 100],
        ['SG', countries(['SG']), 980, 70],
        ['BR', countries(['BR']), 1350, 130],
      ]),
      surcharges: [
        { kind: 'remote_area', fixed: 600, fuel_bp: 1000, areas: [...EU_REMOTE_AREA, ...WORLD_REMOTE_AREA] },
        { kind: 'peak_season', per_kg: 25, starts_on: '2026-10-15', ends_on: '2027-01-15' },
      ],
    },
    {
      code: `${prefix}-UPS-WW-EXPEDITED`,
      warehouse_id: warehouse,
      name_en: 'UPS Worldwide Expedited (DDP)',
      name_cn: 'UPS 全球快捷（DDP）',
      courier: 'UPS',
      delivery_time: '3-6',
      billing_method: 'greater',
      volume_factor: 5000,
      weight_step_g: 500,
      max_weight_g: 70_000,
      max_longest_cm: 274,
      max_length_girth_cm: 400,
      service_options: ['tracking', 'insurance', 'signature', 'ddp'],
      accepts_dangerous: 0,
      zones: firstPlusZones(500, 500, [
        ['CA', countries(['CA']), 2800, 310],
        ['GB', countries(['GB']), 4300, 460],
        ['EU1', countries(EU_WEST), 4500, 480],
        ['EU2', countries(EU_FAR), 4900, 520],
        ['AU', countries(['AU']), 5500, 620],
        ['SG', countries(['SG']), 4800, 550],
        ['BR', countries(['BR']), 6200, 750],
      ]),
      surcharges: [
        {
          kind: 'remote_area',
          per_kg: 62,
          minimum: 3600,
          fuel_bp: upsIntlFuel,
          areas: [...EU_REMOTE_AREA, ...WORLD_REMOTE_AREA],
        },
        { kind: 'oversize', fixed: 6000, fuel_bp: upsIntlFuel, over_longest_cm: 120, over_weight_g: 25_000 },
        { kind: 'peak_season', per_kg: 30, starts_on: '2026-10-26', ends_on: '2027-01-17' },
      ],
    },
  ];
}

/** Royal Mail's tracked parcels: one price across the UK, Man and the Channel Islands, no surcharges. */
function royalMailTracked(days: '24' | '48', delivery_time: string, prices: readonly number[]): SeedMethod {
  return {
    code: `UKBH-RM-TRACKED${days}`,
    warehouse_id: UKBH,
    name_en: `Royal Mail Tracked ${days}`,
    name_cn: `皇家邮政 Tracked ${days}`,
    courier: 'Royal Mail',
    delivery_time,
    billing_method: 'actual',
    volume_factor: 5000,
    weight_step_g: 10,
    max_weight_g: 20_000,
    max_longest_cm: 61,
    max_girth_cm: 184,
    service_options: ['tracking', 'po_box'],
    accepts_dangerous: 0,
    zones: tableZones([1000, 2000, 5000, 10_000, 20_000], [['UK', countries(['GB', 'IM', 'JE', 'GG']), prices]]),
    surcharges: [],
  };
}

const UKBH_METHODS: SeedMethod[] = [
  royalMailTracked('48', '2-3', [470, 540, 890, 1120, 1680]),
  royalMailTracked('24', '1-2', [560, 640, 990, 1250, 1840]),
  {
    code: 'UKBH-DPD-NEXTDAY',
    warehouse_id: UKBH,
    name_en: 'DPD UK Next Day',
    name_cn: 'DPD 英国次日达',
    courier: 'DPD UK',
    delivery_time: '1-2',
    billing_method: 'greater',
    volume_factor: 5000,
    weight_step_g: 1000,
    max_weight_g: 30_000,
    max_longest_cm: 100,
    max_length_girth_cm: 300,
    service_options: ['tracking', 'signature', 'pickup_point'],
    accepts_dangerous: 1,
    zones: tableZones(
      [2000, 5000, 10_000, 15_000, 20_000, 30_000],
      [['UK', countries(['GB', 'IM', 'JE', 'GG']), [620, 690, 830, 990, 1160, 1480]]],
    ),
    surcharges: [
      { kind: 'remote_area', fixed: 450, fuel_bp: 500, areas: UK_HIGHLANDS_AREA },
      { kind: 'remote_area', fixed: 1250, fuel_bp: 500, areas: UK_ISLANDS_AREA },
      { kind: 'oversize', fixed: 1500, fuel_bp: 500, over_longest_cm: 80 },
      { kind: 'peak_season', fixed: 35, fuel_bp: 500, starts_on: '2026-11-23', ends_on: '2026-12-24' },
      { kind: 'dangerous_goods', fixed: 350, fuel_bp: 500 },
    ],
  },
  {
    code: 'UKBH-EVRI-STANDARD',
    warehouse_id: UKBH,
    name_en: 'Evri Standard Tracked',
    name_cn: 'Evri 标准跟踪',
    courier: 'Evri',
    delivery_time: '2-4',
    billing_method: 'actual',
    volume_factor: 5000,
    weight_step_g: 100,
    max_weight_g: 15_000,
    max_longest_cm: 120,
    max_length_girth_cm: 245,
    service_options: ['tracking', 'pickup_point'],
    accepts_dangerous: 0,
    zones: tableZones([1000, 2000, 5000, 10_000, 15_000], [['UK', countries(['GB']), [360, 430, 580, 790, 980]]]),
    surcharges: [{ kind: 'remote_area', fixed: 300, areas: [{ country: 'GB', from: 'BT' }] }],
  },
  {
    code: 'UKBH-RM-INTL-TRACKED',
    warehouse_id: UKBH,
    name_en: 'Royal Mail International Tracked (DDP)',
    name_cn: '皇家邮政国际跟踪小包（DDP）',
    courier: 'Royal Mail',
    delivery_time: '5-10',
    billing_method: 'actual',
    volume_factor: 5000,
    weight_step_g: 10,
    max_weight_g: 2000,
    max_longest_cm: 60,
    max_length_girth_cm: 180,
    service_options: ['tracking', 'ddp'],
    accepts_dangerous: 0,
    zones: firstPlusZones(100, 100, [
      ['EU', countries(EU_COUNTRIES), 980, 55],
      ['US', countries(['US']), 1120, 105],
      ['CA', countries(['CA']), 1180, 110],
      ['AU', countries(['AU']), 1340, 145],
      ['SG', countries(['SG']), 1220, 125],
      ['BR', countries(['BR']), 1290, 135],
    ]),
    surcharges: [],
  },
  {
    code: 'UKBH-DPD-CLASSIC-EU',
    warehouse_id: UKBH,
    name_en: 'DPD Classic Europe (DDP)',
    name_cn: 'DPD 欧洲经典（DDP）',
    courier: 'DPD UK',
    delivery_time: '3-5',
    billing_method: 'greater',
    volume_factor: 5000,
    weight_step_g: 1000,
    max_weight_g: 31_500,
    max_longest_cm: 175,
    max_length_girth_cm: 300,
    service_options: ['tracking', 'ddp'],
    accepts_dangerous: 0,
    zones: firstPlusZones(1000, 1000, [
      ['EU1', countries(['FR', 'DE', 'NL', 'BE', 'LU', 'IE']), 1150, 90],
      ['EU2', countries(['AT', 'DK', 'IT', 'ES', 'PT', 'PL', 'CZ', 'SE']), 1320, 110],
      [
        'EU3',
        countries(
          otherThan(EU_COUNTRIES, ['FR', 'DE', 'NL', 'BE', 'LU', 'IE', 'AT', 'DK', 'IT', 'ES', 'PT', 'PL', 'CZ', 'SE']),
        ),
        1640,
        140,
      ],
    ]),
    surcharges: [{ kind: 'remote_area', fixed: 2200, fuel_bp: 1200, areas: EU_REMOTE_AREA }],
  },
];

const DEFR_METHODS: SeedMethod[] = [
  {
    code: 'DEFR-DHL-PAKET',
    warehouse_id: DEFR,
    name_en: 'DHL Paket',
    name_cn: 'DHL Paket 德国包裹',
    courier: 'DHL',
    delivery_time: '1-2',
    billing_method: 'actual',
    volume_factor: 5000,
    weight_step_g: 100,
    max_weight_g: 31_500,
    max_longest_cm: 200,
    max_girth_cm: 300,
    service_options: ['tracking', 'pickup_point', 'po_box'],
    accepts_dangerous: 1,
    zones: tableZones([2000, 5000, 10_000, 20_000, 31_500], [['DE', countries(['DE']), [497, 605, 799, 1166, 1534]]]),
    surcharges: [
      { kind: 'oversize', fixed: 2590, over_longest_cm: 120 },
      { kind: 'peak_season', fixed: 21, starts_on: '2026-11-01', ends_on: '2026-12-31' },
      { kind: 'dangerous_goods', fixed: 300 },
    ],
  },
  {
    code: 'DEFR-DPD-CLASSIC',
    warehouse_id: DEFR,
    name_en: 'DPD Classic Germany',
    name_cn: 'DPD 德国经典',
    courier: 'DPD DE',
    delivery_time: '1-2',
    billing_method: 'greater',
    volume_factor: 6000,
    weight_step_g: 1000,
    max_weight_g: 31_500,
    max_longest_cm: 175,
    max_length_girth_cm: 300,
    service_options: ['tracking', 'pickup_point'],
    accepts_dangerous: 0,
    zones: tableZones([3000, 5000, 10_000, 20_000, 31_500], [['DE', countries(['DE']), [530, 640, 810, 1125, 1490]]]),
    surcharges: [
      { kind: 'remote_area', fixed: 1790, fuel_bp: 850, areas: DE_ISLANDS_AREA },
      { kind: 'peak_season', fixed: 20, fuel_bp: 850, starts_on: '2026-11-16', ends_on: '2026-12-31' },
    ],
  },
  {
    code: 'DEFR-GLS-BUSINESS',
    warehouse_id: DEFR,
    name_en: 'GLS Business Parcel',
    name_cn: 'GLS 商务包裹',
    courier: 'GLS',
    delivery_time: '1-3',
    billing_method: 'actual',
    volume_factor: 5000,
    weight_step_g: 500,
    max_weight_g: 40_000,
    max_longest_cm: 200,
    max_length_girth_cm: 300,
    service_options: ['tracking', 'pickup_point'],
    accepts_dangerous: 0,
    zones: tableZones([2000, 5000, 10_000, 20_000, 40_000], [['DE', countries(['DE']), [475, 562, 745, 1004, 1609]]]),
    surcharges: [{ kind: 'remote_area', fixed: 1620, fuel_bp: 700, areas: DE_ISLANDS_AREA }],
  },
  {
    code: 'DEFR-DHL-PAKET-INTL',
    warehouse_id: DEFR,
    name_en: 'DHL Paket International (DDP)',
    name_cn: 'DHL Paket 国际包裹（DDP）',
    courier: 'DHL',
    delivery_time: '3-10',
    billing_method: 'actual',
    volume_factor: 5000,
    weight_step_g: 100,
    max_weight_g: 31_500,
    max_longest_cm: 120,
    max_girth_cm: 240,
    service_options: ['tracking', 'ddp'],
    accepts_dangerous: 0,
    zones: tableZones(
      [5000, 10_000, 20_000, 31_500],
      [
        ['EU1', countries(EU_NEAR), [1460, 1830, 2690, 3450]],
        ['EU2', countries(EU_MIDDLE), [1690, 2150, 3120, 3980]],
        ['EU3', countries(EU_EDGE), [1990, 2590, 3720, 4690]],
        ['GB', countries(['GB']), [1990, 2490, 3480, 4390]],
        ['NA', countries(['US', 'CA']), [4190, 5680, 8120, 11_200]],
        ['APAC', countries(['AU', 'SG']), [5290, 7290, 10_900, 14_600]],
        ['BR', countries(['BR']), [5600, 7700, 11_600, 15_800]],
      ],
    ),
    surcharges: [{ kind: 'peak_season', fixed: 55, starts_on: '2026-11-01', ends_on: '2026-12-31' }],
  },
  {
    code: 'DEFR-GLS-EU',
    warehouse_id: DEFR,
    name_en: 'GLS EuroBusinessParcel',
    name_cn: 'GLS 欧洲商务包裹',
    courier: 'GLS',
    delivery_time: '2-5',
    billing_method: 'greater',
    volume_factor: 5000,
    weight_step_g: 1000,
    max_weight_g: 40_000,
    max_longest_cm: 200,
    max_length_girth_cm: 300,
    service_options: ['tracking'],
    accepts_dangerous: 0,
    zones: firstPlusZones(1000, 1000, [
      ['EU1', countries(EU_NEAR), 780, 90],
      ['EU2', countries(EU_MIDDLE), 1020, 120],
      ['EU3', countries(EU_EDGE), 1390, 160],
    ]),
    surcharges: [{ kind: 'remote_area', fixed: 1950, fuel_bp: 700, areas: EU_REMOTE_AREA }],
  },
];

/** Every seeded method with its display order: domestic first, then cross-border, per warehouse. */
export const SEED_METHODS: ReadonlyArray<SeedMethod & { sort: number }> = [
  ...usDomestic(USWE, 'USWE', USWE_ZIP_ZONES),
  ...usCrossBorder(USWE, 'USWE'),
  ...usDomestic(USEA, 'USEA', USEA_ZIP_ZONES),
  ...usCrossBorder(USEA, 'USEA'),
  ...UKBH_METHODS,
  ...DEFR_METHODS,
].map((method, i) => ({ ...method, sort: (i + 1) * 10 }));

/** [warehouse, code, per_order, per_extra, percent_bp, threshold, minimum] in US cents. */
export const SEED_FEES: ReadonlyArray<readonly [number, string, number, number, number, number, number]> = [
  USWE,
  USEA,
  UKBH,
  DEFR,
].flatMap((warehouse) => {
  const us = warehouse === USWE || warehouse === USEA;
  return [
    [warehouse, 'outbound_handling', us ? 150 : 175, us ? 30 : 35, 0, 0, 0],
    [warehouse, 'multiline_entry', 0, us ? 20 : 25, 0, 0, 0],
    [warehouse, 'packaging', us ? 25 : 30, 0, 0, 0, 0],
    [warehouse, 'declared_value', 0, 0, 100, 20_000, 100],
    [warehouse, 'online_tracked_mail', us ? 10 : 12, 0, 0, 0, 0],
  ] as const;
});

/** EU standard VAT rates in force for 2026 (basis points). */
export const EU_VAT_BP: ReadonlyArray<readonly [string, number]> = [
  ['AT', 2000],
  ['BE', 2100],
  ['BG', 2000],
  ['HR', 2500],
  ['CY', 1900],
  ['CZ', 2100],
  ['DK', 2500],
  ['EE', 2400],
  ['FI', 2550],
  ['FR', 2000],
  ['DE', 1900],
  ['GR', 2400],
  ['HU', 2700],
  ['IE', 2300],
  ['IT', 2200],
  ['LV', 2100],
  ['LT', 2100],
  ['LU', 1700],
  ['MT', 1800],
  ['NL', 2100],
  ['PL', 2300],
  ['PT', 2300],
  ['RO', 2100],
  ['SK', 2300],
  ['SI', 2200],
  ['ES', 2100],
  ['SE', 2500],
];

/** ICMS on cross-border purchases: 17 % by the states' 2023 agreement, 20 % where a state raised it in 2025. */
export const BR_ICMS_RAISED_STATES = ['AC', 'AL', 'BA', 'CE', 'MG', 'PB', 'PI', 'RN', 'RR', 'SE'];

/** [currency, US dollars per unit × 1,000,000]. */
export const SEED_CURRENCY_RATES: ReadonlyArray<readonly [string, number]> = [
  ['EUR', 1_080_000],
  ['SGD', 740_000],
  ['BRL', 180_000],
];

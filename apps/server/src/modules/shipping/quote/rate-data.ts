import type {
  BillingMethod,
  Localized,
  QuoteCurrency,
  RateZone,
  ServiceOption,
  ShippingArea,
  Surcharge,
  SurchargeKind,
  TaxKind,
  TaxRate,
  WarehouseFee,
  WarehouseFeeCode,
} from '@portal/contract';
import { type PostcodeRange, parsePostcodeRange, specificity } from './postcodes';

/** A method as stored: the contract's shape, without what only screens need. */
export interface MethodInput {
  id: number;
  code: string;
  warehouse_id: number;
  name_en: string;
  name_cn: string;
  courier: string;
  delivery_time: string;
  billing_method: BillingMethod;
  volume_factor: number;
  weight_step_g: number;
  max_weight_g: number;
  max_longest_cm: number | null;
  max_girth_cm: number | null;
  max_length_girth_cm: number | null;
  service_options: string[];
  accepts_dangerous: 0 | 1;
  enabled: 0 | 1;
  sort: number;
  zones: RateZone[];
  surcharges: Surcharge[];
}

/** Everything a quote reads, as loaded from the database (or written by hand in a test). */
export interface RateDataInput {
  version: number;
  warehouses: { id: number; code: string; country: string }[];
  methods: MethodInput[];
  fees: WarehouseFee[];
  tax_rates: TaxRate[];
  currency_rates: { currency: string; usd_per_unit_micros: number }[];
}

/** An area with its postcode range read once, so a quote only compares numbers. */
export interface CompiledArea {
  country: string;
  range: PostcodeRange | null;
  specificity: number;
}

export interface CompiledZoneArea extends CompiledArea {
  zone: string;
}

export interface RateCard {
  /** Ascending by `up_to_g`. */
  breaks: { up_to_g: number; price: number }[];
  extra_step_g: number | null;
  extra_step_price: number | null;
}

export interface CompiledSurcharge extends Omit<Surcharge, 'areas'> {
  areas: CompiledArea[];
}

export interface CompiledMethod extends Omit<MethodInput, 'zones' | 'surcharges' | 'service_options'> {
  name: Localized;
  service_options: ServiceOption[];
  /** Zone areas by destination country. */
  zonesByCountry: Map<string, CompiledZoneArea[]>;
  cards: Map<string, RateCard>;
  surcharges: Map<SurchargeKind, CompiledSurcharge[]>;
}

export interface RateData {
  version: number;
  warehouseCountry: Map<number, string>;
  warehouseCode: Map<number, string>;
  /** Every method of a warehouse, enabled or not, in display order. */
  methodsByWarehouse: Map<number, CompiledMethod[]>;
  methodsByCode: Map<string, CompiledMethod>;
  fees: Map<number, Map<WarehouseFeeCode, WarehouseFee>>;
  /** Rate by tax, country, then region ('' for the country's own). */
  taxRates: Map<TaxKind, Map<string, Map<string, number>>>;
  usdPerUnitMicros: Map<QuoteCurrency, number>;
}

export function compileArea(area: ShippingArea): CompiledArea {
  if (area.postcode_from === null) return { country: area.country, range: null, specificity: 0 };
  const range = parsePostcodeRange(area.country, area.postcode_from, area.postcode_to);
  // Stored ranges were checked when saved; one that no longer reads matches nothing rather than everything.
  if (typeof range === 'string') return { country: area.country, range: IMPOSSIBLE, specificity: 0 };
  return { country: area.country, range, specificity: specificity(range) };
}

const IMPOSSIBLE: PostcodeRange = { letters: '#', from: null, to: null, digits: 0 };

function compileMethod(method: MethodInput): CompiledMethod {
  const zonesByCountry = new Map<string, CompiledZoneArea[]>();
  const cards = new Map<string, RateCard>();
  for (const zone of method.zones) {
    for (const area of zone.areas) {
      const list = zonesByCountry.get(area.country) ?? [];
      list.push({ ...compileArea(area), zone: zone.zone });
      zonesByCountry.set(area.country, list);
    }
    cards.set(zone.zone, {
      breaks: [...zone.breaks].sort((a, b) => a.up_to_g - b.up_to_g),
      extra_step_g: zone.extra_step_g,
      extra_step_price: zone.extra_step_price,
    });
  }
  const surcharges = new Map<SurchargeKind, CompiledSurcharge[]>();
  for (const surcharge of method.surcharges) {
    const list = surcharges.get(surcharge.kind) ?? [];
    list.push({ ...surcharge, areas: surcharge.areas.map(compileArea) });
    surcharges.set(surcharge.kind, list);
  }
  const { zones: _zones, surcharges: _surcharges, ...fields } = method;
  return {
    ...fields,
    name: { en: method.name_en, zh_CN: method.name_cn },
    service_options: method.service_options as ServiceOption[],
    zonesByCountry,
    cards,
    surcharges,
  };
}

/** Reads the stored rate data into the shape quotes use: areas parsed, lists indexed. */
export function compileRateData(input: RateDataInput): RateData {
  const methodsByWarehouse = new Map<number, CompiledMethod[]>();
  const methodsByCode = new Map<string, CompiledMethod>();
  const ordered = [...input.methods].sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
  for (const method of ordered) {
    const compiled = compileMethod(method);
    methodsByCode.set(method.code, compiled);
    const list = methodsByWarehouse.get(method.warehouse_id) ?? [];
    list.push(compiled);
    methodsByWarehouse.set(method.warehouse_id, list);
  }
  const fees = new Map<number, Map<WarehouseFeeCode, WarehouseFee>>();
  for (const fee of input.fees) {
    const byCode = fees.get(fee.warehouse_id) ?? new Map<WarehouseFeeCode, WarehouseFee>();
    byCode.set(fee.code, fee);
    fees.set(fee.warehouse_id, byCode);
  }
  const taxRates = new Map<TaxKind, Map<string, Map<string, number>>>();
  for (const rate of input.tax_rates) {
    const byCountry = taxRates.get(rate.tax) ?? new Map<string, Map<string, number>>();
    const byRegion = byCountry.get(rate.country) ?? new Map<string, number>();
    byRegion.set(rate.region, rate.rate_bp);
    byCountry.set(rate.country, byRegion);
    taxRates.set(rate.tax, byCountry);
  }
  return {
    version: input.version,
    warehouseCountry: new Map(input.warehouses.map((w) => [w.id, w.country])),
    warehouseCode: new Map(input.warehouses.map((w) => [w.id, w.code])),
    methodsByWarehouse,
    methodsByCode,
    fees,
    taxRates,
    usdPerUnitMicros: new Map(
      input.currency_rates.map((rate) => [rate.currency as QuoteCurrency, rate.usd_per_unit_micros]),
    ),
  };
}

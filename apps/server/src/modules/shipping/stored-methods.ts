import type { BillingMethod, RateZone, ShippingArea, Surcharge, SurchargeKind } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { MethodInput } from './quote/rate-data';
import type {
  ShippingMethodsTable,
  ShippingRateBreaksTable,
  ShippingRateCardsTable,
  ShippingSurchargeAreasTable,
  ShippingSurchargesTable,
  ShippingZonesTable,
} from './shipping-tables';

/** A method as stored, with what only staff screens show. */
export interface StoredMethod extends MethodInput {
  updated_at: string;
}

/** The rows of some methods, as ShippingRepository reads them, one query per table. */
export interface MethodRows {
  methods: Selectable<ShippingMethodsTable>[];
  zones: Selectable<ShippingZonesTable>[];
  /** In their `sort` order. */
  cards: Selectable<ShippingRateCardsTable>[];
  /** By weight, lightest first. */
  breaks: Selectable<ShippingRateBreaksTable>[];
  surcharges: Selectable<ShippingSurchargesTable>[];
  surchargeAreas: Selectable<ShippingSurchargeAreasTable>[];
}

const flag = (value: number): 0 | 1 => (value ? 1 : 0);

/** Country first, whole countries before their postcode ranges, in the same order on both engines. */
function byArea(a: ShippingArea, b: ShippingArea): number {
  return (
    a.country.localeCompare(b.country) ||
    (a.postcode_from ?? '').localeCompare(b.postcode_from ?? '') ||
    (a.postcode_to ?? '').localeCompare(b.postcode_to ?? '')
  );
}

/** Methods with their zones (areas and weight breaks) and surcharges (with their areas), in the methods' order. */
export function assembleMethods(rows: MethodRows): StoredMethod[] {
  const areasOfZone = new Map<string, ShippingArea[]>();
  for (const { method_id, zone, country, postcode_from, postcode_to } of rows.zones) {
    const key = `${method_id}/${zone}`;
    const list = areasOfZone.get(key) ?? [];
    list.push({ country, postcode_from, postcode_to });
    areasOfZone.set(key, list);
  }
  const breaksOfZone = new Map<string, RateZone['breaks']>();
  for (const { method_id, zone, up_to_g, price } of rows.breaks) {
    const key = `${method_id}/${zone}`;
    const list = breaksOfZone.get(key) ?? [];
    list.push({ up_to_g, price });
    breaksOfZone.set(key, list);
  }
  const zonesOf = new Map<number, RateZone[]>();
  for (const card of rows.cards) {
    const key = `${card.method_id}/${card.zone}`;
    const list = zonesOf.get(card.method_id) ?? [];
    list.push({
      zone: card.zone,
      areas: (areasOfZone.get(key) ?? []).sort(byArea),
      breaks: breaksOfZone.get(key) ?? [],
      extra_step_g: card.extra_step_g,
      extra_step_price: card.extra_step_price,
    });
    zonesOf.set(card.method_id, list);
  }
  const areasOfSurcharge = new Map<number, ShippingArea[]>();
  for (const { surcharge_id, country, postcode_from, postcode_to } of rows.surchargeAreas) {
    const list = areasOfSurcharge.get(surcharge_id) ?? [];
    list.push({ country, postcode_from, postcode_to });
    areasOfSurcharge.set(surcharge_id, list);
  }
  const surchargesOf = new Map<number, Surcharge[]>();
  for (const row of rows.surcharges) {
    const list = surchargesOf.get(row.method_id) ?? [];
    list.push({
      id: row.id,
      kind: row.kind as SurchargeKind,
      fixed: row.fixed,
      per_kg: row.per_kg,
      freight_bp: row.freight_bp,
      minimum: row.minimum,
      fuel_bp: row.fuel_bp,
      areas: (areasOfSurcharge.get(row.id) ?? []).sort(byArea),
      over_longest_cm: row.over_longest_cm,
      over_girth_cm: row.over_girth_cm,
      over_length_girth_cm: row.over_length_girth_cm,
      over_weight_g: row.over_weight_g,
      starts_on: row.starts_on,
      ends_on: row.ends_on,
    });
    surchargesOf.set(row.method_id, list);
  }
  return rows.methods.map((row) => ({
    id: row.id,
    code: row.code,
    warehouse_id: row.warehouse_id,
    name_en: row.name_en,
    name_cn: row.name_cn,
    courier: row.courier,
    delivery_time: row.delivery_time,
    billing_method: row.billing_method as BillingMethod,
    volume_factor: row.volume_factor,
    weight_step_g: row.weight_step_g,
    max_weight_g: row.max_weight_g,
    max_longest_cm: row.max_longest_cm,
    max_girth_cm: row.max_girth_cm,
    max_length_girth_cm: row.max_length_girth_cm,
    service_options: row.service_options ? row.service_options.split(',') : [],
    accepts_dangerous: flag(row.accepts_dangerous),
    enabled: flag(row.enabled),
    sort: row.sort,
    updated_at: row.updated_at,
    zones: zonesOf.get(row.id) ?? [],
    surcharges: surchargesOf.get(row.id) ?? [],
  }));
}

import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';

/**
 * The provider's rate data (no customer_id: every merchant is quoted from the same rows). Money in
 * US cents, weights in grams, sides in cm, percentages in basis points. Every write bumps
 * `shipping_rate_version`, which each instance's cache compares before a quote.
 */
export interface ShippingTables {
  shipping_methods: ShippingMethodsTable;
  shipping_zones: ShippingZonesTable;
  shipping_rate_cards: ShippingRateCardsTable;
  shipping_rate_breaks: ShippingRateBreaksTable;
  shipping_surcharges: ShippingSurchargesTable;
  shipping_surcharge_areas: ShippingSurchargeAreasTable;
  shipping_fees: ShippingFeesTable;
  shipping_tax_rates: ShippingTaxRatesTable;
  shipping_currency_rates: ShippingCurrencyRatesTable;
  shipping_rate_version: ShippingRateVersionTable;
}

export interface ShippingMethodsTable {
  id: Generated<number>;
  code: string;
  warehouse_id: number;
  name_en: string;
  name_cn: string;
  courier: string;
  delivery_time: string;
  /** 'actual' | 'volumetric' | 'greater'. */
  billing_method: string;
  volume_factor: number;
  weight_step_g: number;
  max_weight_g: number;
  max_longest_cm: number | null;
  max_girth_cm: number | null;
  max_length_girth_cm: number | null;
  /** Service option codes, comma-separated. */
  service_options: string;
  accepts_dangerous: Flag;
  enabled: Flag;
  sort: number;
  updated_at: string;
}

/** Where a method's zone is: a whole country (postcodes null) or a postcode range of it. */
export interface ShippingZonesTable {
  method_id: number;
  zone: string;
  country: string;
  postcode_from: string | null;
  postcode_to: string | null;
}

export interface ShippingRateCardsTable {
  method_id: number;
  zone: string;
  /** The zone's place in the method's card, as staff saved it. */
  sort: number;
  extra_step_g: number | null;
  extra_step_price: number | null;
}

export interface ShippingRateBreaksTable {
  method_id: number;
  zone: string;
  up_to_g: number;
  price: number;
}

export interface ShippingSurchargesTable {
  id: Generated<number>;
  method_id: number;
  /** 'remote_area' | 'oversize' | 'peak_season' | 'dangerous_goods'. */
  kind: string;
  fixed: number;
  per_kg: number;
  freight_bp: number;
  minimum: number;
  fuel_bp: number;
  over_longest_cm: number | null;
  over_girth_cm: number | null;
  over_length_girth_cm: number | null;
  over_weight_g: number | null;
  starts_on: string | null;
  ends_on: string | null;
  updated_at: string;
}

export interface ShippingSurchargeAreasTable {
  surcharge_id: number;
  country: string;
  postcode_from: string | null;
  postcode_to: string | null;
}

export interface ShippingFeesTable {
  warehouse_id: number;
  code: string;
  per_order: number;
  per_extra: number;
  percent_bp: number;
  threshold: number;
  minimum: number;
  updated_at: string;
}

export interface ShippingTaxRatesTable {
  /** 'eu_vat' | 'sg_gst' | 'br_icms'. */
  tax: string;
  country: string;
  /** '' for the whole country. */
  region: string;
  rate_bp: number;
  updated_at: string;
}

export interface ShippingCurrencyRatesTable {
  currency: string;
  /** US dollars per unit × 1,000,000. */
  usd_per_unit_micros: number;
  updated_at: string;
}

/** One row (id 1): the rate data's version, bumped in the transaction of every write. */
export interface ShippingRateVersionTable {
  id: number;
  version: number;
  updated_at: string;
}

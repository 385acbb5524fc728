import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { SERVICE_OPTION_CODES } from '../fulfilment/service-options';
import { measuredParcelSchema, shipmentSchema } from '../fulfilment/shipment';
import { BILLING_METHODS, shippingQuoteSchema } from '../fulfilment/shipping-quote';
import { idRule } from '../rules/id';
import { dateRule } from '../rules/strict-values';

/**
 * Shipping methods and their rates (issue 10): what a merchant may pick an order's method from, and
 * the staff's edits of the rate data (`ops-key` header). The rate model is docs/SHIPPING-RATES.md.
 * Money in US cents, weights in grams, sides in centimetres, percentages in basis points (1550 = 15.5 %).
 */
const flag = z.union([z.literal(0), z.literal(1)]);
const cents = z.number().int().min(0).max(10_000_000);
const basisPoints = z.number().int().min(0).max(10_000);
const sideLimit = z.number().positive().max(1000).nullable().default(null);
const date = dateRule();

export const methodCodeRule = z
  .string({ message: 'v.required' })
  .trim()
  .regex(/^[A-Z0-9][A-Z0-9_-]{1,39}$/, { message: 'v.methodCode' });

/**
 * The beginning of a postcode: letters then digits (`HS`, `KW15`, `900`, `25846`). A range's ends
 * share their letters; the digits after them are compared as a number (docs/SHIPPING-RATES.md).
 */
const postcodeRule = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, { message: 'v.postcode' })
  .max(10, { message: 'v.postcode' })
  .regex(/^[A-Z]{0,4}[0-9]{0,6}$/, { message: 'v.postcode' });

const countryRule = z.string().regex(/^[A-Z]{2}$/, { message: 'v.country' });

/** A country, or the postcodes `postcode_from`…`postcode_to` of it (`to` defaults to `from`). */
export const shippingAreaSchema = z.object({
  country: countryRule,
  postcode_from: postcodeRule.nullable().default(null),
  postcode_to: postcodeRule.nullable().default(null),
});
export type ShippingArea = z.output<typeof shippingAreaSchema>;

export const rateBreakSchema = z.object({
  /** The break's price covers chargeable weights up to and including this. */
  up_to_g: z.number().int().min(1).max(1_000_000),
  price: cents,
});

/**
 * One zone of a method: where it is, and what a parcel costs there by chargeable weight. The price
 * is that of the first break at or above the weight; past the last break, `extra_step_price` per
 * started `extra_step_g` is added to the last break's price (none: heavier parcels are not carried).
 */
export const rateZoneSchema = z.object({
  zone: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'v.invalid' }),
  areas: z.array(shippingAreaSchema).min(1).max(1000),
  breaks: z.array(rateBreakSchema).min(1).max(300),
  extra_step_g: z.number().int().min(1).max(100_000).nullable().default(null),
  extra_step_price: cents.nullable().default(null),
});
export type RateZone = z.output<typeof rateZoneSchema>;

export const SURCHARGE_KINDS = ['remote_area', 'oversize', 'peak_season', 'dangerous_goods'] as const;
export type SurchargeKind = (typeof SURCHARGE_KINDS)[number];

const surchargeFields = {
  kind: z.enum(SURCHARGE_KINDS),
  /** Per parcel. */
  fixed: cents.default(0),
  /** Per started kilogram of chargeable weight. */
  per_kg: cents.default(0),
  /** Share of the basic freight. */
  freight_bp: basisPoints.default(0),
  /** The surcharge before fuel is at least this. */
  minimum: cents.default(0),
  /** Fuel added on top of the surcharge. */
  fuel_bp: basisPoints.default(0),
  /** remote_area: where it applies. */
  areas: z.array(shippingAreaSchema).max(2000).default([]),
  /** oversize: applies when any of these is exceeded (L+2W+2H for length_girth). */
  over_longest_cm: sideLimit,
  over_girth_cm: sideLimit,
  over_length_girth_cm: sideLimit,
  over_weight_g: z.number().int().min(1).max(1_000_000).nullable().default(null),
  /** peak_season: the first and last day (UTC) it applies. */
  starts_on: date.nullable().default(null),
  ends_on: date.nullable().default(null),
};

export const surchargeSchema = z.object({ id: z.number().int(), ...surchargeFields });
export type Surcharge = z.output<typeof surchargeSchema>;

const methodFields = {
  code: methodCodeRule,
  warehouse_id: idRule,
  name_en: z.string().trim().min(1).max(100),
  name_cn: z.string().trim().min(1).max(100),
  courier: z.string().trim().min(1).max(60),
  /** Working days as promised ("2-5"). */
  delivery_time: z.string().trim().min(1).max(20),
  billing_method: z.enum(BILLING_METHODS),
  /** cm³ per kg: volumetric weight = L × W × H / factor. */
  volume_factor: z.number().int().min(1000).max(10_000),
  /** Chargeable weight is rounded up to a multiple of this. */
  weight_step_g: z.number().int().min(1).max(10_000),
  /** Heaviest actual weight carried. */
  max_weight_g: z.number().int().min(1).max(1_000_000),
  max_longest_cm: sideLimit,
  /** 2 × (W + H). */
  max_girth_cm: sideLimit,
  /** L + 2W + 2H. */
  max_length_girth_cm: sideLimit,
  service_options: z
    .array(z.enum(SERVICE_OPTION_CODES as [string, ...string[]]))
    .max(10)
    .default([]),
  /** Whether SKUs whose property is dangerous may travel by it. */
  accepts_dangerous: flag.default(0),
  sort: z.number().int().min(0).max(10_000).default(0),
};

export const shippingMethodSchema = z.object({
  ...methodFields,
  warehouse_code: z.string(),
  enabled: flag,
  updated_at: z.string(),
  zones: z.array(rateZoneSchema),
  surcharges: z.array(surchargeSchema),
});
export type ShippingMethodDetail = z.output<typeof shippingMethodSchema>;

/** What a merchant may filter orders by or pick for one: disabled methods stay listed for old orders. */
export const shippingMethodSummarySchema = z.object({
  code: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  courier: z.string(),
  delivery_time: z.string(),
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
  enabled: flag,
});
export type ShippingMethodSummary = z.output<typeof shippingMethodSummarySchema>;

export const WAREHOUSE_FEE_CODES = [
  'outbound_handling',
  'multiline_entry',
  'packaging',
  'declared_value',
  'online_tracked_mail',
] as const;
export type WarehouseFeeCode = (typeof WAREHOUSE_FEE_CODES)[number];

/** A warehouse's handling fee; which columns each code uses: docs/SHIPPING-RATES.md. */
export const warehouseFeeSchema = z.object({
  warehouse_id: idRule,
  code: z.enum(WAREHOUSE_FEE_CODES),
  per_order: cents.default(0),
  per_extra: cents.default(0),
  percent_bp: basisPoints.default(0),
  threshold: cents.default(0),
  minimum: cents.default(0),
});
export type WarehouseFee = z.output<typeof warehouseFeeSchema>;

export const TAX_KINDS = ['eu_vat', 'sg_gst', 'br_icms'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

export const taxRateSchema = z.object({
  tax: z.enum(TAX_KINDS),
  country: countryRule,
  /** A state's own rate (Brazil's UF: 'SP'); '' for the country's. */
  region: z
    .string()
    .trim()
    .toUpperCase()
    .max(10)
    .regex(/^[A-Z0-9]*$/, { message: 'v.invalid' })
    .default(''),
  rate_bp: z.number().int().min(0).max(5000),
});
export type TaxRate = z.output<typeof taxRateSchema>;

export const QUOTE_CURRENCIES = ['EUR', 'SGD', 'BRL'] as const;
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];

export const currencyRateSchema = z.object({
  currency: z.enum(QUOTE_CURRENCIES),
  /** US dollars one unit buys, at most 6 decimals. */
  usd_per_unit: z
    .number()
    .positive()
    .max(1000)
    .refine((n) => Math.abs(Math.round(n * 1e6) - n * 1e6) < 1e-6, { message: 'v.invalid' }),
});

/** What quotes add to the freight: handling fees per warehouse, tax rates, currency rates for the tax limits. */
export const rateSettingsSchema = z.object({
  fees: z.array(warehouseFeeSchema),
  tax_rates: z.array(taxRateSchema),
  currency_rates: z.array(currencyRateSchema.extend({ updated_at: z.string() })),
});

const methodCodeBody = z.object({ method_code: methodCodeRule });

export const getMethodList = defineOperation({
  id: 'shipping.getMethodList',
  method: 'GET',
  shows: ['shipping', 'reference'],
  path: '/api/ucenter/shipping/getMethodList',
  summary: "Shipping methods of the provider's warehouses (or of one), to filter orders by or pick one from.",
  auth: 'user',
  permission: 'order',
  query: z.object({ warehouse_id: idRule.optional() }),
  response: z.array(shippingMethodSummarySchema),
});

export const listMethods = defineOperation({
  id: 'shipping.listMethods',
  method: 'GET',
  shows: ['shipping', 'reference'],
  path: '/api/ops/shipping/listMethods',
  summary: 'Every shipping method (or those of one warehouse) with its zones, rate cards and surcharges.',
  auth: 'ops',
  query: z.object({ warehouse_id: idRule.optional() }),
  response: z.array(shippingMethodSchema),
});

export const listRateSettings = defineOperation({
  id: 'shipping.listRateSettings',
  method: 'GET',
  shows: ['shipping', 'reference'],
  path: '/api/ops/shipping/listRateSettings',
  summary: "The warehouses' handling fees, the tax rates and the currency rates quotes use.",
  auth: 'ops',
  response: rateSettingsSchema,
});

export const saveMethod = defineOperation({
  id: 'shipping.saveMethod',
  method: 'POST',
  changes: ['shipping'],
  path: '/api/ops/shipping/saveMethod',
  summary: 'Create a shipping method (disabled until it has a rate card and is enabled) or change one, by code.',
  auth: 'ops',
  body: z.object(methodFields),
  response: shippingMethodSchema,
});

export const saveRateCard = defineOperation({
  id: 'shipping.saveRateCard',
  method: 'POST',
  changes: ['shipping'],
  path: '/api/ops/shipping/saveRateCard',
  summary: "Replace a method's zones and their rate cards as a whole.",
  auth: 'ops',
  body: methodCodeBody.extend({ zones: z.array(rateZoneSchema).min(1).max(100) }),
  response: shippingMethodSchema,
});

export const saveSurcharge = defineOperation({
  id: 'shipping.saveSurcharge',
  method: 'POST',
  changes: ['shipping'],
  path: '/api/ops/shipping/saveSurcharge',
  summary: 'Add a surcharge to a method, or change one of its surcharges (by id).',
  auth: 'ops',
  body: methodCodeBody.extend({ id: idRule.optional(), ...surchargeFields }),
  response: shippingMethodSchema,
});

export const deleteSurcharge = defineOperation({
  id: 'shipping.deleteSurcharge',
  method: 'POST',
  changes: ['shipping'],
  path: '/api/ops/shipping/deleteSurcharge',
  summary: 'Remove a surcharge from a method.',
  auth: 'ops',
  body: methodCodeBody.extend({ id: idRule }),
  response: shippingMethodSchema,
});

export const setMethodEnabled = defineOperation({
  id: 'shipping.setMethodEnabled',
  method: 'POST',
  changes: ['shipping'],
  path: '/api/ops/shipping/setMethodEnabled',
  summary: 'Enable a method (it needs a rate card) or disable it: orders already submitted keep it at packing.',
  auth: 'ops',
  body: methodCodeBody.extend({ enabled: flag }),
  response: shippingMethodSchema,
});

export const saveFee = defineOperation({
  id: 'shipping.saveFee',
  method: 'POST',
  changes: ['shipping'],
  path: '/api/ops/shipping/saveFee',
  summary:
    "Set one of a warehouse's handling fees (outbound handling, multiline, packaging, declared value, tracked mail).",
  auth: 'ops',
  body: warehouseFeeSchema,
  response: warehouseFeeSchema,
});

export const saveTaxRate = defineOperation({
  id: 'shipping.saveTaxRate',
  method: 'POST',
  changes: ['shipping'],
  path: '/api/ops/shipping/saveTaxRate',
  summary: "Set a country's (or a Brazilian state's) EU VAT, Singapore GST or Brazilian ICMS rate.",
  auth: 'ops',
  body: taxRateSchema,
  response: taxRateSchema,
});

export const saveCurrencyRate = defineOperation({
  id: 'shipping.saveCurrencyRate',
  method: 'POST',
  changes: ['shipping'],
  path: '/api/ops/shipping/saveCurrencyRate',
  summary: 'Set the US dollar value of a currency tax limits are set in (EUR, SGD, BRL).',
  auth: 'ops',
  body: currencyRateSchema,
  response: currencyRateSchema.extend({ updated_at: z.string() }),
});

export const previewQuote = defineOperation({
  id: 'shipping.previewQuote',
  method: 'POST',
  changes: [],
  path: '/api/ops/shipping/previewQuote',
  summary:
    'Quote a shipment as an order would be quoted (every method that fits, cheapest first), or, with a measured parcel, the final fee at packing.',
  auth: 'ops',
  body: z
    .object({
      shipment: shipmentSchema,
      method_code: methodCodeRule.optional(),
      /** The day (UTC) quoted; today by default. */
      date: date.optional(),
      parcel: measuredParcelSchema.optional(),
    })
    // The final fee is the fee of the order's method.
    .refine((body) => !body.parcel || body.method_code, { message: 'v.required', path: ['method_code'] }),
  response: z.array(shippingQuoteSchema),
});

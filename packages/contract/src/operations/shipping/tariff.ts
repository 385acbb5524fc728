import { z } from 'zod';
import { defineOperation } from '../../core/operation';
import { measuredParcelSchema, shipmentDestinationSchema } from '../../fulfilment/shipment';
import { shippingQuoteSchema } from '../../fulfilment/shipping-quote';
import { idRule } from '../../rules/id';
import { rateSettingsSchema, shippingMethodSchema } from '../shipping';

/**
 * The tariff (issue 28, `/tariff` and `/tariff/thresholds`): the live rate data the engine quotes
 * from, as every merchant may read it, and a parcel quoted by the same engine an order's next step
 * uses. Nothing here is retyped: a rate change staff save shows on the next read.
 */
export const tariffSchema = z.object({
  /** Enabled methods only, with their zones, weight breaks and surcharges, in display order. */
  methods: z.array(shippingMethodSchema.omit({ enabled: true })),
  fees: rateSettingsSchema.shape.fees,
});
export type Tariff = z.output<typeof tariffSchema>;
export type TariffMethod = Tariff['methods'][number];

export const getTariff = defineOperation({
  id: 'shipping.getTariff',
  method: 'GET',
  shows: ['shipping', 'reference'],
  path: '/api/ucenter/shipping/getTariff',
  summary:
    "A warehouse's tariff: every enabled shipping method with its zones, weight breaks, surcharges, volume factor and limits, and the warehouse's handling fees.",
  auth: 'user',
  permission: 'account',
  query: z.object({ warehouse_id: idRule }),
  response: tariffSchema,
});

export const taxRatesSchema = rateSettingsSchema.pick({ tax_rates: true, currency_rates: true });
export type TaxRates = z.output<typeof taxRatesSchema>;

export const getTaxRates = defineOperation({
  id: 'shipping.getTaxRates',
  method: 'GET',
  shows: ['shipping'],
  path: '/api/ucenter/shipping/getTaxRates',
  summary:
    'The import-tax rates quotes charge (EU VAT per member state, Singapore GST, Brazilian ICMS per state) and the currency rates their value limits are converted with.',
  auth: 'user',
  permission: 'account',
  response: taxRatesSchema,
});

/** US cents of goods declared in the parcel: what taxes and the declared-value fee are computed on. */
const DECLARED_MAX_CENTS = 100_000_000;
const declaredCents = z.number().int().min(0).max(DECLARED_MAX_CENTS);

export const quoteParcelBodySchema = measuredParcelSchema.extend({
  warehouse_id: idRule,
  destination: shipmentDestinationSchema,
  declared_value: declaredCents.default(0),
  dangerous: z.boolean().default(false),
});
export type QuoteParcelBody = z.output<typeof quoteParcelBodySchema>;

/**
 * The tariff calculator's form: the same fields flat, the declared value typed in US dollars with at
 * most two decimals (as the SKU form types it); `quoteParcel` takes it in cents.
 */
export const quoteParcelFormSchema = measuredParcelSchema.extend({
  ...shipmentDestinationSchema.shape,
  declared_value: z
    .number()
    .min(0)
    .max(DECLARED_MAX_CENTS / 100)
    // Checked on cents with a tolerance: 0.29 * 100 is 28.999… in binary floating point.
    .refine((dollars) => Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6, { message: 'v.positiveMoney' })
    .default(0),
  dangerous: z.boolean().default(false),
});

export const quoteParcel = defineOperation({
  id: 'shipping.quoteParcel',
  method: 'POST',
  changes: [],
  shows: ['shipping', 'reference'],
  path: '/api/ucenter/shipping/quoteParcel',
  summary:
    "Quote one parcel (weight, sides, declared value, destination) from a warehouse with every method that carries it, cheapest first: the same engine and the same working an order's next step shows for a one-unit order of that SKU.",
  auth: 'user',
  permission: 'account',
  body: quoteParcelBodySchema,
  response: z.array(shippingQuoteSchema),
});

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
export const tariffSchema = rateSettingsSchema.extend({
  /** Enabled methods only, with their zones, weight breaks and surcharges, in display order. */
  methods: z.array(shippingMethodSchema.omit({ enabled: true })),
});
export type Tariff = z.output<typeof tariffSchema>;

export const getTariff = defineOperation({
  id: 'shipping.getTariff',
  method: 'GET',
  shows: ['shipping', 'reference'],
  path: '/api/ucenter/shipping/getTariff',
  summary:
    "The provider's tariff: every enabled shipping method (of one warehouse, or all) with its zones, weight breaks, surcharges, volume factor and limits, the handling fees, the tax rates and the currency rates quotes use.",
  auth: 'user',
  permission: 'account',
  query: z.object({ warehouse_id: idRule.optional() }),
  response: tariffSchema,
});

/** US cents of goods declared in the parcel: what taxes and the declared-value fee are computed on. */
const declaredCents = z.number().int().min(0).max(100_000_000);

export const quoteParcelBodySchema = measuredParcelSchema.extend({
  warehouse_id: idRule,
  destination: shipmentDestinationSchema,
  declared_value: declaredCents.default(0),
  dangerous: z.boolean().default(false),
});
export type QuoteParcelBody = z.output<typeof quoteParcelBodySchema>;

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

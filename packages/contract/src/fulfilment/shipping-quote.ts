import { z } from 'zod';
import { feeLineSchema } from './fee-items';

/** How a method bills weight: the parcel's actual weight, its volumetric weight, or the greater. */
export const BILLING_METHODS = ['actual', 'volumetric', 'greater'] as const;
export type BillingMethod = (typeof BILLING_METHODS)[number];

/**
 * One shipping option for an order (spec 2 "next step"; the Open API's `POST /api/open/v1/rates`):
 * the working, not only the sum. Weights in grams, money in US cents; `total` = Σ charges.
 * `volume_factor` is the divisor (cm³ per kg, e.g. 5000 or 6000) volumetric weight is computed with.
 */
export const shippingQuoteSchema = z.object({
  shipping_method_code: z.string(),
  shipping_method_name: z.string(),
  courier: z.string(),
  /** Delivery time in working days, as the method promises it ("3-5"). */
  delivery_time: z.string(),
  billing_method: z.enum(BILLING_METHODS),
  service_options: z.array(z.string()),
  volume_factor: z.number().int(),
  actual_weight_g: z.number().int(),
  volumetric_weight_g: z.number().int(),
  chargeable_weight_g: z.number().int(),
  charges: z.array(feeLineSchema),
  total: z.number().int(),
});

export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;

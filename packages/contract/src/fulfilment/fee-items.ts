import { z } from 'zod';

/**
 * The fee items of an order (spec 3 "Fee items"), in the order a breakdown lists them. A quote's
 * charges, an order's estimate and the final fee charged at packing are lines of these codes.
 * A surcharge's code includes its fuel part ("remote area plus fuel").
 */
export const FEE_ITEM_CODES = [
  'basic_shipping',
  'multiline_entry',
  'inbound_handling',
  'outbound_handling',
  'packaging',
  'value_added_services',
  'declared_value',
  'online_tracked_mail',
  'remote_area',
  'oversize',
  'peak_season',
  'dangerous_goods',
  'eu_ioss',
  'sg_gst',
  'br_icms',
  'vat',
] as const;

export type FeeItemCode = (typeof FEE_ITEM_CODES)[number];

export const feeItemCodeSchema = z.enum(FEE_ITEM_CODES);

/** One line of a fee breakdown; `amount` in US cents. `name` is in the request's language. */
export const feeLineSchema = z.object({
  code: feeItemCodeSchema,
  name: z.string(),
  amount: z.number().int(),
});

export type FeeLine = z.infer<typeof feeLineSchema>;

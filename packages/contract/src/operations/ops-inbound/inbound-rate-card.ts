import { z } from 'zod';
import { idRule } from '../../rules/id';
import { numberInput } from '../../rules/strict-values';
import type { INBOUND_SERVICE_CODES } from '../inbound/booking-input';

/**
 * A warehouse's inbound rate card (US cents): handling per carton that arrived and per unit shelved,
 * and the price of one unit of each inbound value-added service the booking asks for. Shelving a
 * booking charges it (bill type `inbound_fee`); a warehouse without its own card charges the defaults.
 */
export const INBOUND_RATE_MAX_CENTS = 100_000;

const cents = numberInput(
  z
    .number({ message: 'v.nonNegativeInteger' })
    .int({ message: 'v.nonNegativeInteger' })
    .min(0, { message: 'v.nonNegativeInteger' })
    .max(INBOUND_RATE_MAX_CENTS, { message: 'v.tooBig' }),
);

export const inboundServicePricesSchema = z.object({
  relabel: cents,
  photograph: cents,
  repack: cents,
  pallet_unload: cents,
}) satisfies z.ZodType<Record<(typeof INBOUND_SERVICE_CODES)[number], number>>;

export const inboundRateCardInputSchema = z.object({
  warehouse_id: idRule,
  per_box: cents,
  per_unit: cents,
  services: inboundServicePricesSchema,
});

export const inboundRateCardSchema = z.object({
  warehouse_id: z.number().int(),
  per_box: z.number().int(),
  per_unit: z.number().int(),
  services: z.object({
    relabel: z.number().int(),
    photograph: z.number().int(),
    repack: z.number().int(),
    pallet_unload: z.number().int(),
  }),
  /** True while the warehouse has no card of its own and the defaults apply. */
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});
export type InboundRateCard = z.infer<typeof inboundRateCardSchema>;

import { z } from 'zod';
import { dateTimeRule } from '../../rules/strict-values';
import { handoverMethodSchema, optionalText } from './parcel-rules';

const isoTime = dateTimeRule();

/**
 * How the parcel reaches the provider. `pickup`: at the sender's address within the window (its end
 * after its start); `drop_off`: the merchant brings it to the hub; `own_courier`: the merchant's
 * courier delivers it to the hub under its tracking number. Fields another method does not use are ignored.
 */
export const handoverInputSchema = z
  .object({
    method: handoverMethodSchema,
    pickup_from: isoTime.optional(),
    pickup_to: isoTime.optional(),
    courier: optionalText(60),
    tracking_number: optionalText(60),
  })
  .superRefine((handover, ctx) => {
    if (handover.method === 'pickup') {
      if (!handover.pickup_from) ctx.addIssue({ code: 'custom', path: ['pickup_from'], message: 'v.pickupWindow' });
      if (!handover.pickup_to) ctx.addIssue({ code: 'custom', path: ['pickup_to'], message: 'v.pickupWindow' });
      if (
        handover.pickup_from &&
        handover.pickup_to &&
        Date.parse(handover.pickup_to) <= Date.parse(handover.pickup_from)
      ) {
        ctx.addIssue({ code: 'custom', path: ['pickup_to'], message: 'v.pickupWindow' });
      }
    }
    if (handover.method === 'own_courier') {
      if (!handover.courier) ctx.addIssue({ code: 'custom', path: ['courier'], message: 'v.handoverCourier' });
      if (!handover.tracking_number) {
        ctx.addIssue({ code: 'custom', path: ['tracking_number'], message: 'v.handoverTracking' });
      }
    }
  });
export type HandoverInput = z.input<typeof handoverInputSchema>;

import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';
import { booleanRule, dateTimeRule, numberInput } from '../rules/strict-values';
import { NOTE_MAX } from './order/order-fields';
import { PARCEL_PIECES_MAX, parcelFeeSchema, parcelStatusSchema } from './self-service-order/parcel-fields';

/**
 * The hub's steps on a self-service parcel order (`ops-key` header): what the hub's scanners and the
 * carriers' tracking feeds call. Each names the parcel by its parcel no. (the label's barcode) and
 * the staff member acting (`operator`, kept in the parcel's history). Served by the
 * self-service-order module (`ops-parcel-routes.ts`).
 */
const staffStep = z.object({
  parcel_no: z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(40),
  /** Who acts, as the history shows it; "staff" when not given. */
  operator: z.string().trim().max(60, { message: 'v.tooLong' }).default(''),
});

const stepResult = z.object({ parcel_no: z.string(), status: parcelStatusSchema });

const measure = (max: number) =>
  numberInput(
    z
      .number({ message: 'v.positiveMeasure' })
      .positive({ message: 'v.positiveMeasure' })
      .max(max, { message: 'v.tooBig' }),
  );

const reasonText = z
  .string({ message: 'v.required' })
  .trim()
  .min(1, { message: 'v.required' })
  .max(NOTE_MAX, { message: 'v.over500' });

export const handOverParcel = defineOperation({
  id: 'opsSelfServiceOrder.handOver',
  method: 'POST',
  changes: ['parcels'],
  path: '/api/ops/selfServiceOrder/handOver',
  summary: 'The parcel was picked up, dropped off or delivered by the merchant’s courier: Pre-advised → Handed over.',
  auth: 'ops',
  body: staffStep,
  response: stepResult,
});

export const receiveParcel = defineOperation({
  id: 'opsSelfServiceOrder.receive',
  method: 'POST',
  changes: ['parcels', 'wallet'],
  path: '/api/ops/selfServiceOrder/receive',
  summary:
    'The hub receives the parcel and weighs and measures each piece (in the order of the pre-advice): the method prices the measured pieces, that final fee (and the insurance premium) is charged and the hold released → Received at hub.',
  auth: 'ops',
  body: staffStep.extend({
    pieces: z
      .array(
        z.object({
          weight_g: numberInput(
            z
              .number({ message: 'v.positiveMeasure' })
              .int({ message: 'v.wholeNumber' })
              .positive({ message: 'v.positiveMeasure' })
              .max(1_000_000, { message: 'v.tooBig' }),
          ),
          length_cm: measure(1000),
          width_cm: measure(1000),
          height_cm: measure(1000),
        }),
        { message: 'v.pieceAdd' },
      )
      .min(1, { message: 'v.pieceAdd' })
      .max(PARCEL_PIECES_MAX, { message: 'v.tooManyItems' }),
  }),
  response: stepResult.extend({ final_fee: parcelFeeSchema }),
});

export const shipParcel = defineOperation({
  id: 'opsSelfServiceOrder.ship',
  method: 'POST',
  changes: ['parcels'],
  path: '/api/ops/selfServiceOrder/ship',
  summary: 'The parcel leaves the hub with the carrier under its tracking number: Received at hub → Shipped out.',
  auth: 'ops',
  body: staffStep.extend({
    tracking_number: z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(60),
    /** The carrier's name as the detail shows it; the shipping method's courier when not given. */
    courier: z.string().trim().max(60, { message: 'v.tooLong' }).default(''),
  }),
  response: stepResult,
});

export const addParcelTrackingEvent = defineOperation({
  id: 'opsSelfServiceOrder.addTrackingEvent',
  method: 'POST',
  changes: ['parcels'],
  path: '/api/ops/selfServiceOrder/addTrackingEvent',
  summary: 'A carrier’s tracking event of a shipped parcel, shown on its detail.',
  auth: 'ops',
  body: staffStep.extend({
    status_text: z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(200),
    location: z.string().trim().max(200, { message: 'v.tooLong' }).default(''),
    occurred_at: dateTimeRule(),
  }),
  response: stepResult,
});

export const deliverParcel = defineOperation({
  id: 'opsSelfServiceOrder.deliver',
  method: 'POST',
  changes: ['parcels'],
  path: '/api/ops/selfServiceOrder/deliver',
  summary: 'The carrier delivered the parcel: Shipped out → Delivered.',
  auth: 'ops',
  body: staffStep,
  response: stepResult,
});

export const returnParcel = defineOperation({
  id: 'opsSelfServiceOrder.returnParcel',
  method: 'POST',
  changes: ['parcels', 'wallet'],
  path: '/api/ops/selfServiceOrder/returnParcel',
  summary:
    'The parcel goes back to the merchant (refused at the hub, undeliverable, or an exception ended that way): Received at hub, Shipped out or Exception → Returned. A fee held and not yet charged is released.',
  auth: 'ops',
  body: staffStep.extend({ reason: reasonText }),
  response: stepResult,
});

export const raiseParcelException = defineOperation({
  id: 'opsSelfServiceOrder.raiseException',
  method: 'POST',
  changes: ['parcels'],
  path: '/api/ops/selfServiceOrder/raiseException',
  summary:
    'A problem that needs the merchant’s reply (address, contents, customs): Pre-advised to Shipped out → Exception, until staff resolve it.',
  auth: 'ops',
  body: staffStep.extend({ reason: reasonText }),
  response: stepResult.extend({ exception_id: z.number().int() }),
});

export const resolveParcelException = defineOperation({
  id: 'opsSelfServiceOrder.resolveException',
  method: 'POST',
  changes: ['parcels'],
  path: '/api/ops/selfServiceOrder/resolveException',
  summary: 'Close the parcel’s exceptions; the parcel returns to the status it had when the first was raised.',
  auth: 'ops',
  body: staffStep.extend({ exception_id: idRule }),
  response: stepResult,
});

export const resolveParcelInterception = defineOperation({
  id: 'opsSelfServiceOrder.resolveInterception',
  method: 'POST',
  changes: ['parcels', 'wallet'],
  path: '/api/ops/selfServiceOrder/resolveInterception',
  summary:
    'Answer the merchant’s interception request. Approved: a Handed over parcel is canceled (its held estimate released), a Received one returned to the merchant (the fee charged at the hub stands). Refused: the parcel goes on.',
  auth: 'ops',
  body: staffStep.extend({
    approve: booleanRule,
    note: z.string().trim().max(NOTE_MAX, { message: 'v.over500' }).default(''),
  }),
  response: stepResult.extend({ interception_requested: z.boolean() }),
});

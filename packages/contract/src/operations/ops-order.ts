import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { orderStatusSchema } from '../fulfilment/order-status';
import { idRule } from '../rules/id';
import { serialNumberRule } from '../rules/serial-number';
import { SKU_MAX } from '../rules/sku';
import { booleanRule, dateTimeRule, numberInput } from '../rules/strict-values';
import { NOTE_MAX } from './order/order-fields';

/**
 * The warehouse's and customer service's steps on an order (`ops-key` header): what the WMS and the
 * carriers' tracking feeds will call. Each names the order by its system order id (printed on the
 * parcel) and the staff member acting (`operator`, kept in the order's history).
 */
const staffStep = z.object({
  system_order_id: z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(40),
  /** Who acts, as the history shows it; "staff" when not given. */
  operator: z.string().trim().max(60, { message: 'v.tooLong' }).default(''),
});

/** Serial numbers one packing may bind: an order holds at most 5000 units of serialised goods. */
export const ORDER_SERIAL_NUMBERS_MAX = 5000;

const stepResult = z.object({ system_order_id: z.string(), status: orderStatusSchema });

const measure = (max: number) =>
  numberInput(
    z
      .number({ message: 'v.positiveMeasure' })
      .positive({ message: 'v.positiveMeasure' })
      .max(max, { message: 'v.tooBig' }),
  );

/** A parcel as weighed and measured: whole grams, centimetres. */
const measuredParcel = z.object({
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
});

export const verify = defineOperation({
  id: 'opsOrder.verify',
  method: 'POST',
  changes: ['orders', 'statistics'],
  path: '/api/ops/order/verify',
  summary: 'The warehouse accepts a submitted order: Verifying → Awaiting Packing.',
  auth: 'ops',
  body: staffStep,
  response: stepResult,
});

export const pack = defineOperation({
  id: 'opsOrder.pack',
  method: 'POST',
  changes: ['orders', 'stock', 'wallet', 'statistics', 'serialNumbers'],
  path: '/api/ops/order/pack',
  summary:
    'The parcel is packed and measured: its stock is deducted, the final fee for the measured parcel is charged (the hold released), the serial numbers named are bound to the order → Packaged.',
  auth: 'ops',
  body: staffStep.extend({
    ...measuredParcel.shape,
    /** The units' serial numbers, bound to the order's lines: each must be the merchant's, of that SKU and unbound. */
    serial_numbers: z
      .array(
        z.object({
          sku: z.string().trim().min(1, { message: 'v.required' }).max(SKU_MAX),
          serial_number: serialNumberRule,
        }),
      )
      .max(ORDER_SERIAL_NUMBERS_MAX, { message: 'v.tooManyItems' })
      .default([]),
  }),
  response: stepResult.extend({ final_fee: z.number().int() }),
});

export const handOver = defineOperation({
  id: 'opsOrder.handOver',
  method: 'POST',
  changes: ['orders', 'statistics', 'wallet'],
  path: '/api/ops/order/handOver',
  summary: 'The packed parcel waits at the dock for the carrier: Packaged → Awaiting Shipping.',
  auth: 'ops',
  body: staffStep,
  response: stepResult,
});

const trackingNumber = z.string().trim().max(60, { message: 'v.tooLong' });

export const ship = defineOperation({
  id: 'opsOrder.ship',
  method: 'POST',
  changes: ['orders', 'statistics', 'wallet'],
  path: '/api/ops/order/ship',
  summary:
    "The carrier collected the parcel: Awaiting Shipping → Shipped, with its tracking numbers. With `parcel`, the carrier's own weight and dimensions: the fee is priced again for them and the difference from the fee charged at packing is debited or credited once as a `fee_adjustment` (the order's fee becomes the final one).",
  auth: 'ops',
  body: staffStep.extend({
    tracking_number: trackingNumber.min(1, { message: 'v.required' }),
    last_mile_tracking_number: trackingNumber.default(''),
    parcel: measuredParcel.optional(),
  }),
  response: stepResult.extend({
    /** The order's fee after shipping (cents): the packing charge plus any adjustment. */
    final_fee: z.number().int().nullable(),
    /** Signed cents debited (positive) or credited (negative) as the fee adjustment; 0 when none. */
    fee_adjustment: z.number().int(),
  }),
});

/** Where a tracking event moves the order, when it says the parcel reached a new stage. */
export const TRACKING_MOVES = ['in_transit', 'pick_up', 'out_for_delivery', 'delivered'] as const;

export const addTrackingEvent = defineOperation({
  id: 'opsOrder.addTrackingEvent',
  method: 'POST',
  changes: ['orders', 'statistics', 'wallet'],
  path: '/api/ops/order/addTrackingEvent',
  summary:
    "A carrier's tracking event; `moves_to` moves the order (In Transit, Pick Up, Out For Delivery, Delivered) when the event says so.",
  auth: 'ops',
  body: staffStep.extend({
    source: z.enum(['carrier', 'last_mile'], { message: 'v.choice' }).default('carrier'),
    status_text: z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(200),
    location: z.string().trim().max(200, { message: 'v.tooLong' }).default(''),
    occurred_at: dateTimeRule(),
    moves_to: z.enum(TRACKING_MOVES, { message: 'v.choice' }).optional(),
  }),
  response: stepResult,
});

const reasonText = z
  .string({ message: 'v.required' })
  .trim()
  .min(1, { message: 'v.required' })
  .max(NOTE_MAX, { message: 'v.over500' });

export const raiseException = defineOperation({
  id: 'opsOrder.raiseException',
  method: 'POST',
  changes: ['orders', 'statistics'],
  path: '/api/ops/order/raiseException',
  summary:
    "An exception that needs the merchant's reply. A parcel on its way goes to Alert; at the warehouse (Verifying to Awaiting Shipping) the order keeps its status and waits for the reply.",
  auth: 'ops',
  body: staffStep.extend({ reason: reasonText }),
  response: stepResult.extend({ exception_id: z.number().int() }),
});

export const resolveException = defineOperation({
  id: 'opsOrder.resolveException',
  method: 'POST',
  changes: ['orders', 'statistics'],
  path: '/api/ops/order/resolveException',
  summary: 'Close an exception; an Alert order whose exceptions are all resolved goes back to In Transit.',
  auth: 'ops',
  body: staffStep.extend({
    exception_id: idRule,
    resolution: z.string().trim().max(NOTE_MAX, { message: 'v.over500' }).default(''),
  }),
  response: stepResult,
});

export const resolveInterception = defineOperation({
  id: 'opsOrder.resolveInterception',
  method: 'POST',
  changes: ['orders', 'stock', 'wallet', 'statistics', 'serialNumbers'],
  path: '/api/ops/order/resolveInterception',
  summary:
    "Answer the merchant's interception request: approved, the order is Canceled (locked stock released, or packed stock put back; the fee hold released); rejected, it goes on.",
  auth: 'ops',
  body: staffStep.extend({
    approve: booleanRule,
    remark: z.string().trim().max(NOTE_MAX, { message: 'v.over500' }).default(''),
  }),
  response: stepResult,
});

export const markExpired = defineOperation({
  id: 'opsOrder.markExpired',
  method: 'POST',
  changes: ['orders', 'statistics', 'wallet'],
  path: '/api/ops/order/markExpired',
  summary: 'The parcel has been on its way too long: In Transit (or Alert) → Expired.',
  auth: 'ops',
  body: staffStep.extend({ reason: z.string().trim().max(NOTE_MAX, { message: 'v.over500' }).default('') }),
  response: stepResult,
});

export const markDelivered = defineOperation({
  id: 'opsOrder.markDelivered',
  method: 'POST',
  changes: ['orders', 'statistics', 'wallet'],
  path: '/api/ops/order/markDelivered',
  summary: 'Proof of delivery without a carrier event: any stage on the way (Alert and Expired too) → Delivered.',
  auth: 'ops',
  body: staffStep,
  response: stepResult,
});

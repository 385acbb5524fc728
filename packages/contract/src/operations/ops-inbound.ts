import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';
import { SKU_MAX, skuRule } from '../rules/sku';
import { booleanRule, numberInput } from '../rules/strict-values';
import { INBOUND_QUANTITY_MAX } from './inbound/booking-input';
import { inboundStatusSchema } from './inbound/inbound-status';
import { inboundRateCardInputSchema, inboundRateCardSchema } from './ops-inbound/inbound-rate-card';

/**
 * Customer service's and the warehouse's steps on an inbound booking (`ops-key` header): what the WMS
 * will call. Each names the booking by its receiving number and the staff member acting (`operator`,
 * kept in the booking's history). Differences found at quality check raise a normal loss (or gain)
 * order, those found at shelving an abnormal one.
 */
const staffStep = z.object({
  receiving_no: z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(40),
  operator: z.string().trim().max(60, { message: 'v.tooLong' }).default(''),
});
const skuQuantities = z
  .array(
    z.object({
      sku: z.string().trim().min(1, { message: 'v.required' }).max(SKU_MAX),
      quantity: numberInput(z.number().int({ message: 'v.wholeNumber' }).min(0).max(INBOUND_QUANTITY_MAX)),
    }),
  )
  .max(200, { message: 'v.tooManyItems' });

const stepResult = z.object({
  receiving_no: z.string(),
  status: inboundStatusSchema,
  /** Loss or gain orders this step raised. */
  loss_orders: z.array(z.object({ id: z.number().int(), loss_no: z.string() })).default([]),
});

export const audit = defineOperation({
  id: 'opsInbound.audit',
  method: 'POST',
  changes: ['inbound', 'stock'],
  path: '/api/ops/inbound/audit',
  summary:
    'Customer service accepts a submitted booking: Submitted → Confirmed (the merchant can no longer withdraw it).',
  auth: 'ops',
  body: staffStep,
  response: stepResult,
});

export const arrive = defineOperation({
  id: 'opsInbound.arrive',
  method: 'POST',
  changes: ['inbound', 'wallet', 'stock'],
  path: '/api/ops/inbound/arrive',
  summary:
    'Boxes reach the dock (by box number; none named: every box not yet arrived). Confirmed → Future Receipt while some are missing, → Pending quality control once all have arrived.',
  auth: 'ops',
  body: staffStep.extend({
    box_nos: z
      .array(numberInput(z.number().int().min(1).max(100_000)))
      .max(2000, { message: 'v.tooManyItems' })
      .default([]),
    /** Close receiving with boxes still missing: what arrived is checked, the rest counts as lost. */
    close: booleanRule.prefault(false),
  }),
  response: stepResult,
});

export const qualityCheck = defineOperation({
  id: 'opsInbound.qualityCheck',
  method: 'POST',
  changes: ['inbound', 'lossOrders', 'stock'],
  path: '/api/ops/inbound/qualityCheck',
  summary:
    'Qualified units per SKU (SKUs not named: all that arrived): Pending quality control → To be shelved. A SKU whose qualified units differ from those booked raises a normal loss or gain order.',
  auth: 'ops',
  body: staffStep.extend({ qualified: skuQuantities.default([]) }),
  response: stepResult,
});

export const shelve = defineOperation({
  id: 'opsInbound.shelve',
  method: 'POST',
  changes: ['inbound', 'stock', 'wallet', 'lossOrders'],
  path: '/api/ops/inbound/shelve',
  summary:
    'Units put on the shelf per SKU (SKUs not named: all qualified): the stock ledger receives them as one inbound batch → Inventory completion. A SKU shelved unlike its qualified units raises an abnormal loss or gain order.',
  auth: 'ops',
  body: staffStep.extend({ shelved: skuQuantities.default([]) }),
  response: stepResult,
});

export const voidBooking = defineOperation({
  id: 'opsInbound.void',
  method: 'POST',
  changes: ['inbound', 'stock'],
  path: '/api/ops/inbound/void',
  summary:
    'Customer service cancels a booking the merchant can no longer withdraw (or refuses one at audit): → Voided.',
  auth: 'ops',
  body: staffStep.extend({
    reason: z.string().trim().min(1, { message: 'v.required' }).max(500, { message: 'v.tooLong' }),
  }),
  response: stepResult,
});

export const getInboundRateCard = defineOperation({
  id: 'opsInbound.getInboundRateCard',
  method: 'GET',
  shows: ['inbound', 'reference'],
  path: '/api/ops/finance/getInboundRateCard',
  summary:
    "A warehouse's inbound rate card (US cents): handling per carton arrived and per unit shelved, and each inbound value-added service's unit price; the defaults while it has none of its own.",
  auth: 'ops',
  query: z.object({ warehouse_id: idRule }),
  response: inboundRateCardSchema,
});

export const setInboundRateCard = defineOperation({
  id: 'opsInbound.setInboundRateCard',
  method: 'POST',
  changes: ['inbound'],
  path: '/api/ops/finance/setInboundRateCard',
  summary:
    "Replaces a warehouse's inbound rate card (US cents). Bookings shelved from then on are charged by it: handling and value-added services as one `inbound_fee` transaction.",
  auth: 'ops',
  body: inboundRateCardInputSchema,
  response: inboundRateCardSchema,
});

export const receivePackaging = defineOperation({
  id: 'opsInbound.receivePackaging',
  method: 'POST',
  changes: ['inbound', 'stock'],
  path: '/api/ops/inbound/receivePackaging',
  summary:
    "The merchant's own packaging (boxes, mailers, inserts) that came with a booking, counted into the packaging stock of the booking's warehouse once its boxes are in (Pending quality control, To be shelved or Inventory completion).",
  auth: 'ops',
  body: staffStep.extend({
    packaging: z
      .array(
        z.object({
          /** A packaging code of the booking's merchant (any case). */
          code: skuRule,
          quantity: numberInput(
            z
              .number({ message: 'v.required' })
              .int({ message: 'v.wholeNumber' })
              .min(1, { message: 'v.tooSmall' })
              .max(INBOUND_QUANTITY_MAX, { message: 'v.tooBig' }),
          ),
        }),
        { message: 'v.required' },
      )
      .min(1, { message: 'v.required' })
      .max(200, { message: 'v.tooManyItems' }),
  }),
  response: stepResult,
});

import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { shippingQuoteSchema } from '../fulfilment/shipping-quote';
import { idRule } from '../rules/id';
import { booleanRule } from '../rules/strict-values';
import { NOTE_MAX, ORDER_BATCH_MAX } from './order/order-fields';
import {
  dutyTermsRule,
  parcelDetailSchema,
  parcelDraftObject,
  parcelFeeSchema,
  parcelListItemSchema,
  senderInputSchema,
  senderSchema,
} from './self-service-order/parcel-fields';
import { parcelFilterSchema, parcelStatusTabSchema } from './self-service-order/parcel-filters';

export * from './self-service-order/parcel-fields';
export * from './self-service-order/parcel-files';
export * from './self-service-order/parcel-filters';
export * from './self-service-order/parcel-status';

/**
 * Self-service parcel orders (issue 27, `/self-service-order`): parcels the merchant hands over
 * itself, for goods not in the provider's warehouse. A sub-account needs the order right: a parcel
 * order is an outbound order the merchant pays for from the same wallet. Parcels carry no SKUs, so a
 * sub-account limited to chosen SKUs sees them all like one that is not (docs/server/self-service-orders.md).
 */

export const getParcelList = defineOperation({
  id: 'selfServiceOrder.getList',
  method: 'GET',
  shows: ['parcels', 'reference', 'shipping'],
  path: '/api/ucenter/selfServiceOrder/getList',
  summary: "The merchant's self-service parcel orders in one status tab, newest first.",
  auth: 'user',
  permission: 'order',
  query: parcelFilterSchema.extend(pageQuery.shape).extend({ status: parcelStatusTabSchema.default('all') }),
  response: listOf(parcelListItemSchema).extend({
    /** With `parcel_nos`: the numbers searched that no parcel answers under the filters (any tab), as typed. */
    not_found: z.array(z.string()).optional(),
  }),
});

export const getParcelStatusCount = defineOperation({
  id: 'selfServiceOrder.getStatusCount',
  method: 'GET',
  shows: ['parcels'],
  path: '/api/ucenter/selfServiceOrder/getStatusCount',
  summary: 'How many parcel orders each status tab holds under the same filters.',
  auth: 'user',
  permission: 'order',
  query: parcelFilterSchema,
  response: z.object({ counts: z.record(parcelStatusTabSchema, z.number().int()) }),
});

export const getParcelDetail = defineOperation({
  id: 'selfServiceOrder.getDetail',
  method: 'GET',
  shows: ['parcels', 'reference', 'shipping'],
  path: '/api/ucenter/selfServiceOrder/getDetail',
  summary:
    'One parcel order: sender, recipient, pieces with their customs lines and measures, hand-over, fees (estimate and final), tracking events, exceptions and status history.',
  auth: 'user',
  permission: 'order',
  query: z.object({ id: idRule }),
  response: parcelDetailSchema,
});

/**
 * The shipping options of a pre-advice (the form's next step). A POST although it writes nothing: the
 * pieces do not fit a query string. Each option is the method's quote summed over the pieces.
 */
export const getParcelShippingOptions = defineOperation({
  id: 'selfServiceOrder.getShippingOptions',
  method: 'POST',
  changes: [],
  shows: ['shipping', 'reference'],
  path: '/api/ucenter/selfServiceOrder/getShippingOptions',
  summary:
    'Every shipping method of the hub that carries every piece, cheapest first: the sum, and each piece’s working (charges line by line).',
  auth: 'user',
  permission: 'order',
  body: parcelDraftObject
    .omit({ shipping_method_code: true, sender_id: true, handover: true, customer_ref: true, note: true })
    .superRefine(dutyTermsRule),
  response: z.object({
    list: z.array(
      parcelFeeSchema.extend({
        shipping_method_code: z.string(),
        shipping_method_name: z.string(),
        courier: z.string(),
        delivery_time: z.string(),
        quotes: z.array(shippingQuoteSchema),
      }),
    ),
  }),
});

export const saveParcel = defineOperation({
  id: 'selfServiceOrder.save',
  method: 'POST',
  changes: ['parcels', 'wallet'],
  path: '/api/ucenter/selfServiceOrder/save',
  summary:
    'Save a parcel order as a draft, or edit the draft named by `id`; `submit: true` pre-advises it in the same transaction (the estimate is quoted and held on the wallet).',
  auth: 'user',
  permission: 'order',
  body: parcelDraftObject
    .extend({
      id: idRule.optional(),
      /** `updated_at` of the draft being edited: a save over a newer change is refused. */
      updated_at: z.string().max(40).optional(),
      submit: booleanRule.prefault(false),
    })
    .superRefine(dutyTermsRule),
  response: z.object({
    id: z.number().int(),
    parcel_no: z.string(),
    status: z.string(),
    estimated_fee: z.number().int(),
    updated_at: z.string(),
  }),
});

const idsRule = z
  .array(idRule, { message: 'v.required' })
  .min(1, { message: 'v.required' })
  .max(ORDER_BATCH_MAX, { message: 'v.tooManyItems' });

export const submitParcels = defineOperation({
  id: 'selfServiceOrder.submit',
  method: 'POST',
  changes: ['parcels', 'wallet'],
  path: '/api/ucenter/selfServiceOrder/submit',
  summary: 'Pre-advise draft parcel orders, all or none: each is quoted again and its estimate held → Pre-advised.',
  auth: 'user',
  permission: 'order',
  body: z.object({ ids: idsRule }),
  response: z.object({ submitted: z.number().int(), estimated_total: z.number().int() }),
});

export const cancelParcel = defineOperation({
  id: 'selfServiceOrder.cancel',
  method: 'POST',
  changes: ['parcels', 'wallet'],
  path: '/api/ucenter/selfServiceOrder/cancel',
  summary: 'Cancel a draft or a pre-advised parcel order that is not handed over yet; the held estimate is released.',
  auth: 'user',
  permission: 'order',
  body: z.object({ id: idRule, reason: z.string().trim().max(NOTE_MAX, { message: 'v.over500' }).default('') }),
  response: z.object({ status: z.string() }),
});

export const requestParcelInterception = defineOperation({
  id: 'selfServiceOrder.requestInterception',
  method: 'POST',
  changes: ['parcels'],
  path: '/api/ucenter/selfServiceOrder/requestInterception',
  summary:
    'Ask the hub to stop a parcel it holds (Handed over or Received at hub) before it ships; staff answer (attempted, not guaranteed).',
  auth: 'user',
  permission: 'order',
  body: z.object({ id: idRule, reason: z.string().trim().max(NOTE_MAX, { message: 'v.over500' }).default('') }),
  response: z.object({ status: z.string(), interception_requested: z.boolean() }),
});

export const replyParcelException = defineOperation({
  id: 'selfServiceOrder.replyException',
  method: 'POST',
  changes: ['parcels'],
  path: '/api/ucenter/selfServiceOrder/replyException',
  summary: 'Answer an exception the hub raised on the parcel; staff read the reply and resolve it.',
  auth: 'user',
  permission: 'order',
  body: z.object({
    id: idRule,
    exception_id: idRule,
    reply: z
      .string({ message: 'v.required' })
      .trim()
      .min(1, { message: 'v.required' })
      .max(NOTE_MAX, { message: 'v.over500' }),
  }),
  response: z.object({ state: z.string() }),
});

export const getSenders = defineOperation({
  id: 'selfServiceOrder.getSenders',
  method: 'GET',
  shows: ['parcels'],
  path: '/api/ucenter/selfServiceOrder/getSenders',
  summary: "The merchant's saved sender addresses, as the pre-advice's sender select lists them.",
  auth: 'user',
  permission: 'order',
  response: z.object({ list: z.array(senderSchema) }),
});

export const saveSender = defineOperation({
  id: 'selfServiceOrder.saveSender',
  method: 'POST',
  changes: ['parcels'],
  path: '/api/ucenter/selfServiceOrder/saveSender',
  summary: 'Add a sender address, or change the one named by `id` (parcels already saved keep their copy).',
  auth: 'user',
  permission: 'order',
  body: senderInputSchema.extend({ id: idRule.optional() }),
  response: senderSchema,
});

export const deleteSender = defineOperation({
  id: 'selfServiceOrder.deleteSender',
  method: 'POST',
  changes: ['parcels'],
  path: '/api/ucenter/selfServiceOrder/deleteSender',
  summary: 'Remove a sender address from the list (parcels already saved keep their copy).',
  auth: 'user',
  permission: 'order',
  body: z.object({ id: idRule }),
  response: z.object({ deleted: z.number().int() }),
});

/** The label and the declaration: a 300 s client timeout, as spec 7 gives label printing. */
const PRINT_TIMEOUT_MS = 300_000;

export const printParcelLabel = defineOperation({
  id: 'selfServiceOrder.printLabel',
  method: 'GET',
  shows: ['parcels', 'reference', 'shipping'],
  path: '/api/ucenter/selfServiceOrder/printLabel',
  summary:
    'The parcel’s 4 × 6 inch labels as PDF, one page per piece: method and hub, sender, recipient, the parcel no. as Code 128 and the customs summary. Refused for a draft or a canceled parcel.',
  auth: 'user',
  permission: 'order',
  query: z.object({ id: idRule }),
  response: 'binary',
  timeoutMs: PRINT_TIMEOUT_MS,
});

export const printCustomsDeclaration = defineOperation({
  id: 'selfServiceOrder.printCustomsDeclaration',
  method: 'GET',
  shows: ['parcels', 'reference', 'shipping'],
  path: '/api/ucenter/selfServiceOrder/printCustomsDeclaration',
  summary:
    'The parcel’s customs declaration as PDF (A4): sender, recipient, duty terms and tax numbers, every customs line with its HS code, origin and value, the totals and the sender’s certification.',
  auth: 'user',
  permission: 'order',
  query: z.object({ id: idRule }),
  response: 'binary',
  timeoutMs: PRINT_TIMEOUT_MS,
});

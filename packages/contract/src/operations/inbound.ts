import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';
import { inboundPackingSchema, inboundSaveSchema } from './inbound/booking-input';
import { inboundDetailSchema, inboundFilterSchema, inboundListItemSchema } from './inbound/booking-views';
import { inboundStatusSchema, inboundStatusTabSchema } from './inbound/inbound-status';

export * from './inbound/booking-input';
export * from './inbound/booking-views';
export * from './inbound/inbound-status';

/** Inbound bookings (receiving orders) of the merchant: the wizard, the list and the detail. */
const bookingRef = z.object({ id: idRule });
const statusReply = z.object({ id: z.number().int(), receiving_no: z.string(), status: inboundStatusSchema });

export const getList = defineOperation({
  id: 'inbound.getList',
  method: 'GET',
  shows: ['inbound', 'reference'],
  path: '/api/ucenter/inbound/getList',
  summary: "The merchant's inbound bookings in one status tab, newest first.",
  auth: 'user',
  permission: 'inbound',
  query: inboundFilterSchema.extend(pageQuery.shape).extend({ status: inboundStatusTabSchema.default('all') }),
  response: listOf(inboundListItemSchema),
});

export const getStatusCount = defineOperation({
  id: 'inbound.getStatusCount',
  method: 'GET',
  shows: ['inbound'],
  path: '/api/ucenter/inbound/getStatusCount',
  summary: 'How many bookings each status tab holds under the same filters.',
  auth: 'user',
  permission: 'inbound',
  query: inboundFilterSchema,
  response: z.object({ counts: z.record(inboundStatusTabSchema, z.number().int()) }),
});

export const getDetail = defineOperation({
  id: 'inbound.getDetail',
  method: 'GET',
  shows: ['inbound', 'products', 'reference', 'lossOrders', 'stock'],
  path: '/api/ucenter/inbound/getDetail',
  summary: 'One booking: what was booked and packed, expected/arrived/qualified/shelved per SKU and box, its history.',
  auth: 'user',
  permission: 'inbound',
  query: bookingRef,
  response: inboundDetailSchema,
});

export const saveDraft = defineOperation({
  id: 'inbound.saveDraft',
  method: 'POST',
  changes: ['inbound', 'stock'],
  path: '/api/ucenter/inbound/saveDraft',
  summary:
    'Save the wizard as a draft: a new booking without `id`, else the draft (or withdrawn booking) `id`, replaced whole. Its receiving number is given at the first save.',
  auth: 'user',
  permission: 'inbound',
  body: inboundSaveSchema,
  response: statusReply,
});

export const reserve = defineOperation({
  id: 'inbound.reserve',
  method: 'POST',
  changes: ['inbound'],
  path: '/api/ucenter/inbound/reserve',
  summary:
    "Step 3 complete: keeps steps 1–3 (warehouse, SKUs, packing list) as a draft so its packing list and shipping marks can be printed; a new booking gets its receiving number here. Step 5 is not required (saveDraft and submit still require it); a draft's stored shipping and services are kept.",
  auth: 'user',
  permission: 'inbound',
  body: inboundPackingSchema,
  response: statusReply,
});

export const submit = defineOperation({
  id: 'inbound.submit',
  method: 'POST',
  changes: ['inbound', 'stock'],
  path: '/api/ucenter/inbound/submit',
  summary:
    'Submit shipment: saves the wizard (as saveDraft) and submits it for audit in one step; Draft/Withdrawn → Submitted. Steps 1–4 are then read-only.',
  auth: 'user',
  permission: 'inbound',
  body: inboundSaveSchema,
  response: statusReply,
});

export const withdraw = defineOperation({
  id: 'inbound.withdraw',
  method: 'POST',
  changes: ['inbound', 'stock'],
  path: '/api/ucenter/inbound/withdraw',
  summary: 'Take a submitted booking back before customer service audits it: Submitted → Withdrawn.',
  auth: 'user',
  permission: 'inbound',
  body: bookingRef,
  response: statusReply,
});

export const deleteDraft = defineOperation({
  id: 'inbound.deleteDraft',
  method: 'POST',
  changes: ['inbound', 'stock'],
  path: '/api/ucenter/inbound/deleteDraft',
  summary: 'Delete a draft or withdrawn booking; its receiving number is not reused.',
  auth: 'user',
  permission: 'inbound',
  body: bookingRef,
  response: z.object({ id: z.number().int() }),
});

export const downloadProductList = defineOperation({
  id: 'inbound.downloadProductList',
  method: 'GET',
  shows: ['products'],
  path: '/api/ucenter/inbound/downloadProductList',
  summary:
    'Step 2: the SKUs named (comma-separated codes, at most 200) as an xlsx product list with barcode, names, declared value, weight and sizes, and with `quantities` the units booked of each. Barcode labels are the SKU labels of product.printSku.',
  auth: 'user',
  permission: 'inbound',
  query: z.object({
    skus: z.string({ message: 'v.productAdd' }).trim().min(1, { message: 'v.productAdd' }).max(8000),
    /** The booked units of each SKU, comma-separated in the order of `skus`: printed in their own column. */
    quantities: z
      .string()
      .trim()
      .max(8000)
      .regex(/^\d{1,7}(\s*,\s*\d{1,7})*$/, { message: 'v.wholeNumber' })
      .optional(),
  }),
  response: 'binary',
});

export const downloadPackingList = defineOperation({
  id: 'inbound.downloadPackingList',
  method: 'GET',
  shows: ['inbound', 'products'],
  path: '/api/ucenter/inbound/downloadPackingList',
  summary: "Step 4: a saved booking's packing list, one row per box and SKU, as xlsx or PDF (`format`).",
  auth: 'user',
  permission: 'inbound',
  query: bookingRef.extend({ format: z.enum(['xlsx', 'pdf'], { message: 'v.choice' }).default('xlsx') }),
  response: 'binary',
  timeoutMs: 120_000,
});

export const downloadShippingMarks = defineOperation({
  id: 'inbound.downloadShippingMarks',
  method: 'GET',
  shows: ['inbound', 'products'],
  path: '/api/ucenter/inbound/downloadShippingMarks',
  summary:
    "Step 4: a saved booking's shipping marks as PDF, one 100 × 100 mm page per box: receiving number, box n of N, warehouse address and a Code 128 barcode of the box code.",
  auth: 'user',
  permission: 'inbound',
  query: bookingRef,
  response: 'binary',
  timeoutMs: 120_000,
});

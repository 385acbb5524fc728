import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { shippingQuoteSchema } from '../fulfilment/shipping-quote';
import { idRule } from '../rules/id';
import { booleanRule } from '../rules/strict-values';
import {
  addressTypeSchema,
  consumableInputSchema,
  countryCodeRule,
  NOTE_MAX,
  ORDER_BATCH_MAX,
  orderDetailSchema,
  orderDraftSchema,
  orderItemInputSchema,
  orderListItemSchema,
  platformOrderNoRule,
  taxCodesSchema,
  warehouseIdRule,
} from './order/order-fields';
import { orderFilterSchema, orderStatusTabSchema } from './order/order-filters';

export * from './order/files';
export * from './order/order-fields';
export * from './order/order-filters';

const idsRule = z
  .array(idRule, { message: 'v.required' })
  .min(1, { message: 'v.required' })
  .max(ORDER_BATCH_MAX, { message: 'v.tooManyItems' });

export const getOrderList = defineOperation({
  id: 'order.getOrderList',
  method: 'GET',
  shows: ['orders', 'account', 'reference', 'products'],
  path: '/api/ucenter/order/getOrderList',
  summary: "The merchant's orders in one status tab, newest first.",
  auth: 'user',
  permission: 'order',
  query: orderFilterSchema.extend(pageQuery.shape).extend({
    status: orderStatusTabSchema.default('all'),
    /**
     * Keyset paging: the id of the last order of the page before. The page then starts right after
     * it instead of skipping `(page - 1) × page_size` orders, which a deep page (page 1,000 of a
     * million orders) pays for; `page` is then only echoed by the screen. Next-page links should
     * send it; a jump to a page number cannot.
     */
    after_id: idRule.optional(),
  }),
  response: listOf(orderListItemSchema).extend({
    /** With `order_nos`: the numbers searched that no order answers under the filters (any tab), as typed. */
    not_found: z.array(z.string()).optional(),
  }),
});

export const getStatusCount = defineOperation({
  id: 'order.getStatusCount',
  method: 'GET',
  shows: ['orders', 'products'],
  path: '/api/ucenter/order/getStatusCount',
  summary: 'How many orders each status tab holds under the same filters (the tabs of the list, the home page).',
  auth: 'user',
  permission: 'order',
  query: orderFilterSchema,
  response: z.object({ counts: z.record(orderStatusTabSchema, z.number().int()) }),
});

export const getOrderDetail = defineOperation({
  id: 'order.getOrderDetail',
  method: 'GET',
  shows: ['orders', 'account', 'reference', 'products'],
  path: '/api/ucenter/order/getOrderDetail',
  summary: 'One order: recipient, lines, fees (estimate and final), tracking, exceptions and its status history.',
  auth: 'user',
  permission: 'order',
  query: z.object({ id: idRule }),
  response: orderDetailSchema,
});

export const saveOrder = defineOperation({
  id: 'order.saveOrder',
  method: 'POST',
  changes: ['orders', 'stock', 'wallet', 'statistics'],
  path: '/api/ucenter/order/saveOrder',
  summary:
    'Create an order in Approving status, or edit the one named by `id` while it is Approving. `submit: true` also ships it (submitOrders) in the same transaction.',
  auth: 'user',
  permission: 'order',
  body: orderDraftSchema.extend({
    id: idRule.optional(),
    /** `updated_at` of the copy being edited: a save over somebody else's newer change is refused. */
    updated_at: z.string().max(40).optional(),
    submit: booleanRule.prefault(false),
  }),
  response: z.object({
    id: z.number().int(),
    system_order_id: z.string(),
    status: z.string(),
    updated_at: z.string(),
  }),
});

export const checkDuplicate = defineOperation({
  id: 'order.checkDuplicate',
  method: 'GET',
  shows: ['orders', 'products'],
  path: '/api/ucenter/order/checkDuplicate',
  summary:
    'Whether the platform order no. is taken, and orders likely to be the same one (same recipient and SKUs within 7 days).',
  auth: 'user',
  permission: 'order',
  query: z.object({
    platform_order_no: platformOrderNoRule,
    /** The order being edited, left out of the answer. */
    id: idRule.optional(),
    first_name: z.string().trim().max(50).optional(),
    zip: z.string().trim().max(20).optional(),
    country: z.string().trim().toUpperCase().max(2).optional(),
    /** The draft's SKUs, comma-separated. */
    skus: z.string().trim().max(3100).optional(),
  }),
  response: z.object({
    exists: z.boolean(),
    likely_duplicates: z.array(
      z.object({ id: z.number().int(), platform_order_no: z.string(), status: z.string(), created_at: z.string() }),
    ),
  }),
});

export const RECOGNIZE_TEXT_MAX = 2000;

export const recognizeAddress = defineOperation({
  id: 'order.recognizeAddress',
  method: 'POST',
  changes: [],
  path: '/api/ucenter/order/recognizeAddress',
  summary: 'Recipient fields recognised in an address pasted as it came (marketplace, e-mail, chat).',
  auth: 'user',
  permission: 'order',
  body: z.object({ text: z.string().max(RECOGNIZE_TEXT_MAX, { message: 'v.tooLong' }) }),
  response: z.object({
    first_name: z.string(),
    last_name: z.string(),
    company: z.string(),
    phone: z.string(),
    email: z.string(),
    address1: z.string(),
    address2: z.string(),
    house_number: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    /** ISO 3166 alpha-2, or '' when none was recognised. */
    country: z.string(),
  }),
});

/**
 * The shipping options for a draft (the next step). A POST although it writes nothing: the draft's
 * lines do not fit a query string.
 */
export const getShippingOptions = defineOperation({
  id: 'order.getShippingOptions',
  method: 'POST',
  changes: [],
  shows: ['shipping', 'products', 'reference', 'orders'],
  path: '/api/ucenter/order/getShippingOptions',
  summary: 'Every shipping method that fits the draft, cheapest first, each with its charges line by line.',
  auth: 'user',
  permission: 'order',
  body: z.object({
    warehouse_id: warehouseIdRule,
    address_type: addressTypeSchema.default('residential'),
    country: z
      .string({ message: 'v.countrySelectNext' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, {
        message: 'v.countrySelectNext',
      }),
    zip: z.string().trim().max(20).default(''),
    state: z.string().trim().max(100).default(''),
    items: z
      .array(orderItemInputSchema.pick({ sku: true, quantity: true, unit_price: true }), { message: 'v.productAdd' })
      .min(1, { message: 'v.productAdd' })
      .max(100, { message: 'v.tooManyItems' }),
    consumables: z.array(consumableInputSchema).max(10).default([]),
    /** The merchant's own packaging, as the draft's: it weighs in every option (never charged). */
    packaging: orderDraftSchema.shape.packaging,
    tax_codes: taxCodesSchema.default({ vat: '', ioss: '', gst: '', icms: '' }),
    /** Same-recipient, same-day orders count together for the IOSS threshold; the edited order is left out. */
    first_name: z.string().trim().max(50).default(''),
    order_id: idRule.optional(),
  }),
  response: z.object({ list: z.array(shippingQuoteSchema) }),
});

export const valueAddedServiceSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** USD cents per unit. */
  unit_price: z.number().int(),
  /** What a unit is: one item of the order, or the whole order. */
  unit: z.enum(['item', 'order']),
});

export const getValueAddedServices = defineOperation({
  id: 'order.getValueAddedServices',
  method: 'GET',
  shows: ['reference'],
  path: '/api/ucenter/order/getValueAddedServices',
  summary: 'The optional value-added services the warehouse quotes, with their prices.',
  auth: 'user',
  permission: 'order',
  query: z.object({ warehouse_id: warehouseIdRule }),
  response: z.object({ list: z.array(valueAddedServiceSchema) }),
});

export const submitOrders = defineOperation({
  id: 'order.submitOrders',
  method: 'POST',
  changes: ['orders', 'stock', 'wallet', 'statistics'],
  path: '/api/ucenter/order/submitOrders',
  summary:
    "Ship the orders (spec: 'Ship the order'): all or none. Locks their stock and holds their estimated fees; they go to Verifying.",
  auth: 'user',
  permission: 'order',
  body: z.object({ ids: idsRule }),
  response: z.object({ submitted: z.number().int(), estimated_total: z.number().int() }),
});

export const cancelOrder = defineOperation({
  id: 'order.cancelOrder',
  method: 'POST',
  changes: ['orders', 'stock', 'wallet', 'statistics', 'serialNumbers'],
  path: '/api/ucenter/order/cancelOrder',
  summary:
    'Cancel an Approving order; for an order already with the warehouse (Verifying to Awaiting Shipping) record an interception request that staff resolve (attempted, not guaranteed).',
  auth: 'user',
  permission: 'order',
  body: z.object({ id: idRule, reason: z.string().trim().max(NOTE_MAX, { message: 'v.over500' }).default('') }),
  response: z.object({ status: z.string(), interception_requested: z.boolean() }),
});

export const deleteOrder = defineOperation({
  id: 'order.deleteOrder',
  method: 'POST',
  changes: ['orders', 'statistics'],
  path: '/api/ucenter/order/deleteOrder',
  summary: 'Delete Approving or Canceled orders (all or none).',
  auth: 'user',
  permission: 'order',
  body: z.object({ ids: idsRule }),
  response: z.object({ deleted: z.number().int() }),
});

export const copyOrder = defineOperation({
  id: 'order.copyOrder',
  method: 'POST',
  changes: ['orders', 'statistics'],
  path: '/api/ucenter/order/copyOrder',
  summary: 'A new Approving order with the same recipient, lines and options, under a new platform order no.',
  auth: 'user',
  permission: 'order',
  body: z.object({ id: idRule }),
  response: z.object({ id: z.number().int(), platform_order_no: z.string() }),
});

export const replyException = defineOperation({
  id: 'order.replyException',
  method: 'POST',
  changes: ['orders'],
  path: '/api/ucenter/order/replyException',
  summary: 'Answer an exception the warehouse raised on the order; staff read the reply.',
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

export const updateAddressType = defineOperation({
  id: 'order.updateAddressType',
  method: 'POST',
  changes: ['orders'],
  path: '/api/ucenter/order/updateAddressType',
  summary: 'Change the address type (Residential, Business, Military) until the order is packed.',
  auth: 'user',
  permission: 'order',
  body: z.object({ id: idRule, address_type: addressTypeSchema }),
  response: z.object({ address_type: addressTypeSchema }),
});

/** Re-exported for the web's country select of the create form. */
export { countryCodeRule };

import { z } from 'zod';
import { defineOperation } from '../../core/operation';
import { orderStatusSchema } from '../../fulfilment/order-status';
import { shippingQuoteSchema } from '../../fulfilment/shipping-quote';
import { booleanRule, dateTimeRule, numberInput } from '../../rules/strict-values';
import {
  countryCodeRule,
  NOTE_MAX,
  orderDetailSchema,
  orderDraftSchema,
  orderItemInputSchema,
  orderItemsRule,
  orderListItemSchema,
} from '../order/order-fields';

/**
 * The Open API's orders (`/api/open/v1/orders…`, `/api/open/v1/rates`): what a shop integration
 * sends instead of typing an order in the portal. The fields and their messages are the portal's
 * order form's (`order/order-fields.ts`); warehouses and methods are named by code.
 */

const warehouseCodeRule = z
  .string({ message: 'v.warehouseSelect' })
  .trim()
  .min(1, { message: 'v.warehouseSelect' })
  .max(20, { message: 'v.tooLong' });

/** An order in a path: its system order id (`SO2026112300000042`) or its numeric `id`. */
export const openOrderParams = z.object({
  id: z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(40, { message: 'v.tooLong' }),
});

export const openOrderCreateBody = orderDraftSchema.pick({ platform_order_no: true, address_type: true }).extend({
  warehouse_code: warehouseCodeRule,
  /** Left out (or empty): the cheapest method that fits the parcel. */
  shipping_method_code: z.string().trim().max(40, { message: 'v.tooLong' }).optional(),
  /** `true`: submitted at once (stock locked, estimated fee held), in the same transaction as the create. */
  submit: booleanRule.prefault(false),
  recipient: orderDraftSchema.shape.recipient,
  items: orderItemsRule(orderItemInputSchema.pick({ sku: true, quantity: true, unit_price: true })),
});

/** The charges of a quote of two TS-CTN-WHT-M from USWE to 90017 (a real session's), by basic and peak amounts. */
function chargesOf(basic: number, peak: number) {
  return [
    { code: 'basic_shipping', name: 'Basic shipping', amount: basic },
    { code: 'outbound_handling', name: 'Outbound handling', amount: 180 },
    { code: 'packaging', name: 'Packaging', amount: 25 },
    { code: 'online_tracked_mail', name: 'Online tracked mail', amount: 10 },
    { code: 'peak_season', name: 'Peak season plus fuel', amount: peak },
  ];
}

function rateExample(code: string, courier: string, deliveryTime: string) {
  return {
    shipping_method_code: code,
    courier,
    delivery_time: deliveryTime,
    billing_method: 'actual',
    volume_factor: 5000,
    actual_weight_g: 360,
    volumetric_weight_g: 493,
    chargeable_weight_g: 360,
  };
}

const recipientExample = {
  first_name: 'Jane',
  last_name: 'Doe',
  company: '',
  phone: '+13105550123',
  email: 'jane@example.com',
  id_card: '',
  address1: '1200 Wilshire Blvd',
  address2: 'Apt 5',
  house_number: '',
  city: 'Los Angeles',
  state: 'CA',
  zip: '90017',
  country: 'US',
};

export const createOrder = defineOperation({
  id: 'open.createOrder',
  method: 'POST',
  changes: ['orders', 'stock', 'wallet', 'statistics'],
  path: '/api/open/v1/orders',
  summary:
    'Create an order (Approving), or with `submit: true` create and submit it in one transaction: its stock is locked and its estimated fee held, or nothing is created. Send `Idempotency-Key` to retry safely.',
  auth: 'apiKey',
  permission: 'order',
  idempotent: true,
  body: openOrderCreateBody,
  response: z.object({
    id: z.number().int(),
    system_order_id: z.string(),
    platform_order_no: z.string(),
    status: orderStatusSchema,
    /** USD cents: the quote of the order's shipping method, held on the wallet once submitted. */
    estimated_fee: z.number().int(),
  }),
  examples: {
    body: {
      platform_order_no: 'SHOP-100234',
      warehouse_code: 'USWE',
      shipping_method_code: 'USWE-DHL-SMARTMAIL',
      submit: true,
      address_type: 'residential',
      recipient: recipientExample,
      items: [{ sku: 'TS-CTN-WHT-M', quantity: 2, unit_price: 1299 }],
    },
    response: {
      id: 42,
      system_order_id: 'SO2026112300000042',
      platform_order_no: 'SHOP-100234',
      status: 'verifying',
      estimated_fee: 754,
    },
  },
});

const detailExample = {
  id: 42,
  system_order_id: 'SO2026112300000042',
  platform_order_no: 'SHOP-100234',
  warehouse_id: 1,
  warehouse_code: 'USWE',
  warehouse_name: 'US West',
  shipping_method_code: 'USWE-DHL-SMARTMAIL',
  shipping_method_name: 'DHL eCommerce SmartMail Parcel',
  courier: 'DHL eCommerce',
  status: 'verifying',
  tracking_number: '',
  true_tracking_number: '',
  last_mile_tracking_number: '',
  fulfillment_fee: 754,
  fee_is_final: false,
  needs_reply: false,
  interception_requested: false,
  created_at: '2026-11-23T18:00:00.000Z',
  updated_at: '2026-11-23T18:00:00.000Z',
  address_type: 'residential',
  recipient: { ...recipientExample, address3: '' },
  recipient_cleared: false,
  tax_codes: { vat: '', ioss: '', gst: '', icms: '' },
  note: '',
  items: [
    {
      id: 77,
      product_id: 5,
      sku: 'TS-CTN-WHT-M',
      name: 'Cotton T-shirt white M',
      name_en: 'Cotton T-shirt white M',
      name_cn: '白色棉T恤 M',
      image_url: '',
      attributes: 'General cargo',
      hs_code: '610910',
      unit_price: 1299,
      quantity: 2,
      weight_g: 180,
      length_cm: 25,
      width_cm: 20,
      height_cm: 2,
      color: 'white',
      size: 'M',
      serial_numbers: [],
      package_id: null,
      components: [],
    },
  ],
  value_added_services: [],
  consumables: [],
  packaging: [],
  estimated_fee: {
    lines: chargesOf(500, 39),
    total: 754,
  },
  final_fee: null,
  tracking_events: [],
  exceptions: [],
  transitions: [
    {
      from_status: null,
      to_status: 'approving',
      actor: { kind: 'api_key', label: 'API key' },
      reason: '',
      ship_notice: null,
      created_at: '2026-11-23T18:00:00.000Z',
    },
    {
      from_status: 'approving',
      to_status: 'verifying',
      actor: { kind: 'api_key', label: 'API key' },
      reason: '',
      ship_notice: null,
      created_at: '2026-11-23T18:00:00.000Z',
    },
  ],
  can: { edit: false, submit: false, cancel: true, delete: false },
};

export const getOrder = defineOperation({
  id: 'open.getOrder',
  method: 'GET',
  shows: ['orders', 'reference', 'account'],
  path: '/api/open/v1/orders/{id}',
  summary:
    'One order by its system order id or numeric id: recipient, lines, status, tracking, estimated and final fees, status history.',
  auth: 'apiKey',
  permission: 'order',
  params: openOrderParams,
  response: orderDetailSchema,
  examples: { params: { id: 'SO2026112300000042' }, response: detailExample },
});

export const OPEN_ORDER_LIST_MAX = 100;

export const getOrders = defineOperation({
  id: 'open.getOrders',
  method: 'GET',
  shows: ['orders', 'account'],
  path: '/api/open/v1/orders',
  summary:
    'The merchant’s orders, newest first, a page at a time: pass `next_cursor` back as `cursor` until it is null. Orders created meanwhile do not shift the pages; poll again with `updated_since` for them.',
  auth: 'apiKey',
  permission: 'order',
  query: z.object({
    status: z.enum(orderStatusSchema.options, { message: 'v.choice' }).optional(),
    /** Orders changed at or after this moment (ISO 8601 with offset). */
    updated_since: dateTimeRule('v.invalid').optional(),
    /** `next_cursor` of the page before; opaque to clients. */
    cursor: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, { message: 'v.invalid' })
      .transform(Number)
      .refine((n) => n <= 2_147_483_647, { message: 'v.invalid' })
      .optional(),
    limit: numberInput(
      z
        .number({ message: 'v.invalid' })
        .int({ message: 'v.wholeNumber' })
        .min(1, { message: 'v.tooSmall' })
        .max(OPEN_ORDER_LIST_MAX, { message: 'v.tooBig' }),
    ).prefault(50),
  }),
  response: z.object({ list: z.array(orderListItemSchema), next_cursor: z.string().nullable() }),
  examples: {
    query: { status: 'verifying', updated_since: '2026-11-23T00:00:00Z', limit: 50 },
    response: {
      list: [
        {
          id: 42,
          system_order_id: 'SO2026112300000042',
          platform_order_no: 'SHOP-100234',
          first_name: 'Jane',
          city: 'Los Angeles',
          country: 'US',
          skus: [{ sku: 'TS-CTN-WHT-M', quantity: 2 }],
          warehouse_id: 1,
          warehouse_code: 'USWE',
          shipping_method_code: 'USWE-DHL-SMARTMAIL',
          shipping_method_name: 'DHL eCommerce SmartMail Parcel',
          status: 'verifying',
          tracking_number: '',
          fulfillment_fee: 754,
          fee_is_final: false,
          needs_reply: false,
          interception_requested: false,
          created_at: '2026-11-23T18:00:00.000Z',
          updated_at: '2026-11-23T18:00:00.000Z',
        },
      ],
      next_cursor: '42',
    },
  },
});

export const cancelOrder = defineOperation({
  id: 'open.cancelOrder',
  method: 'POST',
  changes: ['orders', 'stock', 'wallet', 'statistics', 'serialNumbers'],
  path: '/api/open/v1/orders/{id}/cancel',
  summary:
    'Cancel an Approving order; for one already with the warehouse (Verifying to Awaiting Shipping) record an interception request that staff resolve (an approved interception gives the locked stock and held fee back). The merchant portal’s rules.',
  auth: 'apiKey',
  permission: 'order',
  idempotent: true,
  params: openOrderParams,
  body: z.object({ reason: z.string().trim().max(NOTE_MAX, { message: 'v.over500' }).default('') }),
  response: z.object({ status: orderStatusSchema, interception_requested: z.boolean() }),
  examples: {
    params: { id: 'SO2026112300000042' },
    body: { reason: 'Customer changed their mind' },
    response: { status: 'verifying', interception_requested: true },
  },
});

export const openRateSchema = shippingQuoteSchema.omit({ shipping_method_name: true, service_options: true });

export const getRates = defineOperation({
  id: 'open.getRates',
  method: 'POST',
  changes: [],
  path: '/api/open/v1/rates',
  summary:
    'What each shipping method that fits would charge for these SKUs from this warehouse to this destination, cheapest first, with the working (weights, charges).',
  auth: 'apiKey',
  permission: 'order',
  body: z.object({
    warehouse_code: warehouseCodeRule,
    country: countryCodeRule,
    zip: z.string().trim().max(20, { message: 'v.tooLong' }).default(''),
    items: orderItemsRule(orderItemInputSchema.pick({ sku: true, quantity: true })),
  }),
  response: z.object({ list: z.array(openRateSchema) }),
  examples: {
    body: { warehouse_code: 'USWE', country: 'US', zip: '90017', items: [{ sku: 'TS-CTN-WHT-M', quantity: 2 }] },
    response: {
      list: [
        { ...rateExample('USWE-DHL-SMARTMAIL', 'DHL eCommerce', '3-8'), charges: chargesOf(500, 39), total: 754 },
        { ...rateExample('USWE-USPS-GA', 'USPS', '2-5'), charges: chargesOf(535, 30), total: 780 },
      ],
    },
  },
});

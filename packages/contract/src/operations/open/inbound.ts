import { z } from 'zod';
import { listOf, pageQuery } from '../../core/envelope';
import { defineOperation } from '../../core/operation';
import { booleanRule } from '../../rules/strict-values';
import { checkBooking, inboundBookingObject } from '../inbound/booking-input';
import { inboundDetailSchema, inboundFilterSchema, inboundListItemSchema } from '../inbound/booking-views';
import { inboundStatusSchema, inboundStatusTabSchema } from '../inbound/inbound-status';

/**
 * The Open API's inbound bookings (`/api/open/v1/inbound-bookings…`): what an integration sends
 * instead of filling in the portal's booking wizard. The fields, the rules across steps and their
 * messages are the wizard's (`inbound/booking-input.ts`); the warehouse is named by code.
 */
export const openInboundCreateBody = inboundBookingObject
  .omit({ warehouse_id: true })
  .extend({
    warehouse_code: z
      .string({ message: 'v.warehouseSelect' })
      .trim()
      .min(1, { message: 'v.warehouseSelect' })
      .max(20, { message: 'v.tooLong' }),
    /** `true`: submitted for audit at once, in the same transaction as the create (else a draft). */
    submit: booleanRule.prefault(false),
  })
  .superRefine((booking, ctx) => checkBooking({ ...booking, warehouse_id: 0 }, ctx));

/** A booking in a path: its receiving number (`RV261123000042`) or its numeric `id`. */
export const openInboundParams = z.object({
  id: z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(40, { message: 'v.tooLong' }),
});

const bookingExample = {
  warehouse_code: 'USWE',
  submit: true,
  remark: 'Spring restock',
  lines: [
    { sku: 'TS-CTN-WHT-M', quantity: 40 },
    { sku: 'MUG-CER-350', quantity: 12 },
  ],
  packing_method: 'mixed' as const,
  boxes: [
    {
      box_count: 2,
      weight_kg: 9.5,
      length_cm: 50,
      width_cm: 40,
      height_cm: 35,
      items: [
        { sku: 'TS-CTN-WHT-M', quantity: 20 },
        { sku: 'MUG-CER-350', quantity: 6 },
      ],
    },
  ],
  shipping: {
    delivery_method: 'express' as const,
    courier_company: 'UPS',
    tracking_no: '1Z999AA10123456784',
    driver_name: '',
    driver_phone: '',
    volume_m3: 0.14,
    incoming_packaging: 'carton' as const,
    arrival_date: '2026-12-01',
    arrival_period: 'morning' as const,
    whole_in_whole_out: false,
  },
  services: {
    quality_inspection: 'routine' as const,
    value_added_services: [{ code: 'photograph' as const, quantity: 2 }],
    insurance: [{ sku: 'TS-CTN-WHT-M', quantity: 40, unit_value: 1299 }],
  },
};

const listItemExample = {
  id: 42,
  receiving_no: 'RV261123000042',
  status: 'submitted' as const,
  warehouse_id: 1,
  warehouse_code: 'USWE',
  delivery_method: 'express' as const,
  courier_company: 'UPS',
  tracking_no: '1Z999AA10123456784',
  arrival_date: '2026-12-01',
  sku_count: 2,
  quantity: 52,
  box_count: 2,
  shelved: 0,
  remark: 'Spring restock',
  created_at: '2026-11-23T18:00:00.000Z',
  updated_at: '2026-11-23T18:00:00.000Z',
};

const items = (tee: number, mug: number) => [
  { sku: 'TS-CTN-WHT-M', quantity: 20, arrived: tee },
  { sku: 'MUG-CER-350', quantity: 6, arrived: mug },
];

const detailExample = {
  ...listItemExample,
  booking: (({ warehouse_code: _code, submit: _submit, ...booking }) => ({ ...booking, warehouse_id: 1 }))(
    bookingExample,
  ),
  warehouse_name: 'US West (Los Angeles)',
  warehouse_address: '1200 E Carson St, Carson, CA 90745, US',
  lines: [
    {
      product_id: 5,
      sku: 'TS-CTN-WHT-M',
      barcode: '0001234567895',
      name_en: 'Cotton T-shirt white M',
      name_cn: '白色棉T恤 M',
      image_url: '',
      quantity: 40,
      arrived: 0,
      qualified: 0,
      shelved: 0,
    },
    {
      product_id: 9,
      sku: 'MUG-CER-350',
      barcode: '',
      name_en: 'Ceramic mug 350 ml',
      name_cn: '陶瓷马克杯 350毫升',
      image_url: '',
      quantity: 12,
      arrived: 0,
      qualified: 0,
      shelved: 0,
    },
  ],
  boxes: [1, 2].map((n) => ({
    box_no: n,
    box_code: `RV261123000042-00${n}`,
    weight_kg: 9.5,
    length_cm: 50,
    width_cm: 40,
    height_cm: 35,
    items: items(0, 0),
    arrived_at: null,
  })),
  insurance: { declared_value: 51960, fee: 156, total: 52116 },
  history: [
    {
      from_status: null,
      to_status: 'draft' as const,
      actor: { kind: 'api_key' as const, label: 'API key' },
      reason: '',
      created_at: '2026-11-23T18:00:00.000Z',
    },
    {
      from_status: 'draft' as const,
      to_status: 'submitted' as const,
      actor: { kind: 'api_key' as const, label: 'API key' },
      reason: '',
      created_at: '2026-11-23T18:00:00.000Z',
    },
  ],
  can: { edit: false, submit: false, withdraw: true, delete: false },
  loss_orders: [],
  packaging: [],
};

export const createInboundBooking = defineOperation({
  id: 'open.createInboundBooking',
  method: 'POST',
  changes: ['inbound', 'stock'],
  path: '/api/open/v1/inbound-bookings',
  summary:
    "Book an inbound shipment as the portal's wizard does (SKUs, packing list, shipping, services): a draft, or with `submit: true` submitted for audit in the same transaction. Send `Idempotency-Key` to retry safely.",
  auth: 'apiKey',
  permission: 'inbound',
  idempotent: true,
  body: openInboundCreateBody,
  response: z.object({ id: z.number().int(), receiving_no: z.string(), status: inboundStatusSchema }),
  examples: {
    body: bookingExample,
    response: { id: 42, receiving_no: 'RV261123000042', status: 'submitted' },
  },
});

export const getInboundBooking = defineOperation({
  id: 'open.getInboundBooking',
  method: 'GET',
  shows: ['inbound', 'lossOrders', 'products', 'reference', 'stock'],
  path: '/api/open/v1/inbound-bookings/{id}',
  summary:
    'One inbound booking by its receiving number or numeric id: what was booked and packed, per SKU and box what arrived, passed quality control and was shelved, and its history.',
  auth: 'apiKey',
  permission: 'inbound',
  params: openInboundParams,
  response: inboundDetailSchema,
  examples: { params: { id: 'RV261123000042' }, response: detailExample },
});

export const getInboundBookings = defineOperation({
  id: 'open.getInboundBookings',
  method: 'GET',
  shows: ['inbound', 'lossOrders', 'products', 'reference'],
  path: '/api/open/v1/inbound-bookings',
  summary:
    "The merchant's inbound bookings in one status (or all), newest first, a page at a time, with the portal list's filters.",
  auth: 'apiKey',
  permission: 'inbound',
  query: inboundFilterSchema.extend(pageQuery.shape).extend({ status: inboundStatusTabSchema.default('all') }),
  response: listOf(inboundListItemSchema),
  examples: {
    query: { status: 'submitted', page: 1, page_size: 20 },
    response: { list: [listItemExample], total: 1 },
  },
});

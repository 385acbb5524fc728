import { z } from 'zod';
import { isEuCountry } from '../../fulfilment/eu';
import { feeLineSchema } from '../../fulfilment/fee-items';
import { ACTOR_KINDS, ADDRESS_TYPES, orderStatusSchema } from '../../fulfilment/order-status';
import { idRule, MAX_ROW_ID } from '../../rules/id';
import { LONG_TEXT_MAX } from '../../rules/sku';
import { isDecimalText, numberInput } from '../../rules/strict-values';
import { ORDER_PACKAGING_MAX, orderPackagingInputSchema } from '../product/packaging';

export const NOTE_MAX = 500;
/** Lines one order may hold; a parcel with more is a wholesale shipment, booked otherwise. */
export const ORDER_LINES_MAX = 100;
export const PLATFORM_ORDER_NO_MAX = 50;
/** Orders one batch action (submit, delete) takes at once. */
export const ORDER_BATCH_MAX = 200;

const text = (max: number) => z.string().trim().max(max, { message: 'v.tooLong' });
const requiredText = (message: string, max: number) =>
  z.string({ message }).trim().min(1, { message }).max(max, { message: 'v.tooLong' });

export const warehouseIdRule = numberInput(
  z
    .number({ message: 'v.warehouseSelect' })
    .int({ message: 'v.warehouseSelect' })
    .positive({ message: 'v.warehouseSelect' })
    .max(MAX_ROW_ID, { message: 'v.warehouseSelect' }),
);
export const platformOrderNoRule = requiredText('v.platformOrderNo', PLATFORM_ORDER_NO_MAX);
export const addressTypeSchema = z.enum(ADDRESS_TYPES, { message: 'v.choice' });
/** An ISO 3166 alpha-2 code; the service checks it names a country of getCountryList. */
export const countryCodeRule = z
  .string({ message: 'v.countrySelect' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'v.countrySelect' });

/** The recipient of spec 3 "Order" with the required messages of spec 5 "Order create". */
export const recipientSchema = z
  .object({
    first_name: requiredText('v.firstName', 50),
    last_name: text(50).default(''),
    company: text(100).default(''),
    phone: requiredText('v.phoneRequired', 30),
    email: z.union([z.literal(''), z.email({ message: 'v.email' }).max(120, { message: 'v.tooLong' })]).default(''),
    id_card: text(40).default(''),
    address1: requiredText('v.address1', 200),
    address2: text(200).default(''),
    address3: text(200).default(''),
    house_number: text(20).default(''),
    city: requiredText('v.city', 100),
    state: requiredText('v.state', 100),
    zip: requiredText('v.zip', 20),
    country: countryCodeRule,
  })
  .superRefine((recipient, ctx) => {
    if (isEuCountry(recipient.country) && !recipient.house_number) {
      ctx.addIssue({ code: 'custom', path: ['house_number'], message: 'v.houseNumberEu' });
    }
  });
export type Recipient = z.output<typeof recipientSchema>;

/**
 * One SKU line as the merchant enters it. `name` (the declaration name) and `unit_price` (declared
 * USD cents) start from the SKU and may be changed per order; the rest of the line (HS code, weight,
 * sizes, image…) is copied from the SKU when the order is saved.
 */
/** A line's quantity, once read as a number. */
const lineQuantityRule = z
  .number({ message: 'v.lineQuantity' })
  .int({ message: 'v.wholeNumber' })
  .min(1, { message: 'v.lineQuantity' })
  .max(100_000, { message: 'v.tooBig' });

export const orderItemInputSchema = z.object({
  sku: z.string({ message: 'v.productSelect' }).trim().min(1, { message: 'v.productSelect' }).max(30),
  quantity: numberInput(lineQuantityRule),
  unit_price: numberInput(
    z
      .number({ message: 'v.linePrice' })
      .int({ message: 'v.linePrice' })
      .min(1, { message: 'v.linePrice' })
      .max(99_999_999, { message: 'v.tooBig' }),
  ),
  name: requiredText('v.lineName', LONG_TEXT_MAX),
});

/**
 * A number, or text the field's own rule reads as one. Text that is no number at all (an import's
 * "abc" for a price, "two" for a quantity) says so, not that the value is empty or 0 (`emptyMessage`).
 */
function numberOrEmpty(emptyMessage: string) {
  return z
    .union([z.number(), z.string()], { message: emptyMessage })
    .refine((value) => typeof value === 'number' || value.trim() === '' || isDecimalText(value.trim()), {
      message: 'v.notANumber',
      abort: true,
    });
}

/**
 * A line as the order form types it: the unit price in US dollars with at most 2 decimals (the
 * SKU form types declared values the same way), becoming the cents `orderItemInputSchema` takes.
 */
export const orderLineFormSchema = orderItemInputSchema.extend({
  quantity: numberOrEmpty('v.lineQuantity').transform(Number).pipe(lineQuantityRule),
  unit_price: numberOrEmpty('v.linePrice')
    .refine((value) => Number(value) > 0, { message: 'v.linePrice' })
    // Checked on the decimal text, not on the float: 0.29 * 100 is 28.999… in binary floating point.
    // Six digits before the point keep it under the 99,999,999 cents `unit_price` takes.
    .refine((value) => /^\d{1,6}(\.\d{1,2})?$/.test(String(value).trim()), { message: 'v.positiveMoney' })
    .transform((value) => Math.round(Number(value) * 100)),
});

export const valueAddedServiceInputSchema = z.object({
  code: z.string({ message: 'v.vasType' }).trim().min(1, { message: 'v.vasType' }).max(40),
  quantity: numberInput(
    z
      .number({ message: 'v.vasQuantity' })
      .int({ message: 'v.wholeNumber' })
      .min(1, { message: 'v.vasQuantity' })
      .max(100_000, { message: 'v.tooBig' }),
  ),
});

export const consumableInputSchema = z.object({
  /** A pack material of getProductPackMaterial. */
  id: idRule,
  quantity: numberInput(z.number().int({ message: 'v.wholeNumber' }).min(1, { message: 'v.tooSmall' }).max(1000)),
});

/** VAT, IOSS, GST and ICMS registration numbers the merchant ships under (spec 3 "Tracking and tax"). */
export const taxCodesSchema = z.object({
  vat: text(40).default(''),
  ioss: text(40).default(''),
  gst: text(40).default(''),
  icms: text(40).default(''),
});

/** An order's lines: at least one, at most ORDER_LINES_MAX (the form's, the import's and the Open API's). */
export function orderItemsRule<T extends z.ZodType>(item: T) {
  return z
    .array(item, { message: 'v.productAdd' })
    .min(1, { message: 'v.productAdd' })
    .max(ORDER_LINES_MAX, { message: 'v.tooManyItems' });
}

/** What the create/edit and next-step screens, the import and the Open API's create have in common. */
export const orderDraftSchema = z.object({
  platform_order_no: platformOrderNoRule,
  warehouse_id: warehouseIdRule,
  shipping_method_code: z
    .string({ message: 'v.shippingMethod' })
    .trim()
    .min(1, { message: 'v.shippingMethod' })
    .max(40),
  address_type: addressTypeSchema.default('residential'),
  recipient: recipientSchema,
  items: orderItemsRule(orderItemInputSchema),
  value_added_services: z.array(valueAddedServiceInputSchema).max(20, { message: 'v.tooManyItems' }).default([]),
  consumables: z.array(consumableInputSchema).max(10, { message: 'v.tooManyItems' }).default([]),
  /** The merchant's own packaging (exclusive consumables): locked at submit, deducted at packing. */
  packaging: z.array(orderPackagingInputSchema).max(ORDER_PACKAGING_MAX, { message: 'v.tooManyItems' }).default([]),
  tax_codes: taxCodesSchema.default({ vat: '', ioss: '', gst: '', icms: '' }),
  note: z.string().max(NOTE_MAX, { message: 'v.over500' }).default(''),
});
export type OrderDraft = z.input<typeof orderDraftSchema>;

/** A component of a package an order line names: per package, and in all for the line's quantity. */
export const orderLineComponentSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  quantity_per_package: z.number().int(),
  total_quantity: z.number().int(),
});

export const orderLineSchema = z.object({
  id: z.number().int(),
  /** The SKU's id; 0 on a line naming a package (`package_id`), whose stock is its components'. */
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  image_url: z.string(),
  /** The SKU's property (general cargo, battery…), as named in the request's language. */
  attributes: z.string(),
  hs_code: z.string(),
  /** USD cents. */
  unit_price: z.number().int(),
  quantity: z.number().int(),
  weight_g: z.number(),
  length_cm: z.number(),
  width_cm: z.number(),
  height_cm: z.number(),
  color: z.string(),
  size: z.string(),
  /** Serial numbers bound at packing (serial-number issue); empty until then. */
  serial_numbers: z.array(z.string()),
  /**
   * The package the line names instead of a SKU (issue 27; `sku` is then the package's code), or null.
   * Its components are locked, deducted and weighed for it; `weight_g` is one package's.
   */
  package_id: z.number().int().nullable(),
  /** The package's components as the order was saved with them; empty on a SKU line. */
  components: z.array(orderLineComponentSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Who made a transition: the merchant's account, staff, the system or an outside party, and its name. */
export const actorSchema = z.object({ kind: z.enum(ACTOR_KINDS), label: z.string() });

/** The sales channels that report an order's shipment back to the portal. */
export const SHIP_NOTICE_CHANNELS = ['shipstation'] as const;

/**
 * A sales channel's report that it shipped the order (ShipStation's ship notice: the label it made).
 * Noted on the order's history without changing its status: the warehouse stays the authority.
 * Empty texts are what the channel did not say.
 */
export const shipNoticeSchema = z.object({
  channel: z.enum(SHIP_NOTICE_CHANNELS),
  carrier: z.string(),
  service: z.string(),
  tracking_number: z.string(),
  /** As the channel wrote it (ShipStation: MM/dd/yyyy). */
  ship_date: z.string(),
});
export type ShipNotice = z.infer<typeof shipNoticeSchema>;

/** One stored transition: what the detail page's status history shows. */
export const orderTransitionSchema = z.object({
  from_status: orderStatusSchema.nullable(),
  to_status: orderStatusSchema,
  actor: actorSchema,
  /** Why, in English; a ship notice's in words (`ShipStation ship notice: shipped with …`). */
  reason: z.string(),
  /** Set on a channel's ship notice (`from_status` = `to_status`); null on every other entry. */
  ship_notice: shipNoticeSchema.nullable(),
  created_at: z.string(),
});

export const trackingEventSchema = z.object({
  /** `carrier` for the line haul, `last_mile` for the local carrier's events. */
  source: z.enum(['carrier', 'last_mile']),
  status_text: z.string(),
  location: z.string(),
  occurred_at: z.string(),
});

export const orderExceptionSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  /** `open` waits for the merchant's reply; `replied` for staff; `resolved` is closed. */
  state: z.enum(['open', 'replied', 'resolved']),
  reply: z.string(),
  created_at: z.string(),
  replied_at: z.string().nullable(),
});

export const valueAddedServiceLineSchema = z.object({
  code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** USD cents per unit. */
  unit_price: z.number().int(),
});

/** The recipient as an order's or a parcel's detail shows it. */
export const recipientViewSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  id_card: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  house_number: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

/** The tax numbers as an order's or a parcel's detail shows them (empty where none was given). */
export const taxCodesViewSchema = z.object({ vat: z.string(), ioss: z.string(), gst: z.string(), icms: z.string() });

/** A row of the order list (spec 2 "Order list" columns). */
export const orderListItemSchema = z.object({
  id: z.number().int(),
  system_order_id: z.string(),
  platform_order_no: z.string(),
  first_name: z.string(),
  city: z.string(),
  country: z.string(),
  /** "SKU × quantity" of every line. */
  skus: z.array(z.object({ sku: z.string(), quantity: z.number().int() })),
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
  shipping_method_code: z.string(),
  shipping_method_name: z.string(),
  status: orderStatusSchema,
  /** The true or the last-mile number, per the merchant's "show true tracking number" setting. */
  tracking_number: z.string(),
  /** USD cents: the estimate until packing, then the fee charged. */
  fulfillment_fee: z.number().int().nullable(),
  fee_is_final: z.boolean(),
  /** An exception waits for the merchant's reply. */
  needs_reply: z.boolean(),
  interception_requested: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderDetailSchema = orderListItemSchema
  .omit({ skus: true, first_name: true, city: true, country: true })
  .extend({
    address_type: addressTypeSchema,
    recipient: recipientViewSchema,
    /** Cleared recipient data (orders shipped more than 6 months ago) reads as empty strings. */
    recipient_cleared: z.boolean(),
    warehouse_name: z.string(),
    courier: z.string(),
    true_tracking_number: z.string(),
    last_mile_tracking_number: z.string(),
    tax_codes: taxCodesViewSchema,
    note: z.string(),
    items: z.array(orderLineSchema),
    value_added_services: z.array(valueAddedServiceLineSchema),
    consumables: z.array(
      z.object({ id: z.number().int(), code: z.string(), name: z.string(), quantity: z.number().int() }),
    ),
    /** The merchant's own packaging the order asks for (its id, code and name as saved). */
    packaging: z.array(
      z.object({ id: z.number().int(), code: z.string(), name: z.string(), quantity: z.number().int() }),
    ),
    /** The quote's working when the order was saved. */
    estimated_fee: z.object({ lines: z.array(feeLineSchema), total: z.number().int() }).nullable(),
    /** What was charged at packing, from the measured parcel. */
    final_fee: z
      .object({
        lines: z.array(feeLineSchema),
        total: z.number().int(),
        weight_g: z.number().int(),
        length_cm: z.number(),
        width_cm: z.number(),
        height_cm: z.number(),
        charged_at: z.string(),
      })
      .nullable(),
    tracking_events: z.array(trackingEventSchema),
    exceptions: z.array(orderExceptionSchema),
    transitions: z.array(orderTransitionSchema),
    /** What the merchant may do now (the detail page's buttons). */
    can: z.object({ edit: z.boolean(), submit: z.boolean(), cancel: z.boolean(), delete: z.boolean() }),
  });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

import { z } from 'zod';
import { idRule } from '../../rules/id';
import { packedUnitsBySku, packingSkuKey } from '../../rules/packed-units';
import { SKU_MAX } from '../../rules/sku';
import { booleanRule, dateRule, numberInput } from '../../rules/strict-values';
import { checkPackagingOnce, inboundPackagingSchema } from './booking-packaging';

/**
 * What a merchant sends for an inbound booking (spec 2 "Inbound booking wizard", 3 "Reservation /
 * receiving order", 5 "Inbound"): the limits, the choices of each step, the input schemas and the
 * rules across steps. What the API answers about a booking is in `booking-views.ts`.
 */
export const INBOUND_REMARK_MAX = 500;
/** The decimals of a booking's cargo volume in m³. */
export const INBOUND_VOLUME_DECIMALS = 3;
const VOLUME_SCALE = 10 ** INBOUND_VOLUME_DECIMALS;
/** SKUs one booking may hold. */
export const INBOUND_LINES_MAX = 200;
/** Carton rows of one packing list, and boxes in all (a 40-foot container holds about 1,500 cartons). */
export const INBOUND_BOX_ROWS_MAX = 500;
export const INBOUND_BOXES_MAX = 2000;
export const INBOUND_QUANTITY_MAX = 1_000_000;
/** The largest carton a booking accepts: each side in cm, and its weight in kg (a warehouse's own limits are lower, its inbound guidelines). */
export const INBOUND_BOX_SIDE_MAX_CM = 300;
export const INBOUND_BOX_WEIGHT_MAX_KG = 1000;

/** The three packing methods of step 3. */
export const PACKING_METHODS = ['all_in_one', 'one_sku_per_box', 'mixed'] as const;
export type PackingMethod = (typeof PACKING_METHODS)[number];

export const DELIVERY_METHODS = ['express', 'freight'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** How the goods come in: loose cartons, on pallets, or in a container unloaded at the dock. */
export const INCOMING_PACKAGINGS = ['carton', 'pallet', 'container'] as const;
/** The half day the goods are expected at the dock. */
export const ARRIVAL_PERIODS = ['morning', 'afternoon'] as const;
/** Routine and sampled inspections count cartons and check samples; full inspection checks every unit. */
export const QUALITY_INSPECTIONS = ['routine', 'sampled', 'full'] as const;
export type QualityInspection = (typeof QUALITY_INSPECTIONS)[number];
/** The inbound value-added services the warehouse offers (prices are the billing issue's rate card). */
export const INBOUND_SERVICE_CODES = ['relabel', 'photograph', 'repack', 'pallet_unload'] as const;

/**
 * Warehouse insurance (spec 9): the fee is this share of the declared value, per mille, rounded up to
 * a cent; compensation pays 7‰ of the purchase price for routine or sampled inspection and the full
 * purchase price for full inspection.
 */
export const INBOUND_INSURANCE_RATE_PERMILLE = 3;
export const INBOUND_COMPENSATION_PERMILLE: Record<QualityInspection, number> = { routine: 7, sampled: 7, full: 1000 };

/** The insurance fee, in cents, of a declared value in cents. */
export function insuranceFee(declaredCents: number): number {
  return Math.ceil((declaredCents * INBOUND_INSURANCE_RATE_PERMILLE) / 1000);
}

const text = (max: number) => z.string().trim().max(max, { message: 'v.tooLong' }).default('');
const requiredText = (message: string, max: number) =>
  z.string({ message }).trim().min(1, { message }).max(max, { message: 'v.tooLong' });
const skuRule = z.string({ message: 'v.productSelect' }).trim().min(1, { message: 'v.productSelect' }).max(SKU_MAX);
/** A whole quantity, not 0 (spec 5: 'The quantity cannot be 0'). */
const quantityRule = numberInput(
  z
    .number({ message: 'v.inboundQuantity' })
    .int({ message: 'v.wholeNumber' })
    .min(1, { message: 'v.inboundQuantity' })
    .max(INBOUND_QUANTITY_MAX, { message: 'v.tooBig' }),
);
const measure = (max: number) =>
  numberInput(
    z
      .number({ message: 'v.positiveMeasure' })
      .positive({ message: 'v.positiveMeasure' })
      .max(max, { message: 'v.tooBig' })
      .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
        message: 'v.positiveMeasure',
      }),
  );

/** Step 1: a SKU and how many units of it the booking brings. */
export const inboundLineInputSchema = z.object({ sku: skuRule, quantity: quantityRule });

/**
 * Step 3, one row of the packing list: `box_count` identical cartons, each holding `items` (SKU and
 * quantity per box) and weighing `weight_kg`. The boxes are numbered in row order (a row of 3 after
 * a row of 2 holds boxes 3, 4 and 5); the box table shows a row per item, merging the box cells.
 */
export const inboundBoxInputSchema = z.object({
  box_count: numberInput(
    z
      .number({ message: 'v.inboundQuantity' })
      .int({ message: 'v.wholeNumber' })
      .min(1, { message: 'v.inboundQuantity' })
      .max(INBOUND_BOXES_MAX, { message: 'v.tooBig' }),
  ),
  weight_kg: measure(INBOUND_BOX_WEIGHT_MAX_KG),
  length_cm: measure(INBOUND_BOX_SIDE_MAX_CM),
  width_cm: measure(INBOUND_BOX_SIDE_MAX_CM),
  height_cm: measure(INBOUND_BOX_SIDE_MAX_CM),
  items: z
    .array(z.object({ sku: skuRule, quantity: quantityRule }), { message: 'v.productAdd' })
    .min(1, { message: 'v.productAdd' })
    .max(INBOUND_LINES_MAX, { message: 'v.tooManyItems' }),
});

/** Step 5: how the goods travel to the warehouse. */
export const inboundShippingSchema = z.object({
  delivery_method: z.enum(DELIVERY_METHODS, { message: 'v.choice' }),
  courier_company: requiredText('v.courier', 60),
  /** The tracking number (express) or the truck's plate number (freight). */
  tracking_no: text(60),
  driver_name: text(60),
  driver_phone: text(30),
  /** m³, at most INBOUND_VOLUME_DECIMALS decimals. */
  volume_m3: numberInput(
    z
      .number({ message: 'v.volume' })
      .positive({ message: 'v.volume' })
      .max(10_000, { message: 'v.tooBig' })
      .refine((n) => Math.abs(n * VOLUME_SCALE - Math.round(n * VOLUME_SCALE)) < 1e-6, { message: 'v.volume' }),
  ),
  incoming_packaging: z.enum(INCOMING_PACKAGINGS, { message: 'v.choice' }),
  arrival_date: dateRule({ invalid: 'v.arrivalDate' }),
  arrival_period: z.enum(ARRIVAL_PERIODS, { message: 'v.arrivalPeriod' }),
  /** Whole in, whole out: cartons are stored and shipped unopened. */
  whole_in_whole_out: booleanRule.prefault(false),
});

export const inboundServicesSchema = z.object({
  quality_inspection: z.enum(QUALITY_INSPECTIONS, { message: 'v.choice' }).default('routine'),
  value_added_services: z
    .array(
      z.object({
        code: z.enum(INBOUND_SERVICE_CODES, { message: 'v.vasType' }),
        quantity: numberInput(
          z
            .number({ message: 'v.vasQuantity' })
            .int({ message: 'v.wholeNumber' })
            .min(1, { message: 'v.vasQuantity' })
            .max(INBOUND_QUANTITY_MAX, { message: 'v.tooBig' }),
        ),
      }),
    )
    .max(INBOUND_SERVICE_CODES.length, { message: 'v.tooManyItems' })
    .default([]),
  /** Insured SKUs, each with units and the declared value per unit in USD cents (its purchase price). */
  insurance: z
    .array(
      z.object({
        sku: z.string().trim().max(SKU_MAX).default(''),
        quantity: numberInput(
          z.number({ message: 'v.insuranceLine' }).int({ message: 'v.wholeNumber' }).min(0).max(INBOUND_QUANTITY_MAX),
        ).prefault(0),
        unit_value: numberInput(
          z
            .number({ message: 'v.linePrice' })
            .int({ message: 'v.linePrice' })
            .min(1, { message: 'v.linePrice' })
            .max(99_999_999, { message: 'v.tooBig' }),
        ),
      }),
    )
    .max(INBOUND_LINES_MAX, { message: 'v.tooManyItems' })
    .default([]),
});

/**
 * A whole booking as the wizard saves it (Save and Submit shipment take the same: the spec requires
 * courier, volume, warehouse, arrival date and period, all SKUs and quantities to save). The rules
 * that relate the steps live here so the wizard and the server say the same: each SKU's packed units
 * match its booked quantity, a SKU once per box, the packing method's shape, insurance on booked SKUs.
 */
export const inboundBookingObject = z.object({
  warehouse_id: numberInput(
    z
      .number({ message: 'v.warehouseSelect' })
      .int({ message: 'v.warehouseSelect' })
      .positive({ message: 'v.warehouseSelect' }),
  ),
  remark: text(INBOUND_REMARK_MAX),
  lines: z
    .array(inboundLineInputSchema, { message: 'v.productAdd' })
    .min(1, { message: 'v.productAdd' })
    .max(INBOUND_LINES_MAX, { message: 'v.tooManyItems' }),
  packing_method: z.enum(PACKING_METHODS, { message: 'v.packingMethod' }),
  boxes: z
    .array(inboundBoxInputSchema, { message: 'v.packingList' })
    .min(1, { message: 'v.packingList' })
    .max(INBOUND_BOX_ROWS_MAX, { message: 'v.tooManyItems' }),
  shipping: inboundShippingSchema,
  services: inboundServicesSchema.default({ quality_inspection: 'routine', value_added_services: [], insurance: [] }),
  /** The merchant's own packaging sent with the goods; none when left out. */
  packaging: inboundPackagingSchema,
});

/** Steps 1–3 of a booking: what its packing list and shipping marks are printed from. */
export const inboundPackingObject = inboundBookingObject.pick({
  warehouse_id: true,
  remark: true,
  lines: true,
  packing_method: true,
  boxes: true,
});
type Packing = z.output<typeof inboundPackingObject>;
const key = packingSkuKey;

/** The rules across steps; exported so a variant of the booking (the Open API's, by warehouse code) checks the same. */
export function checkBooking(booking: z.output<typeof inboundBookingObject>, ctx: z.RefinementCtx): void {
  const booked = checkPacking(booking, ctx);
  checkInsurance(booking, booked, ctx);
  checkPackagingOnce(booking.packaging, ctx);
}

/** The rules of steps 1–3: a SKU once, boxes holding booked SKUs once each, packed units matching booked ones. */
function checkPacking(booking: Packing, ctx: z.RefinementCtx): Map<string, number> {
  const booked = new Map<string, number>();
  booking.lines.forEach((line, index) => {
    if (booked.has(key(line.sku)))
      ctx.addIssue({ code: 'custom', path: ['lines', index, 'sku'], message: 'v.lineDuplicate' });
    booked.set(key(line.sku), line.quantity);
  });
  const packed = packedUnitsBySku(booking.boxes);
  let boxTotal = 0;
  booking.boxes.forEach((box, row) => {
    boxTotal += box.box_count;
    const inBox = new Set<string>();
    box.items.forEach((item, index) => {
      const path = ['boxes', row, 'items', index, 'sku'];
      if (!booked.has(key(item.sku))) ctx.addIssue({ code: 'custom', path, message: 'v.skuNotBooked' });
      if (inBox.has(key(item.sku))) ctx.addIssue({ code: 'custom', path, message: 'v.skuTwiceInBox' });
      inBox.add(key(item.sku));
    });
    if (booking.packing_method === 'one_sku_per_box' && box.items.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['boxes', row, 'items'], message: 'v.oneSkuPerBox' });
    }
  });
  if (boxTotal > INBOUND_BOXES_MAX) ctx.addIssue({ code: 'custom', path: ['boxes'], message: 'v.tooManyBoxes' });
  if (booking.packing_method === 'all_in_one' && (booking.boxes.length !== 1 || booking.boxes[0]?.box_count !== 1)) {
    ctx.addIssue({ code: 'custom', path: ['boxes'], message: 'v.allInOneBox' });
  }
  booking.lines.forEach((line, index) => {
    if ((packed.get(key(line.sku)) ?? 0) !== line.quantity) {
      ctx.addIssue({ code: 'custom', path: ['lines', index, 'quantity'], message: 'v.skuQuantityMismatch' });
    }
  });
  return booked;
}

function checkInsurance(
  booking: z.output<typeof inboundBookingObject>,
  booked: Map<string, number>,
  ctx: z.RefinementCtx,
): void {
  booking.services.insurance.forEach((item, index) => {
    if (!item.sku || !item.quantity) {
      ctx.addIssue({
        code: 'custom',
        path: ['services', 'insurance', index, item.sku ? 'quantity' : 'sku'],
        message: 'v.insuranceLine',
      });
    } else if (!booked.has(key(item.sku))) {
      ctx.addIssue({ code: 'custom', path: ['services', 'insurance', index, 'sku'], message: 'v.skuNotBooked' });
    } else if (item.quantity > (booked.get(key(item.sku)) ?? 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['services', 'insurance', index, 'quantity'],
        message: 'v.insuranceOverBooked',
      });
    }
  });
}

export const inboundBookingInputSchema = inboundBookingObject.superRefine(checkBooking);
/** What saveDraft and submit take: the booking, and the id of the draft it replaces. */
export const inboundSaveSchema = inboundBookingObject.extend({ id: idRule.optional() }).superRefine(checkBooking);
/**
 * What `reserve` takes: steps 1–3 and the id of the draft they replace. Step 5 is not asked for:
 * the packing list and shipping marks are printed before the goods are handed to a carrier.
 */
export const inboundPackingSchema = inboundPackingObject
  .extend({ id: idRule.optional() })
  .superRefine((packing, ctx) => void checkPacking(packing, ctx));
export type InboundBookingInput = z.input<typeof inboundBookingInputSchema>;
export type InboundBooking = z.output<typeof inboundBookingInputSchema>;

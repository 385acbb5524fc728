import { z } from 'zod';
import { idRule } from '../rules/id';
import { ADDRESS_TYPES } from './order-status';

/**
 * What a shipping quote is computed from (spec 2 "next step"): the warehouse, where the parcel goes,
 * what is in it, the consumables packed with it and the merchant's tax registrations. Money in US
 * cents, weights in grams, sides in centimetres (spec 9). The orders module builds one from an
 * order, the Open API from a rate request, staff send one to preview a rate change.
 */
export const SHIPMENT_LINES_MAX = 1000;
export const SHIPMENT_CONSUMABLES_MAX = 50;
/** 1 billion dollars of goods: every tax and fee on it stays an exact integer of cents. */
export const SHIPMENT_GOODS_MAX_CENTS = 100_000_000_000;

const grams = z.number().min(0).max(1_000_000);
const centimetres = z.number().min(0).max(1000);
const cents = z.number().int().min(0).max(100_000_000);
const taxCode = z.string().trim().max(50).default('');

export const shipmentLineSchema = z.object({
  sku: z.string().min(1).max(30),
  quantity: z.number().int().min(1).max(100_000),
  /** US cents per unit: the declared value of one unit. */
  unit_price: cents,
  /** One unit's weight and sides. */
  weight_g: grams,
  length_cm: centimetres,
  width_cm: centimetres,
  height_cm: centimetres,
  /** The SKU's product property is dangerous goods (`product_properties.is_dangerous`). */
  dangerous: z.boolean(),
});
export type ShipmentLine = z.infer<typeof shipmentLineSchema>;

export const shipmentConsumableSchema = z.object({
  code: z.string().min(1).max(30),
  quantity: z.number().int().min(1).max(1000),
  /** Chargeable consumables are billed at `price` each under "Packaging"; all add their weight. */
  chargeable: z.boolean(),
  price: cents,
  weight_g: grams,
});
export type ShipmentConsumable = z.infer<typeof shipmentConsumableSchema>;

export const shipmentDestinationSchema = z.object({
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string().regex(/^[A-Z]{2}$/, { message: 'v.country' }),
  zip: z.string().trim().max(20).default(''),
  /** State or province as the address gives it; Brazil's two-letter UF picks its ICMS rate. */
  state: z.string().trim().max(100).default(''),
  address_type: z.enum(ADDRESS_TYPES).default('residential'),
});

/** The merchant's own registrations; an empty string is none. What each changes: docs/SHIPPING-RATES.md. */
export const shipmentTaxCodesSchema = z.object({ vat: taxCode, ioss: taxCode, gst: taxCode, icms: taxCode });
export type ShipmentTaxCodes = z.infer<typeof shipmentTaxCodesSchema>;

export const shipmentSchema = z
  .object({
    warehouse_id: idRule,
    destination: shipmentDestinationSchema,
    lines: z.array(shipmentLineSchema).min(1).max(SHIPMENT_LINES_MAX),
    consumables: z.array(shipmentConsumableSchema).max(SHIPMENT_CONSUMABLES_MAX).default([]),
    tax_codes: shipmentTaxCodesSchema.default({ vat: '', ioss: '', gst: '', icms: '' }),
    /**
     * US cents of goods the same recipient already has in this merchant's orders of the same day
     * (UTC), this one excluded: the EU IOSS limit of 150 EUR counts them together.
     */
    recipient_day_value: cents.default(0),
  })
  .superRefine((shipment, ctx) => {
    const goods = shipment.lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
    if (goods > SHIPMENT_GOODS_MAX_CENTS) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: SHIPMENT_GOODS_MAX_CENTS,
        inclusive: true,
        input: goods,
        path: ['lines'],
        message: 'v.tooBig',
      });
    }
  });
export type Shipment = z.output<typeof shipmentSchema>;
export type ShipmentInput = z.input<typeof shipmentSchema>;

/** The parcel as the warehouse weighed and measured it at packing (packaging included). */
export const measuredParcelSchema = z.object({
  weight_g: grams.refine((g) => g > 0, { message: 'v.positiveMeasure' }),
  length_cm: centimetres.refine((cm) => cm > 0, { message: 'v.positiveMeasure' }),
  width_cm: centimetres.refine((cm) => cm > 0, { message: 'v.positiveMeasure' }),
  height_cm: centimetres.refine((cm) => cm > 0, { message: 'v.positiveMeasure' }),
});
export type MeasuredParcel = z.infer<typeof measuredParcelSchema>;

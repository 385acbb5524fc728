import { z } from 'zod';
import { idRule } from '../../rules/id';
import { dateRule, flagRule, numberInput } from '../../rules/strict-values';
import { skuInWarehouseShape } from '../inventory/sku-in-warehouse';

/** Days 1–30 of a layer in a warehouse are free (spec 9); the first tier of a rate card starts on day 31 or later. */
export const STORAGE_FREE_DAYS = 30;
/** The forecast's horizons in days, and how far ahead it looks for units crossing into a dearer tier. */
export const STORAGE_FORECAST_HORIZONS = [30, 60, 90] as const;
export const STORAGE_CROSSING_WINDOW_DAYS = 7;

/** A calendar day `YYYY-MM-DD` that exists. */
export const calendarDay = dateRule();

/** The storage-fee list's filters (shared by the list and its export): local days of the warehouse. */
export const storageFeeFilterSchema = z.object({
  date_from: calendarDay.optional(),
  date_to: calendarDay.optional(),
  warehouse_id: idRule.optional(),
  /** 1: settled (debited from the balance), 0: not yet. */
  settled: flagRule.optional(),
});
export type StorageFeeFilters = z.input<typeof storageFeeFilterSchema>;

/** One day's storage fee of one warehouse (spec 3 "Storage fee"). Money in USD cents. */
export const storageChargeSchema = z.object({
  id: z.number().int(),
  /** The warehouse's local day charged. */
  charge_date: z.string(),
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
  /** m³ of every unit on hand that day. */
  stored_volume_m3: z.number(),
  /** m³ past the free days: what was charged. */
  charged_volume_m3: z.number(),
  currency: z.literal('USD'),
  receivable: z.number().int(),
  /** The merchant's discount in basis points (100 = 1%). */
  discount_bp: z.number().int(),
  discount: z.number().int(),
  net: z.number().int(),
  settled: z.boolean(),
  created_at: z.string(),
});
export type StorageCharge = z.infer<typeof storageChargeSchema>;

/** One age layer of one SKU in a day's charge; `amount_micro` is unrounded micro-dollars. */
export const storageChargeLineSchema = z.object({
  sku: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  layer_id: z.number().int(),
  received_at: z.string(),
  age_days: z.number().int(),
  tier_from_day: z.number().int(),
  units: z.number().int(),
  unit_volume_m3: z.number(),
  volume_m3: z.number(),
  /** Micro-dollars (1 USD = 1,000,000) per m³ and day. */
  daily_rate_micro: z.number().int(),
  amount_micro: z.number(),
});
export type StorageChargeLine = z.infer<typeof storageChargeLineSchema>;

export const storageChargeDetailSchema = z.object({
  charge: storageChargeSchema,
  lines: z.array(storageChargeLineSchema),
});
export type StorageChargeDetail = z.infer<typeof storageChargeDetailSchema>;

/**
 * What one SKU in one warehouse will cost in storage if nothing ships (USD cents, after the
 * merchant's discount), and its units that reach a dearer tier within the next 7 days.
 */
export const storageForecastItemSchema = z.object({
  ...skuInWarehouseShape,
  units: z.number().int(),
  volume_m3: z.number(),
  cost_30: z.number().int(),
  cost_60: z.number().int(),
  cost_90: z.number().int(),
  crossing_units: z.number().int(),
  /** The first local day on which some of those units pay the dearer rate, or null. */
  crossing_date: z.string().nullable(),
});
export type StorageForecastItem = z.infer<typeof storageForecastItemSchema>;

export const storageRateTierSchema = z.object({
  from_day: numberInput(
    z
      .number({ message: 'v.wholeNumber' })
      .int({ message: 'v.wholeNumber' })
      .min(STORAGE_FREE_DAYS + 1, { message: 'v.tooSmall' })
      .max(3650, { message: 'v.tooBig' }),
  ),
  daily_rate_micro: numberInput(
    z
      .number({ message: 'v.nonNegativeInteger' })
      .int({ message: 'v.nonNegativeInteger' })
      .min(0, { message: 'v.nonNegativeInteger' })
      .max(1_000_000_000, { message: 'v.tooBig' }),
  ),
});

export const storageRateCardSchema = z.object({
  warehouse_id: z.number().int(),
  time_zone: z.string(),
  free_days: z.number().int(),
  tiers: z.array(
    z.object({ from_day: z.number().int(), to_day: z.number().int().nullable(), daily_rate_micro: z.number().int() }),
  ),
});
export type StorageRateCard = z.infer<typeof storageRateCardSchema>;

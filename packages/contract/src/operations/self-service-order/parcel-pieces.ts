import { z } from 'zod';
import { hsCodeRule, LONG_TEXT_MAX } from '../../rules/sku';
import { numberInput } from '../../rules/strict-values';
import { countryCodeRule } from '../order/order-fields';
import { CUSTOMS_LINES_MAX, requiredText } from './parcel-rules';

const positiveMeasure = (max: number) =>
  numberInput(
    z
      .number({ message: 'v.positiveMeasure' })
      .positive({ message: 'v.positiveMeasure' })
      .max(max, { message: 'v.tooBig' }),
  );

/** One line of a piece's customs declaration (what the label's summary and the declaration list). */
export const customsLineInputSchema = z.object({
  name_en: requiredText('v.lineName', LONG_TEXT_MAX),
  name_cn: requiredText('v.lineName', LONG_TEXT_MAX),
  hs_code: hsCodeRule,
  quantity: numberInput(
    z
      .number({ message: 'v.lineQuantity' })
      .int({ message: 'v.wholeNumber' })
      .min(1, { message: 'v.lineQuantity' })
      .max(100_000, { message: 'v.tooBig' }),
  ),
  /** Declared value of one unit, US cents. */
  unit_value: numberInput(
    z
      .number({ message: 'v.linePrice' })
      .int({ message: 'v.linePrice' })
      .min(1, { message: 'v.linePrice' })
      .max(99_999_999, { message: 'v.tooBig' }),
  ),
  /** Country of origin, ISO 3166 alpha-2. */
  origin: countryCodeRule,
});

/** One piece as the merchant weighs and measures it before hand-over; the hub measures it again. */
export const pieceInputSchema = z.object({
  weight_g: numberInput(
    z
      .number({ message: 'v.positiveMeasure' })
      .int({ message: 'v.wholeNumber' })
      .positive({ message: 'v.positiveMeasure' })
      .max(1_000_000, { message: 'v.tooBig' }),
  ),
  length_cm: positiveMeasure(1000),
  width_cm: positiveMeasure(1000),
  height_cm: positiveMeasure(1000),
  customs_lines: z
    .array(customsLineInputSchema, { message: 'v.productAdd' })
    .min(1, { message: 'v.productAdd' })
    .max(CUSTOMS_LINES_MAX, { message: 'v.tooManyItems' }),
});

/** A customs line as a parcel's detail answers it. */
export const customsLineSchema = z.object({
  name_en: z.string(),
  name_cn: z.string(),
  hs_code: z.string(),
  quantity: z.number().int(),
  unit_value: z.number().int(),
  origin: z.string(),
});

export const pieceSchema = z.object({
  /** 1-based; the piece's label reads `<parcel_no>-<seq>`. */
  seq: z.number().int(),
  weight_g: z.number().int(),
  length_cm: z.number(),
  width_cm: z.number(),
  height_cm: z.number(),
  /** As the hub weighed and measured it; null until received. */
  measured: z
    .object({ weight_g: z.number().int(), length_cm: z.number(), width_cm: z.number(), height_cm: z.number() })
    .nullable(),
  customs_lines: z.array(customsLineSchema),
});

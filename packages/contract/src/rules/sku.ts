import { z } from 'zod';
import { numberInput } from './strict-values';

/** Spec section 5, "SKU": the limits every SKU form, import row and API call shares. */
export const SKU_MAX = 30;
export const BARCODE_MAX = 30;
/** Longer barcodes are allowed but scan badly on small labels: the form advises at most this. */
export const BARCODE_ADVISED_MAX = 17;
export const SIZE_TEXT_MAX = 100;
export const LONG_TEXT_MAX = 255;
export const SHORT_TEXT_MAX = 20;
export const CATEGORY_MAX = 10;
export const CONSUMABLES_MAX = 10;
export const SKU_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const required = { message: 'v.required' } as const;

export const skuRule = z
  .string(required)
  .min(1, required)
  .max(SKU_MAX, { message: 'v.sku' })
  .regex(/^[A-Za-z0-9._ -]+$/, { message: 'v.sku' })
  .refine((sku) => sku.trim() === sku, { message: 'v.sku' });

export const barcodeRule = z
  .string(required)
  .min(1, required)
  .max(BARCODE_MAX, { message: 'v.barcode' })
  .regex(/^[A-Za-z0-9-]+$/, { message: 'v.barcode' });

/** Whether the form should advise a shorter barcode (it is still accepted). */
export function barcodeIsLong(barcode: string): boolean {
  return barcode.length > BARCODE_ADVISED_MAX;
}

/** An HS code's length in digits (spec 5). */
export const HS_CODE_MIN_DIGITS = 6;
export const HS_CODE_MAX_DIGITS = 10;
export const hsCodeRule = z
  .string(required)
  .regex(new RegExp(`^\\d{${HS_CODE_MIN_DIGITS},${HS_CODE_MAX_DIGITS}}$`), { message: 'v.hsCode' });

/** Decimals of money typed in major units (a declared value, a price): spec 5 "2 decimals". */
export const MONEY_DECIMALS = 2;
const moneyText = new RegExp(`^\\d{1,8}(\\.\\d{1,${MONEY_DECIMALS}})?$`);

/** Money typed in major units (12.34), kept as integer minor units (1234). */
export const positiveMoneyRule = z
  .union([z.number(), z.string()], { message: 'v.positiveMoney' })
  // Checked on the decimal text, not on the float: 0.29 * 100 is 28.999… in binary floating point.
  .refine((value) => moneyText.test(String(value).trim()) && Number(value) > 0, {
    message: 'v.positiveMoney',
  })
  .transform((value) => Math.round(Number(value) * 100));

export const warningQuantityRule = numberInput(
  z
    .number({ message: 'v.nonNegativeInteger' })
    .int({ message: 'v.nonNegativeInteger' })
    .min(0, { message: 'v.nonNegativeInteger' })
    .max(1_000_000_000, { message: 'v.nonNegativeInteger' }),
);

export const sizeTextRule = z.string().trim().max(SIZE_TEXT_MAX, { message: 'v.tooLong' });
export const longTextRule = z.string().trim().max(LONG_TEXT_MAX, { message: 'v.tooLong' });
export const shortTextRule = z.string().trim().max(SHORT_TEXT_MAX, { message: 'v.tooLong' });
export const categoryIdsRule = z.array(z.number().int().positive()).max(CATEGORY_MAX, { message: 'v.tooManyItems' });

/** Spec 5 "Batch and export": a batch search holds at most this many lines, an export at most this many rows. */
export const BATCH_SEARCH_MAX = 5000;
export const EXPORT_MAX = 5000;
export const IMAGE_URL_MAX = 500;
/** Ceiling of a weight in g or a side in cm: a pallet-sized SKU, not a typo of a few extra digits. */
export const MEASURE_MAX = 1_000_000;

/** The address /upload/img answers: `/uploads/<customer id>/<random uuid>.<ext>`, nothing else. */
export const UPLOAD_URL_PATTERN =
  /^\/uploads\/\d{1,12}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|gif)$/;

/**
 * A SKU image: the `url` /upload/img answered (the server also checks that it is the merchant's
 * own), or empty for none. Addresses of other hosts, other folders or encoded paths are refused.
 */
export const imageUrlRule = z
  .string()
  .trim()
  .max(IMAGE_URL_MAX, { message: 'v.tooLong' })
  .refine((url) => url === '' || /\.(jpe?g|png|gif)(\?[^\s]*)?$/i.test(url), { message: 'v.imageSuffix' })
  .refine((url) => url === '' || !/\.(jpe?g|png|gif)(\?[^\s]*)?$/i.test(url) || UPLOAD_URL_PATTERN.test(url), {
    message: 'v.imageReference',
  });

/** Weight in g or a side in cm as typed: greater than 0, at most 2 decimals. */
export const positiveMeasureRule = z
  .union([z.number(), z.string()], { message: 'v.required' })
  .refine((value) => String(value).trim() !== '', { message: 'v.required' })
  .refine(
    (value) =>
      String(value).trim() === '' ||
      (/^\d{1,7}(\.\d{1,2})?$/.test(String(value).trim()) && Number(value) > 0 && Number(value) <= MEASURE_MAX),
    { message: 'v.positiveMeasure' },
  )
  .transform((value) => Number(value));

/** Money already in integer minor units (cents), as the API carries it. */
export const minorUnitsRule = z
  .number({ message: 'v.required' })
  .int({ message: 'v.positiveMoney' })
  .positive({ message: 'v.positiveMoney' })
  .max(99_999_999_99, { message: 'v.positiveMoney' });

/** The lines of a batch search box: trimmed, blank lines dropped, duplicates kept once, at most 5000. */
export const batchLinesRule = z
  .string()
  .max(BATCH_SEARCH_MAX * 64)
  .transform((text) => [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ])
  .refine((lines) => lines.length <= BATCH_SEARCH_MAX, { message: 'v.batchLimit' });

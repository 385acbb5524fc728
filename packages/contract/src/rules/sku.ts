import { z } from 'zod';

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

export const hsCodeRule = z.string(required).regex(/^\d{6,10}$/, { message: 'v.hsCode' });

/** Money typed in major units (12.34), kept as integer minor units (1234). */
export const positiveMoneyRule = z
  .union([z.number(), z.string()], { message: 'v.positiveMoney' })
  // Checked on the decimal text, not on the float: 0.29 * 100 is 28.999… in binary floating point.
  .refine((value) => /^\d{1,8}(\.\d{1,2})?$/.test(String(value).trim()) && Number(value) > 0, {
    message: 'v.positiveMoney',
  })
  .transform((value) => Math.round(Number(value) * 100));

export const warningQuantityRule = z.coerce
  .number({ message: 'v.nonNegativeInteger' })
  .int({ message: 'v.nonNegativeInteger' })
  .min(0, { message: 'v.nonNegativeInteger' })
  .max(1_000_000_000, { message: 'v.nonNegativeInteger' });

export const sizeTextRule = z.string().trim().max(SIZE_TEXT_MAX, { message: 'v.tooLong' });
export const longTextRule = z.string().trim().max(LONG_TEXT_MAX, { message: 'v.tooLong' });
export const shortTextRule = z.string().trim().max(SHORT_TEXT_MAX, { message: 'v.tooLong' });
export const categoryIdsRule = z.array(z.number().int().positive()).max(CATEGORY_MAX, { message: 'v.tooManyItems' });

import { z } from 'zod';

/**
 * A serial number (spec 3 "Serial number record"): 4-50 letters, digits, hyphens, underscores, dots
 * or slashes, starting with a letter or digit. Unique per merchant, upper and lower case counting
 * as the same (what a scanner reads does not keep case reliably).
 */
export const SERIAL_NUMBER_MIN = 4;
export const SERIAL_NUMBER_MAX = 50;
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{3,49}$/;
export const SERIAL_ALIAS_MAX = 50;
export const RECEIVING_NO_MAX = 40;
export const BOX_NUMBER_MAX = 40;

export const serialNumberRule = z
  .string({ message: 'v.required' })
  .trim()
  .min(1, { message: 'v.required' })
  .regex(SERIAL_NUMBER_PATTERN, { message: 'v.serialNumber' });

/** A second name of the serial number (what the merchant's shop calls it); unique per merchant when given. */
export const serialAliasRule = z.string().trim().max(SERIAL_ALIAS_MAX, { message: 'v.tooLong' });
export const receivingNoRule = z.string().trim().max(RECEIVING_NO_MAX, { message: 'v.tooLong' });
export const boxNumberRule = z.string().trim().max(BOX_NUMBER_MAX, { message: 'v.tooLong' });

/** The comparison key of a serial number or alias: trimmed, upper case. */
export function serialKey(text: string): string {
  return text.trim().toUpperCase();
}

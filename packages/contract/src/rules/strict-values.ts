import { z } from 'zod';
import type { ValidationMessageKey } from '../core/validation-messages';

/**
 * The rules every input value of its kind goes through (docs/ARCHITECTURE.md, "Input values").
 * A value is taken in the forms the product's own clients send and nothing looser: `0x10` is not
 * 16, `true` is not 1, `0001-01-01` is no day the product knows, half an emoji is not text.
 */

/** How a query string (or a form's text box) writes a number: digits, a leading minus, one point. */
const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/** Whether a text writes a number as the strict number rule reads one ("12", "-3", "1.5"; not "0x10" or "1e3"). */
export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

/**
 * A number, given as a JSON number or as its decimal text ("12", "-3", "1.5"): query strings carry
 * only text. Anything else (`0x10`, `1e3`, `" 12"`, `true`, `[]`) is refused as not a number; an empty
 * text counts as no value, so the rule's own words for a missing value apply. `rule` says what the
 * number must be (`z.number({ message }).int().min(1)`): a whole-number rule refuses "1.5" by `int()`.
 * A default is given with `.prefault(n)`, which /api/docs shows (a `.default` after a conversion is
 * left out of the input's JSON Schema).
 */
export function numberInput<T extends z.ZodType<number | undefined | null>>(rule: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value === 'string') {
      if (value === '') return undefined;
      if (isDecimalText(value)) return Number(value);
    }
    if (typeof value === 'string' || typeof value === 'boolean') {
      ctx.addIssue({ code: 'custom', message: 'v.notANumber' satisfies ValidationMessageKey, input: value });
    }
    return value;
  }, rule);
}

/**
 * A yes/no switch of the product's API, 0 or 1 (spec: `show_true_tracking_number`, the lists' "only
 * with stock" filters). The web sends it as "0"/"1" in addresses and as a number in bodies, so those
 * four are taken; `true`, `"true"`, `2` or `"01"` are refused.
 */
export const flagRule = z.preprocess(
  (value) => (value === '0' || value === '1' ? Number(value) : value),
  z.union([z.literal(0), z.literal(1)], { message: 'v.flag' }),
);

/**
 * A yes/no the API names a boolean: `true` or `false` in JSON, "true" or "false" in a form field or a
 * query string (which carry only text; the web's import dialog sends `dry_run` so). Never 1, "1",
 * "yes" or null. A default is given with `.prefault(false)`, which /api/docs shows.
 */
export const booleanRule = z
  .union([z.boolean(), z.literal('true'), z.literal('false')], { message: 'v.yesNo' })
  .transform((value) => value === true || value === 'true');

/**
 * The days an input date may name: the product has no record before 2000 and plans nothing past
 * 2100, while a year outside reaches the edges of date handling (Date.UTC reads years 0–99 as
 * 1900–1999, a day after 9999-12-31 has no `YYYY-MM-DD`). Every day a merchant picks falls inside.
 */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2100-12-31';

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}/;

/** Whether a date or date-time text that is well formed names a day of the window (others say their own fault). */
function inWindow(text: string): boolean {
  if (!DAY_TEXT.test(text)) return true;
  const day = text.slice(0, 10);
  return day >= DATE_MIN && day <= DATE_MAX;
}

const windowMessage = { message: 'v.dateWindow' satisfies ValidationMessageKey };

/**
 * A calendar day `YYYY-MM-DD` that exists (no 2026-02-30) within DATE_MIN–DATE_MAX. `required`
 * words a missing or empty value (a date picker: 'v.requiredSelect'), `invalid` any other text.
 */
export function dateRule(messages: { required?: ValidationMessageKey; invalid?: ValidationMessageKey } = {}) {
  const invalid = messages.invalid ?? 'v.date';
  const required = messages.required ?? invalid;
  return z.iso
    .date({ error: (issue) => (issue.input === undefined || issue.input === '' ? required : invalid) })
    .refine(inWindow, windowMessage);
}

/** An instant in ISO 8601 with its offset (`2026-05-01T00:00:00.000Z`, `…+08:00`) whose day is within the window. */
export function dateTimeRule(message: ValidationMessageKey = 'v.dateTime') {
  return z.iso.datetime({ offset: true, message }).refine(inWindow, windowMessage);
}

/** Half of a UTF-16 surrogate pair: with the `u` flag a whole pair is one character and does not match. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * What is wrong with a text of the input, whatever its field, or undefined: U+0000 (PostgreSQL text
 * cannot hold it, and no field has a use for it) and a lone surrogate (half an emoji, which JSON can
 * escape but UTF-8 cannot store: it would be saved as U+FFFD). The server asks it of every text and
 * key of every request before the operation's schema.
 */
export function textProblem(text: string): ValidationMessageKey | undefined {
  if (text.includes('\u0000')) return 'v.invalid';
  if (LONE_SURROGATE.test(text)) return 'v.brokenText';
  return undefined;
}

import type { z } from 'zod';
import { isEmpty } from './zod-rules';

/** A field whose schema takes anything (coerced: an id, a whole number) holds what it becomes, or text as typed. */
type Typed<I, O> = unknown extends I ? O | string : I;

/**
 * What an antd form holds for a contract form schema: every field, as the user types it (money as
 * text, ids as numbers), `null` while empty. Derived from the schema, never written by hand.
 */
export type FormValues<S extends z.ZodObject> = {
  [K in keyof z.output<S>]-?: Exclude<Typed<z.input<S>[K & keyof z.input<S>], z.output<S>[K]>, undefined> | null;
};

/**
 * A new form: each field's default from the schema (switches off, lists empty, optional texts ''),
 * or empty (`null`) when the field has none and must be filled.
 */
export function emptyFormValues<S extends z.ZodObject>(schema: S): FormValues<S> {
  const values = Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => {
    const defaulted = field.safeParse(undefined);
    return [name, defaulted.success && defaulted.data !== undefined ? defaulted.data : null];
  });
  return Object.fromEntries(values) as FormValues<S>;
}

/** How a saved record's field becomes what the form shows, where it is not the same value (cents → "12.30"). */
export type FormConversions<S extends z.ZodObject, R> = {
  [K in keyof FormValues<S>]?: (record: R) => FormValues<S>[K];
};

/**
 * A saved record as its form edits it: each field of the schema takes the record's value of the
 * same name, through `convert` where the form shows it otherwise; fields the record lacks start
 * empty as in a new form.
 */
export function formValuesOf<S extends z.ZodObject, R extends object>(
  schema: S,
  record: R,
  convert: FormConversions<S, R> = {},
): FormValues<S> {
  const empty: Record<string, unknown> = emptyFormValues(schema);
  const source = new Map<string, unknown>(Object.entries(record));
  const conversions: Record<string, ((record: R) => unknown) | undefined> = convert;
  const values = Object.keys(empty).map((name) => {
    const conversion = conversions[name];
    if (conversion) return [name, conversion(record)];
    return [name, source.has(name) ? (source.get(name) ?? null) : empty[name]];
  });
  return Object.fromEntries(values) as FormValues<S>;
}

/**
 * The operation's values from what the form holds, through the form's schema (money typed in
 * dollars becomes cents, text is trimmed). Empty inputs are "not given", exactly as the field rules
 * treat them, so a form whose rules passed always parses.
 */
export function parseFormValues<S extends z.ZodObject>(schema: S, values: Partial<FormValues<S>>): z.output<S> {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmptyInput(value)));
  return schema.parse(given);
}

/** Whether `name` is a field of the form's schema (e.g. to place a server's field message). */
export function isFormField<S extends z.ZodObject>(schema: S, name: string): name is keyof FormValues<S> & string {
  return Object.hasOwn(schema.shape, name);
}

// An empty list is a value the user chose (no categories): only missing and blank inputs are "not given".
function isEmptyInput(value: unknown): boolean {
  return isEmpty(value) && !Array.isArray(value);
}

import { type JsonSchema, sampleFor } from './sample-input';

/**
 * Values that look like what a field takes but are not (issue 23): read loosely they became 16, 1,
 * a day of year 1 or 9999, or text that is stored as U+FFFD. The contract's strict rules refuse each
 * (packages/contract/src/rules/strict-values.ts).
 */
const LOOK_ALIKES = {
  number: ['0x10', true],
  boolean: [1, '1'],
  date: ['0001-01-01', '9999-12-31'],
  dateTime: ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z'],
  /** Half of an emoji: JSON escapes it (`"\ud83d"`), UTF-8 cannot hold it; a query string cannot carry it at all. */
  text: ['ok \ud83d'],
} as const;

type Kind = keyof typeof LOOK_ALIKES;

/** Where the input is sent: a JSON body may carry any value, a query string, path or form field only text. */
export type Carrier = 'json' | 'text';

export interface HostileCase {
  /** The field's dotted path, as a refusal names it (`lines.0.quantity`). */
  field: string;
  value: unknown;
  /** The whole input: the schema's sample with `value` at `field`. */
  input: Record<string, unknown>;
}

/** The branch of a union that says what the field is: its first one that is not null. */
function variantOf(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  return variants?.find((variant) => variant.type !== 'null') ?? schema;
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

function kindOf(schema: JsonSchema): Kind | undefined {
  const type = typeOf(variantOf(schema));
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type !== 'string') return undefined;
  if (variantOf(schema).format === 'date') return 'date';
  if (variantOf(schema).format === 'date-time') return 'dateTime';
  return 'text';
}

/** Every leaf field of the schema (objects' properties, arrays' first item) with its path and kind. */
function leaves(schema: JsonSchema, path: string[] = []): Array<{ path: string[]; kind: Kind }> {
  const shape = variantOf(schema);
  if (typeOf(shape) === 'object') {
    return Object.entries(shape.properties ?? {}).flatMap(([name, child]) => leaves(child, [...path, name]));
  }
  if (typeOf(shape) === 'array') return shape.items ? leaves(shape.items, [...path, '0']) : [];
  const kind = kindOf(schema);
  return kind && path.length ? [{ path, kind }] : [];
}

/** The schema's sample with `value` at `path`; arrays on the way get one item. */
function sampleWith(schema: JsonSchema, path: string[], value: unknown, name = ''): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const shape = variantOf(schema);
  if (typeOf(shape) === 'array' && shape.items) return [sampleWith(shape.items, rest, value, name)];
  const base = sampleFor(shape, name) as Record<string, unknown>;
  const child = shape.properties?.[head] ?? {};
  return { ...base, [head]: sampleWith(child, rest, value, head) };
}

/** The look-alikes of every field of an input schema that a carrier can hold. */
export function hostileCases(schema: JsonSchema, carrier: Carrier): HostileCase[] {
  return leaves(schema).flatMap(({ path, kind }) =>
    LOOK_ALIKES[kind]
      .filter(() => carrier === 'json' || kind !== 'text')
      .filter(() => carrier === 'json' || path.length === 1)
      .map((value) => ({
        field: path.join('.'),
        value,
        input: sampleWith(schema, path, value) as Record<string, unknown>,
      })),
  );
}

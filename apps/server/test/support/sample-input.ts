import type { OperationDef } from '@portal/contract';
import type { z } from 'zod';
import { toJSONSchema } from 'zod';

/** The subset of JSON Schema that z.toJSONSchema produces for our contract. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Plausible values for well-known field names, so generated requests get past validation. */
const BY_NAME: Record<string, unknown> = {
  email: 'someone@portal.test',
  password: 'Passw0rd#x',
  confirm_password: 'Passw0rd#x',
  current_pwd: 'Wrong#pass1',
  new_pwd: 'Passw0rd#x',
  confirm_new_pwd: 'Passw0rd#x',
  phone: '+1 555 0100',
  country: 'US',
  currency: 'USD',
  cfg_name: 'max_upload_size',
  guide_type: 3,
  page: 1,
  page_size: 20,
};

/** A value that satisfies the schema as far as the name hints and the schema's own bounds allow. */
export function sampleFor(schema: JsonSchema, name = '', idPool: number[] = [1]): unknown {
  if (name in BY_NAME) return BY_NAME[name];
  if (name.endsWith('_id') || name === 'id') return idPool[0] ?? 1;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sampleFor(variant, name, idPool);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = sampleFor(child, key, idPool);
      return out;
    }
    case 'array':
      return schema.items ? [sampleFor(schema.items, name, idPool)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'email') return BY_NAME.email;
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 8, 8));
      return 'x'.repeat(length);
    }
    default:
      return 'x';
  }
}

/**
 * The call the walkers probe an operation with: every id-like field, query value and path segment
 * set to `id`, the rest sampled from the contract. Answers the parts of `TestApp.call`'s options
 * that carry the input; the caller adds who calls.
 */
export function probeInput(operation: OperationDef, id: number) {
  const input = operation.method === 'GET' ? operation.query : operation.body;
  const schema: JsonSchema = input ? jsonSchemaOf(input) : { type: 'object', properties: {} };
  const probe = sampleFor(schema, '', [id]);
  // A path segment names the row by its id.
  const params = operation.params
    ? (sampleFor(jsonSchemaOf(operation.params), '', [id]) as Record<string, string | number>)
    : undefined;
  return {
    params,
    ...(operation.method === 'GET' ? { query: probe as Record<string, unknown> } : { body: probe }),
  };
}

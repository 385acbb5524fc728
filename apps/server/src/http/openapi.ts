import type { OperationDef } from '@portal/contract';
import { ErrorCode, envelopeSchema, errorMessage, IDEMPOTENT_REPLAYED_HEADER, OPS_KEY_HEADER } from '@portal/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
}

/** How each kind of caller proves who it is: a header each. */
const SECURITY_SCHEMES = {
  token: { type: 'apiKey', in: 'header', name: 'token', description: 'A merchant session (from sign-in).' },
  opsKey: { type: 'apiKey', in: 'header', name: OPS_KEY_HEADER, description: "The provider's staff key." },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description:
      "The merchant's API key: the full-access key the main account generates in Settings, or a named key with scopes (`pk_…`, created on the Plugins page) that reaches only the areas and levels it names. Wrong keys answer 401 (error_code 1300 missing, 1301 invalid) and are counted per address; an operation outside a named key's scopes answers 403 (1305, naming the scope); the merchant's keys are rate-limited together (429 with Retry-After).",
  },
} as const;

const SECURITY_OF: Record<OperationDef['auth'], JsonSchema[]> = {
  public: [],
  user: [{ token: [] }],
  ops: [{ opsKey: [] }],
  apiKey: [{ apiKey: [] }],
};

const refusal = (code: keyof typeof ErrorCode, description: string) => ({
  description,
  content: {
    'application/json': {
      schema: toSchema(envelopeSchema(z.null()), 'output'),
      example: { error_code: ErrorCode[code], msg: errorMessage(code, 'en'), content: null },
    },
  },
});

const API_KEY_REFUSALS = {
  '401': refusal('API_KEY_INVALID', 'The X-Api-Key header is missing (1300) or not a key (1301).'),
  '403': refusal(
    'API_KEY_SCOPE_MISSING',
    "A named key without this operation's scope (1305, the message names it), or the merchant's main account is disabled (1015).",
  ),
  '429': {
    ...refusal('TOO_FREQUENT', "Over the key's rate: wait the seconds `Retry-After` says."),
    headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } },
  },
};

const IDEMPOTENCY_REFUSALS = {
  '409': refusal('IDEMPOTENCY_KEY_IN_PROGRESS', 'The first request with this Idempotency-Key is still running.'),
  '422': refusal('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.'),
};

const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any 1-255 printable characters (a UUID): the first reply is kept 24 hours and a repeat with the same key and request gets it again, with `Idempotent-Replayed: true`.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/** The OpenAPI 3 document of every operation, generated from the same zod schemas the server enforces. */
export function buildOpenApiDocument(operations: OperationDef[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations) {
    const pathItem = paths[op.path] ?? {};
    paths[op.path] = pathItem;
    pathItem[op.method.toLowerCase()] = operationEntry(op);
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Merchant portal API',
      version: '1',
      description: [
        'Every reply is `{ error_code, msg, content }`: error_code 0 is success, any other code carries `msg` in the request language (`Accept-Language`: zh_CN or en).',
        'The web app sends the session token in the `token` header. Shops and integrators call the Open API (`/api/open/v1/...`) with the merchant API key in `X-Api-Key`.',
      ].join(' '),
    },
    components: { securitySchemes: SECURITY_SCHEMES },
    paths,
  };
}

function operationEntry(op: OperationDef): JsonSchema {
  const examples = op.examples;
  const parameters: JsonSchema[] = [];
  if (op.params) {
    const params = toSchema(op.params, 'input') as { properties?: Record<string, JsonSchema> };
    for (const [name, schema] of Object.entries(params.properties ?? {})) {
      const example = examples?.params?.[name];
      parameters.push({ name, in: 'path', required: true, schema, ...(example !== undefined ? { example } : {}) });
    }
  }
  if (op.query) {
    const query = toSchema(op.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      const example = examples?.query?.[name];
      parameters.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        schema,
        ...(example !== undefined ? { example } : {}),
      });
    }
  }
  if (op.idempotent) parameters.push(IDEMPOTENCY_PARAMETER);
  const requestBody = op.multipart
    ? {
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
          },
        },
      }
    : op.body
      ? {
          content: {
            'application/json': {
              schema: toSchema(op.body, 'input'),
              ...(examples?.body !== undefined ? { example: examples.body } : {}),
            },
          },
        }
      : undefined;
  const success =
    op.response === 'binary'
      ? {
          description: 'file',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        }
      : {
          description: '`error_code` 0 on success; any other code carries `msg` in the request language.',
          ...(op.idempotent
            ? {
                headers: {
                  [IDEMPOTENT_REPLAYED_HEADER]: {
                    schema: { type: 'string', enum: ['true'] },
                    description: 'Present when the reply is the one kept for this Idempotency-Key.',
                  },
                },
              }
            : {}),
          content: {
            'application/json': {
              schema: toSchema(envelopeSchema(op.response), 'output'),
              ...(examples
                ? { example: { error_code: 0, msg: errorMessage('OK', 'en'), content: examples.response } }
                : {}),
            },
          },
        };
  return {
    operationId: op.id,
    summary: op.summary,
    tags: [op.id.split('.')[0]],
    security: SECURITY_OF[op.auth],
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': success,
      ...(op.auth === 'apiKey' ? API_KEY_REFUSALS : {}),
      ...(op.idempotent ? IDEMPOTENCY_REFUSALS : {}),
    },
    ...(op.permission ? { 'x-permission': op.permission } : {}),
    ...(op.mainAccountOnly ? { 'x-main-account-only': true } : {}),
  };
}

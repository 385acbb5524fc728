import type { OperationDef } from '@portal/contract';
import { envelopeSchema } from '@portal/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
}

/** The OpenAPI 3 document of every operation, generated from the same zod schemas the server enforces. */
export function buildOpenApiDocument(operations: OperationDef[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations) {
    const parameters: JsonSchema[] = [];
    if (op.query) {
      const query = toSchema(op.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
      }
    }
    if (op.auth === 'user')
      parameters.push({ name: 'token', in: 'header', required: true, schema: { type: 'string' } });
    if (op.auth === 'ops')
      parameters.push({ name: 'ops-key', in: 'header', required: true, schema: { type: 'string' } });
    const requestBody = op.multipart
      ? {
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
            },
          },
        }
      : op.body
        ? { content: { 'application/json': { schema: toSchema(op.body, 'input') } } }
        : undefined;
    const success =
      op.response === 'binary'
        ? {
            description: 'file',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          }
        : {
            description: '`error_code` 0 on success; any other code carries `msg` in the request language.',
            content: { 'application/json': { schema: toSchema(envelopeSchema(op.response), 'output') } },
          };
    const pathItem = paths[op.path] ?? {};
    paths[op.path] = pathItem;
    pathItem[op.method.toLowerCase()] = {
      operationId: op.id,
      summary: op.summary,
      tags: [op.id.split('.')[0]],
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses: { '200': success },
      ...(op.permission ? { 'x-permission': op.permission } : {}),
      ...(op.mainAccountOnly ? { 'x-main-account-only': true } : {}),
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Merchant portal API',
      version: '1',
      description:
        'Every reply is `{ error_code, msg, content }`. Send the session token in the `token` header and the language in `Accept-Language` (zh_CN or en).',
    },
    paths,
  };
}

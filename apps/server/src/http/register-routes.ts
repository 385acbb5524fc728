import {
  errorMessage,
  type FieldError,
  type Lang,
  langFromHeader,
  OPS_KEY_HEADER,
  type OperationDef,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';
import type { RouteBinding, RouteContext } from './route';
import { requirePermission, type Viewer } from './viewer';

export interface RouteGuards {
  authenticate(token: string | undefined, request: FastifyRequest): Promise<Viewer>;
  /** Refuses an `ops-key` header that is not the staff key (and an address that keeps guessing). */
  admitStaff(key: string, request: FastifyRequest): Promise<void>;
}

export function requestLang(request: FastifyRequest): Lang {
  return langFromHeader(request.headers['accept-language']);
}

/** Registers each binding at its contract path; input is parsed and output checked against the contract. */
export function registerRoutes(app: FastifyInstance, bindings: RouteBinding[], guards: RouteGuards): void {
  for (const binding of bindings) {
    const { operation } = binding;
    app.route({
      method: operation.method,
      url: operation.path,
      handler: async (request, reply) => {
        const lang = requestLang(request);
        const viewer = await admit(operation, request, guards);
        const ctx: RouteContext<OperationDef> = {
          query: operation.query ? parseInput(operation.query, request.query ?? {}) : undefined,
          body: operation.body && !operation.multipart ? parseInput(operation.body, request.body ?? {}) : undefined,
          viewer: viewer as RouteContext<OperationDef>['viewer'],
          lang,
          ip: request.ip,
          request,
          reply,
        };
        const content = await binding.handler(ctx);
        if (operation.response === 'binary') return reply;
        const checked = operation.response.safeParse(content ?? null);
        if (!checked.success) {
          throw new Error(`reply of ${operation.id} does not match its contract: ${checked.error.message}`);
        }
        return reply.send({ error_code: 0, msg: errorMessage('OK', lang), content: checked.data });
      },
    });
  }
}

async function admit(
  operation: OperationDef,
  request: FastifyRequest,
  guards: RouteGuards,
): Promise<Viewer | undefined> {
  if (operation.auth === 'ops') {
    await guards.admitStaff(String(request.headers[OPS_KEY_HEADER] ?? ''), request);
    return undefined;
  }
  if (operation.auth !== 'user') return undefined;
  const header = request.headers.token;
  const viewer = await guards.authenticate(typeof header === 'string' ? header : undefined, request);
  if (operation.mainAccountOnly && !viewer.isMain) throw new AppError('PERMISSION_DENIED');
  requirePermission(viewer, operation.permission);
  return viewer;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const refused = refusedPath(input);
  if (refused !== undefined) {
    // PostgreSQL text cannot hold U+0000, and no field of ours has a use for it; no input of ours nests deeply.
    throw new AppError('VALIDATION_FAILED', { fields: [{ field: refused, message: 'v.invalid' }] });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('VALIDATION_FAILED', { issues: result.error.issues });
}

export function describeFields(fields: FieldError[]): string {
  return fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; ');
}

/** Deeper than any operation's input: a request nested further is refused before it is walked. */
const MAX_INPUT_DEPTH = 32;

/**
 * The path of the first string or key holding U+0000, or of the first value nested deeper than
 * MAX_INPUT_DEPTH. Walked with a stack of its own: found, 20,000 nested arrays overflowed the call stack.
 */
function refusedPath(input: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: '', depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return path;
    const entries = Object.entries(value);
    const nulKey = entries.find(([key]) => key.includes('\u0000'));
    if (nulKey) return nulKey[0];
    // Pushed last to first, so fields are looked at in their order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

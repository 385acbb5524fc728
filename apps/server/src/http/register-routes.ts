import {
  API_KEY_HEADER,
  allows,
  ErrorCode,
  errorMessage,
  type FieldProblem,
  fillPath,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
  type Lang,
  neededLevel,
  OPS_KEY_HEADER,
  type OperationDef,
  routeUrl,
  scopeNeeded,
  textProblem,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { withCommitHook } from '../db/commit-hook';
import { AppError } from '../kernel/app-error';
import { requirePermission, type Viewer } from '../kernel/viewer';
import { type Actor, staffActor } from '../platform/actor';
import type { Execution, IdempotencyStore } from '../platform/idempotency/idempotency-store';
import { requestFingerprint } from '../platform/idempotency/request-fingerprint';
import { logParameters } from '../platform/operation-log/log-parameters';
import type { OperationRecorder, Recording } from '../platform/operation-log/operation-recorder';
import { redactUrl } from './log-redaction';
import { callerOf, sentInput, staffCaller } from './logged-caller';
import { refusalReply } from './refusal-reply';
import { requestLang } from './request-lang';
import type { RouteBinding, RouteContext } from './route';

export interface RouteGuards {
  /** The session's account, and the actor its changes are recorded as made by. */
  authenticate(token: string | undefined, request: FastifyRequest): Promise<{ viewer: Viewer; actor: Actor }>;
  /** Refuses an `ops-key` header that is not the staff key (and an address that keeps guessing). */
  admitStaff(key: string, request: FastifyRequest): Promise<void>;
  /**
   * The merchant of an `X-Api-Key` header, within its rate (wrong keys counted per address): the
   * full-access key as the main account, a named key limited to its scopes, each with its actor.
   */
  admitApiKey(key: string | undefined, request: FastifyRequest): Promise<{ viewer: Viewer; actor: Actor }>;
}

/**
 * Registers each binding at its contract path; input is parsed and output checked against the
 * contract. An `idempotent` operation sent with `Idempotency-Key` runs through the idempotency store.
 * A logged operation (every write) is recorded from the moment its caller is known: its rights are
 * checked and its input parsed under the recording, so a refusal is logged as well as a change.
 */
export function registerRoutes(
  app: FastifyInstance,
  bindings: RouteBinding[],
  guards: RouteGuards,
  idempotency: IdempotencyStore,
  recorder: OperationRecorder,
): void {
  for (const binding of bindings) {
    const { operation } = binding;
    if (operation.idempotent && (operation.method !== 'POST' || operation.response === 'binary')) {
      throw new Error(`${operation.id}: only a POST that answers the envelope can be idempotent`);
    }
    app.route({
      method: operation.method,
      url: routeUrl(operation.path),
      handler: async (request, reply) => {
        const lang = requestLang(request);
        const { viewer, actor } = await identify(operation, request, guards);
        const recording = recorder.begin(
          {
            operation,
            method: request.method,
            url: redactUrl(request.url),
            params: () => logParameters(sentInput(operation, request)),
            ip: request.ip,
            userAgent: String(request.headers['user-agent'] ?? ''),
            lang,
          },
          callerOf(operation, request, viewer, actor),
        );
        try {
          authorize(operation, viewer);
          const key = operation.idempotent ? idempotencyKeyOf(request) : undefined;
          const ctx: RouteContext<OperationDef> = {
            params: operation.params ? parseInput(operation.params, request.params ?? {}) : undefined,
            query: operation.query ? parseInput(operation.query, request.query ?? {}) : undefined,
            body: operation.body && !operation.multipart ? parseInput(operation.body, request.body ?? {}) : undefined,
            viewer: viewer as RouteContext<OperationDef>['viewer'],
            actor: actor as RouteContext<OperationDef>['actor'],
            lang,
            logAs: (caller) => recording?.identify(caller),
            ip: request.ip,
            request,
            reply,
          };
          if (recording && binding.merchantOf) {
            const customerId = await binding.merchantOf(ctx);
            if (customerId !== undefined) recording.identify(staffCaller(customerId, request));
          }
          if (key !== undefined && viewer) {
            // The input as the contract read it: field order and spelled-out defaults do not make another request.
            // The path as named (`/orders/42/cancel`): the same key on another order is another request.
            const path = fillPath(operation.path, ctx.params as Record<string, unknown> | undefined);
            const fingerprint = requestFingerprint(operation.method, path, ctx.query, ctx.body);
            const outcome = await idempotency.execute(viewer.customerId, key, fingerprint, () =>
              execute(binding, ctx, request, recording),
            );
            const sent = outcome.reply.body as { error_code?: number; msg?: string };
            if (sent.error_code === 0) await recording?.succeeded();
            else await recording?.failed(sent.error_code ?? ErrorCode.INTERNAL_ERROR, sent.msg ?? '');
            if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
            return reply.status(outcome.reply.status).send(outcome.reply.body);
          }
          const content = await withCommitHook(recording, async () => binding.handler(ctx));
          await recording?.succeeded();
          if (operation.response === 'binary') return reply;
          return reply.send(envelope(operation, content, lang));
        } catch (error) {
          if (recording) await recordFailure(recording, request, error);
          throw error;
        }
      },
    });
  }
}

/** Logs a refusal or failure; the request's own error is the one answered, whatever the log did. */
async function recordFailure(recording: Recording, request: FastifyRequest, error: unknown): Promise<void> {
  const { body } =
    error instanceof AppError ? refusalReply(request, error.code, error) : refusalReply(request, 'INTERNAL_ERROR');
  try {
    await recording.failed(body.error_code, body.msg);
  } catch (logError) {
    request.log.error({ err: logError }, 'the operation log could not record a refused request');
  }
}

function envelope(operation: OperationDef, content: unknown, lang: Lang) {
  if (operation.response === 'binary') throw new Error(`${operation.id} answers a file, not the envelope`);
  const checked = operation.response.safeParse(content ?? null);
  if (!checked.success) {
    throw new Error(`reply of ${operation.id} does not match its contract: ${checked.error.message}`);
  }
  return { error_code: 0, msg: errorMessage('OK', lang), content: checked.data };
}

/**
 * Runs the handler and answers the reply to keep. Business refusals are kept like successes (Stripe
 * does the same): a retry of the same request is told the same thing, not something that changed
 * since. Transient ones, too many requests (429) and server failures (5xx), are not: the handler
 * wrote nothing, and the key is released so a retry runs afresh. A crash releases it too.
 */
async function execute(
  binding: RouteBinding,
  ctx: RouteContext<OperationDef>,
  request: FastifyRequest,
  recording: Recording | undefined,
) {
  try {
    const content = await withCommitHook(recording, async () => binding.handler(ctx));
    return { reply: { status: 200, body: envelope(binding.operation, content, ctx.lang) }, keep: true };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const refusal = refusalReply(request, error.code, error);
    if (refusal.retryAfterSeconds !== undefined) ctx.reply.header('retry-after', String(refusal.retryAfterSeconds));
    const transient = refusal.status === 429 || refusal.status >= 500;
    return { reply: { status: refusal.status, body: refusal.body }, keep: !transient } satisfies Execution;
  }
}

/** The `Idempotency-Key` header: none, or 1–255 printable characters. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new AppError('IDEMPOTENCY_KEY_INVALID');
  }
  return header;
}

/** Who calls: the staff, the API key's merchant, or the session's account; their rights come after (`authorize`). */
async function identify(
  operation: OperationDef,
  request: FastifyRequest,
  guards: RouteGuards,
): Promise<{ viewer?: Viewer; actor?: Actor }> {
  if (operation.auth === 'ops') {
    await guards.admitStaff(String(request.headers[OPS_KEY_HEADER] ?? ''), request);
    return { actor: staffActor('') };
  }
  if (operation.auth === 'apiKey') {
    const header = request.headers[API_KEY_HEADER];
    // Awaited for the same reason as the session below.
    return await guards.admitApiKey(typeof header === 'string' ? header : undefined, request);
  }
  if (operation.auth !== 'user') return {};
  const header = request.headers.token;
  // Awaited here, so this function is on the async stack of the session's statements (the API tests tell admission's statements by it).
  const admitted = await guards.authenticate(typeof header === 'string' ? header : undefined, request);
  return admitted;
}

/**
 * Refuses an account the operation's right is not granted to (the spec's 403), and a named API key
 * an operation outside its scopes (403 naming the scope it lacks).
 */
function authorize(operation: OperationDef, viewer: Viewer | undefined): void {
  if (operation.auth === 'apiKey' && viewer) {
    requireScope(operation, viewer);
    return;
  }
  if (operation.auth !== 'user' || !viewer) return;
  if (operation.mainAccountOnly && !viewer.isMain) throw new AppError('PERMISSION_DENIED');
  requirePermission(viewer, operation.permission, neededLevel(operation));
}

function requireScope(operation: OperationDef, viewer: Viewer): void {
  const { permission } = operation;
  const need = neededLevel(operation);
  if (permission === undefined || permission === 'account' || allows(viewer, permission, need)) return;
  throw new AppError('API_KEY_SCOPE_MISSING', { params: { scope: scopeNeeded(permission, need) } });
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const refused = refusedPath(input);
  // A text no field takes (the contract's `textProblem`: U+0000, half an emoji), or input nested deeper than any of ours.
  if (refused !== undefined) throw new AppError('VALIDATION_FAILED', { fields: [refused] });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('VALIDATION_FAILED', { issues: result.error.issues });
}

/** Deeper than any operation's input: a request nested further is refused before it is walked. */
const MAX_INPUT_DEPTH = 32;

/**
 * The first string or key of the input the contract's text rule refuses, or the first value nested
 * deeper than MAX_INPUT_DEPTH, with why. Walked with a stack of its own: found, 20,000 nested arrays
 * overflowed the call stack.
 */
function refusedPath(input: unknown): FieldProblem | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: '', depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field: path, message: problem };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: path, message: 'v.invalid' };
    const entries = Object.entries(value);
    for (const [key] of entries) {
      const problem = textProblem(key);
      if (problem) return { field: key, message: problem };
    }
    // Pushed last to first, so fields are looked at in their order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

import type { OperationDef } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../kernel/viewer';
import type { Actor } from '../platform/actor';
import { accountCaller, type LoggedCaller } from '../platform/operation-log/operation-recorder';

/**
 * Who an operation-log entry names and what it records of a request (docs/server/operation-log.md):
 * the route layer (`register-routes.ts`) asks these once the caller is known.
 */

/** What the caller sent: the path's values, the query and the body (a file upload as its type and size). */
export function sentInput(operation: OperationDef, request: FastifyRequest): unknown {
  const body = operation.multipart
    ? { upload: { type: request.headers['content-type'] ?? '', size: Number(request.headers['content-length'] ?? 0) } }
    : request.body;
  return { params: request.params, query: request.query, body };
}

/**
 * Whose entry a request writes: the session's account (`web`), the API key's merchant (`api`), or for
 * the staff the merchant their request names (`customer_id`, or the owner of the record it names: the route's
 * `merchantOf`); a public request's is named by its handler.
 */
export function callerOf(
  operation: OperationDef,
  request: FastifyRequest,
  viewer: Viewer | undefined,
  actor: Actor | undefined,
): LoggedCaller | undefined {
  if (operation.auth === 'user' && viewer && actor) {
    // The actor's label is the account's e-mail.
    return accountCaller({
      id: viewer.accountId,
      customer_id: viewer.customerId,
      email: actor.label,
      is_main: viewer.isMain,
    });
  }
  if (operation.auth === 'apiKey' && viewer && actor) {
    return { customerId: viewer.customerId, accountId: 0, label: actor.label, kind: '', source: 'api' };
  }
  if (operation.auth === 'ops') {
    const customerId = Number(staffInput(request).customer_id);
    if (!Number.isSafeInteger(customerId) || customerId <= 0) return undefined;
    return staffCaller(customerId, request);
  }
  return undefined;
}

function staffInput(request: FastifyRequest): { customer_id?: unknown; operator?: unknown } {
  return { ...(request.query as object | undefined), ...(request.body as object | undefined) };
}

/** The staff acting for a merchant, named by the `operator` their request gives. */
export function staffCaller(customerId: number, request: FastifyRequest): LoggedCaller {
  const { operator } = staffInput(request);
  const label = typeof operator === 'string' && operator ? operator : 'staff';
  return { customerId, accountId: 0, label, kind: '', source: 'staff' };
}

import type { ContentOf, Lang, OperationDef, ParsedBodyOf, ParsedParamsOf, ParsedQueryOf } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../kernel/viewer';
import type { Actor } from '../platform/actor';
import type { LoggedCaller } from '../platform/operation-log/operation-recorder';

export interface RouteContext<O extends OperationDef> {
  /** The path's `{name}` segments, parsed by `operation.params`. */
  params: ParsedParamsOf<O>;
  query: ParsedQueryOf<O>;
  body: ParsedBodyOf<O>;
  /**
   * Present on `auth: 'user'` operations (the session's account) and `auth: 'apiKey'` ones (the
   * key's merchant as its main account, every permission, `sessionId` 0).
   */
  viewer: O['auth'] extends 'user' | 'apiKey' ? Viewer : undefined;
  /**
   * Who a change is recorded as made by, supplied here so no service looks it up: the signed-in
   * account (its e-mail as label) on `user` operations, `API_KEY_ACTOR` on `apiKey` ones, the staff
   * on `ops` ones.
   */
  actor: O['auth'] extends 'user' | 'apiKey' | 'ops' ? Actor : undefined;
  lang: Lang;
  /**
   * Names whose operation-log entry a logged public operation writes, once the handler knows
   * (signing in: the account of the e-mail). The other operations' callers are known before.
   */
  logAs(caller: LoggedCaller): void;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A `binary` operation writes its file to `reply` itself; the others answer the envelope's content. */
export type Handler<O extends OperationDef> = O['response'] extends 'binary'
  ? (ctx: RouteContext<O>) => Promise<void> | void
  : (ctx: RouteContext<O>) => Promise<ContentOf<O>> | ContentOf<O>;

/** An operation from the contract bound to the function that serves it. */
export interface RouteBinding {
  operation: OperationDef;
  handler: (ctx: RouteContext<OperationDef>) => Promise<unknown> | unknown;
  merchantOf?: (ctx: RouteContext<OperationDef>) => Promise<number | undefined>;
}

export interface RouteOptions<O extends OperationDef> {
  /**
   * For a staff operation that names a merchant's record by its number (`system_order_id`,
   * `receiving_no`) rather than the merchant: whose record it is, so the operation log files the
   * step under that merchant. Asked before the handler runs; undefined (no such record) logs nothing.
   */
  merchantOf?: (ctx: RouteContext<O>) => Promise<number | undefined>;
}

export function route<O extends OperationDef>(
  operation: O,
  handler: Handler<O>,
  options: RouteOptions<O> = {},
): RouteBinding {
  return {
    operation,
    handler: handler as unknown as RouteBinding['handler'],
    merchantOf: options.merchantOf as RouteBinding['merchantOf'],
  };
}

import type { ContentOf, Lang, OperationDef, ParsedBodyOf, ParsedQueryOf } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from './viewer';

export interface RouteContext<O extends OperationDef> {
  query: ParsedQueryOf<O>;
  body: ParsedBodyOf<O>;
  /** Present on `auth: 'user'` operations. */
  viewer: O['auth'] extends 'user' ? Viewer : undefined;
  lang: Lang;
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
}

export function route<O extends OperationDef>(operation: O, handler: Handler<O>): RouteBinding {
  return { operation, handler: handler as unknown as RouteBinding['handler'] };
}

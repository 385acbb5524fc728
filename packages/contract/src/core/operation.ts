import type { z } from 'zod';
import type { Need, Permission } from '../menu/permissions';
import type { Resource } from './resources';

/**
 * One HTTP operation: its path, who may call it, and the schemas of what goes in and comes out.
 * The server registers routes from these, the web client calls through them, and the OpenAPI
 * document is generated from them, so the three cannot drift apart.
 */
export interface OperationDef {
  /** Stable identifier, `area.verb`, also the OpenAPI operationId. */
  id: string;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  /**
   * `public`: no token; `user`: a merchant session (`token` header); `ops`: the provider's staff key
   * (`ops-key`); `apiKey`: the Open API, the merchant's API key (`X-Api-Key`), acting as its main
   * account with every permission, rate-limited per merchant.
   */
  auth: OperationAuth;
  /**
   * A write (every POST): the resources it may change, `[]` when it changes nothing a read shows. The
   * web marks old every cached read whose `shows` names one of them. A contract test makes every POST
   * declare it; the API tests fail a write that touches a table of a resource it does not name.
   */
  changes?: readonly Resource[];
  /**
   * A read (every GET, and a POST the web caches as a read): the resources its reply is made from.
   * A contract test makes every GET declare it; the API tests fail a read that reads a table of a
   * resource it does not name.
   */
  shows?: readonly Resource[];
  /**
   * Whose right a `user` operation needs: a menu area's, or `account` (any signed-in account). Every
   * `user` operation names one (a contract test); the main account holds all.
   */
  permission?: Permission;
  /**
   * What the operation asks of that area when it is not what `neededLevel` reads from the operation:
   * `export` for a file of a list's data (a contract test makes every export say so).
   */
  need?: Need;
  /** Refused for sub-accounts whatever their permissions (password change, sub-account admin). */
  mainAccountOnly?: boolean;
  /**
   * Segments of `path` written `{name}` (`/api/open/v1/orders/{id}`), parsed like `query`. Only the
   * Open API uses them, as integrators expect of a REST path; the portal's own paths have none.
   */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `multipart/form-data` upload: the body schema describes the non-file fields. */
  multipart?: boolean;
  /** Schema of `content` in the envelope; `binary` replies are files, not envelopes. */
  response: z.ZodType | 'binary';
  /** Client-side timeout when it differs from the default 30 s (label printing: 300 s). */
  timeoutMs?: number;
  /**
   * A POST of a merchant (`apiKey` or `user`) that accepts `Idempotency-Key`: the first reply is kept
   * 24 h per merchant and key and replayed for a repeat (docs/server/idempotency.md).
   */
  idempotent?: boolean;
  /** Shown in `GET /api/docs`; every `apiKey` operation has them, and they must pass its schemas (tested). */
  examples?: OperationExamples;
}

export type OperationAuth = 'public' | 'user' | 'ops' | 'apiKey';

/** A request and its successful reply's `content`, as an integrator would send and read them. */
export interface OperationExamples {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  response: unknown;
}

/** The provider's staff call `auth: 'ops'` operations with this header (OPS_KEY); merchants never can. */
export const OPS_KEY_HEADER = 'ops-key';

/** Integrations call `auth: 'apiKey'` operations with the merchant's API key in this header. */
export const API_KEY_HEADER = 'x-api-key';

/** A client's key for one logical request: a repeat is answered with the first reply. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** `true` on a reply replayed for a repeated `Idempotency-Key`. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** 1–255 printable ASCII characters (space to tilde): what a client may send as `Idempotency-Key`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/**
 * The level an operation needs in its area: what it declares, else `manage` for a write that changes
 * what a read shows, else `view`. The server's check, the menu and the web's buttons all ask this.
 */
export function neededLevel(operation: Pick<OperationDef, 'need' | 'changes'>): Need {
  return operation.need ?? ((operation.changes?.length ?? 0) > 0 ? 'manage' : 'view');
}

/**
 * Whether the route layer writes an operation-log entry for a call: every write that changes
 * something a read shows, whoever calls it (docs/server/operation-log.md). A public one (signing in)
 * is logged once its handler names the merchant.
 */
export function isLogged(operation: Pick<OperationDef, 'changes'>): boolean {
  return (operation.changes?.length ?? 0) > 0;
}

export function defineOperation<const O extends OperationDef>(operation: O): O {
  return operation;
}

type Infer<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** `/a/{id}/b` as a Fastify route (`/a/:id/b`). */
export function routeUrl(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** `path` with each `{name}` replaced by its value, URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** The `{name}` segments of a path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** What the client sends (before defaults are applied). */
export type QueryOf<O extends OperationDef> = Infer<O['query']>;
export type BodyOf<O extends OperationDef> = Infer<O['body']>;
/** What the server's handler receives (after parsing). */
export type ParamsOf<O extends OperationDef> = Infer<O['params']>;
export type ParsedParamsOf<O extends OperationDef> = Output<O['params']>;
export type ParsedQueryOf<O extends OperationDef> = Output<O['query']>;
export type ParsedBodyOf<O extends OperationDef> = Output<O['body']>;
/** `content` of a successful reply. */
export type ContentOf<O extends OperationDef> = O['response'] extends z.ZodType ? z.output<O['response']> : Blob;

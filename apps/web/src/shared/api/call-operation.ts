import type { BodyOf, ContentOf, OperationDef, QueryOf } from '@portal/contract';
import { request } from './request';

export interface CallInput<O extends OperationDef> {
  query?: QueryOf<O>;
  body?: BodyOf<O> | FormData;
  silent?: boolean;
  /** A token to send instead of the stored session's (see RequestSpec.token). */
  token?: string;
}

/** Calls an operation of the contract: path, method, timeout and reply type all come from it. */
export function callOperation<O extends OperationDef>(operation: O, input: CallInput<O> = {}): Promise<ContentOf<O>> {
  return request<ContentOf<O>>({
    method: operation.method,
    path: operation.path,
    query: input.query as Record<string, unknown> | undefined,
    body: input.body,
    timeoutMs: operation.timeoutMs,
    binary: operation.response === 'binary',
    silent: input.silent,
    token: input.token,
  });
}

import type { ErrorCodeName, FieldProblem } from '@portal/contract';

/** What a worker answers for one task. */
export type WorkerReply<R> =
  | { ok: true; result: R }
  | { ok: false; refusal: { code: ErrorCodeName; fields: FieldProblem[] } }
  | { ok: false; failure: string };

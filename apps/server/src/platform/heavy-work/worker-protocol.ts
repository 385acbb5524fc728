import type { ErrorCodeName, FieldProblem } from '@portal/contract';

/** What a worker answers for one task. */
export type WorkerReply<R> =
  | { ok: true; result: R }
  | { ok: false; refusal: { code: ErrorCodeName; fields: FieldProblem[] } }
  | { ok: false; failure: string };

/**
 * What a worker posts when it takes a task, before its answer: the task's time limit counts from
 * here, so a worker still compiling its modules on a busy machine is not mistaken for a slow task.
 */
export interface WorkerStarted {
  started: true;
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from './handles';

/**
 * Work that must commit with the change a request makes, or not at all: the operation log's entry
 * (platform/operation-log). The route layer sets one around a handler; `transaction` runs it as the
 * last statement of each transaction the handler opens.
 */
export interface CommitHook {
  beforeCommit(tx: Tx): Promise<void>;
}

const current = new AsyncLocalStorage<CommitHook>();

export function withCommitHook<R>(hook: CommitHook | undefined, work: () => Promise<R>): Promise<R> {
  return hook ? current.run(hook, work) : work();
}

/** The hook of the request running now, if any (none in jobs and before the handler). */
export function commitHook(): CommitHook | undefined {
  return current.getStore();
}

import { commitHook } from './commit-hook';
import type { Db, Tx } from './handles';
import { queryBuilder, registerTransaction } from './query-builder';

/** Tx lives in handles.ts, which the query builder reads too; callers name it from here. */
export type { Tx } from './handles';

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Inside a
 * logged request the request's commit hook (its operation-log entry) runs last, in the same
 * transaction: the entry and the change are kept together or not at all.
 */
export function transaction<R>(db: Db, work: (tx: Tx) => Promise<R>): Promise<R> {
  const hook = commitHook();
  return queryBuilder<object>(db)
    .transaction()
    .execute(async (trx) => {
      const tx = {} as Tx;
      registerTransaction(tx, trx);
      const result = await work(tx);
      await hook?.beforeCommit(tx);
      return result;
    });
}

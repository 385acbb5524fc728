import type { Db, Tx } from './handles';
import { queryBuilder, registerTransaction } from './query-builder';

/** Tx lives in handles.ts, which the query builder reads too; callers name it from here. */
export type { Tx } from './handles';

/** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
export function transaction<R>(db: Db, work: (tx: Tx) => Promise<R>): Promise<R> {
  return queryBuilder<object>(db)
    .transaction()
    .execute((trx) => {
      const tx = {} as Tx;
      registerTransaction(tx, trx);
      return work(tx);
    });
}

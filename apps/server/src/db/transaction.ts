import type { Db } from './database';
import { queryBuilder, registerTransaction } from './query-builder';

declare const TRANSACTION: unique symbol;

/**
 * A running transaction, opaque outside the db layer: a service holds it and hands it to the
 * repositories (its own module's, or another module's public reads) that must write or read inside it.
 */
export interface Tx {
  readonly [TRANSACTION]: true;
}

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

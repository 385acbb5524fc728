import type { Kysely } from 'kysely';
import type { Db, Tx } from './handles';

const builders = new WeakMap<Db, Kysely<object>>();
const transactions = new WeakMap<Tx, Kysely<object>>();

export function registerQueryBuilder(db: Db, kysely: Kysely<object>): void {
  builders.set(db, kysely);
}

export function registerTransaction(tx: Tx, trx: Kysely<object>): void {
  transactions.set(tx, trx);
}

/**
 * The query builder of `db`, typed with the tables the caller names, or of the transaction `tx` when
 * one is given. Only repositories, the db layer and the demo seed import this file (dependency
 * rules): each repository names the tables of its own module, whose types it alone can import.
 */
export function queryBuilder<Tables>(db: Db, tx?: Tx): Kysely<Tables> {
  const builder = tx ? transactions.get(tx) : builders.get(db);
  if (!builder) throw new Error(tx ? 'transaction has ended or is unknown' : 'database is not open');
  return builder as unknown as Kysely<Tables>;
}

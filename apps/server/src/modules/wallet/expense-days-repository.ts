import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { WalletTables } from './wallet-tables';
import type { WalletReference } from './wallet-types';

/**
 * The expenses rollup (`wallet_expense_days`, migration 0022): every transaction adds itself to its
 * UTC day, bill type and warehouse, in the transaction that appends it (`TransactionRepository.append`,
 * the ledger's one insert, so every kind of entry is counted). The warehouse is the referenced
 * order's when the transaction is written (0 when it names no order): the expenses chart's
 * warehouse filter, read from the `orders` table the way that chart always joined it.
 */
export class ExpenseDaysRepository {
  constructor(private readonly db: Db) {}

  async add(
    tx: Tx,
    scope: TenantScope,
    entry: { type: string; amount: number; reference: WalletReference | null; createdAt: string },
  ): Promise<void> {
    const warehouse =
      entry.reference?.type === 'order'
        ? sql<number>`coalesce((select o.warehouse_id from orders o where o.id = ${entry.reference.id} and o.customer_id = ${scope.customerId}), 0)`
        : sql<number>`0`;
    await queryBuilder<Pick<WalletTables, 'wallet_expense_days'>>(this.db, tx)
      .insertInto('wallet_expense_days')
      .values({
        customer_id: scope.customerId,
        day: entry.createdAt.slice(0, 10),
        type: entry.type,
        warehouse_id: warehouse,
        transactions: 1,
        amount: entry.amount,
      })
      .onConflict((oc) =>
        oc.columns(['customer_id', 'day', 'type', 'warehouse_id']).doUpdateSet((eb) => ({
          transactions: eb('wallet_expense_days.transactions', '+', eb.ref('excluded.transactions')),
          amount: eb('wallet_expense_days.amount', '+', eb.ref('excluded.amount')),
        })),
      )
      .execute();
  }
}

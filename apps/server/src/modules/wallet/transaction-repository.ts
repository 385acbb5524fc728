import type { FeeItemCode, WalletTransactionType } from '@portal/contract';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import { actorColumns } from '../../platform/actor';
import type { EventOutbox } from '../../platform/events/event-outbox';
import { ExpenseDaysRepository } from './expense-days-repository';
import { toTransaction } from './transaction-row';
import type { WalletTables } from './wallet-tables';
import type { WalletReference, WalletTransaction } from './wallet-types';

export type NewTransaction = Omit<WalletTransaction, 'id' | 'createdAt'>;

/**
 * `wallet_transactions` and their fee lines: appended to, never updated or deleted. `append` is the
 * ledger's one insert, and keeps the statistics' expenses rollup and the `wallet.moved` event
 * (docs/server/events.md) in the same transaction.
 */
export class TransactionRepository {
  private readonly expenseDays: ExpenseDaysRepository;

  constructor(
    private readonly db: Db,
    private readonly events: Pick<EventOutbox, 'append'>,
  ) {
    this.expenseDays = new ExpenseDaysRepository(db);
  }

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<WalletTables, 'wallet_transactions' | 'wallet_transaction_items'>>(this.db, tx);
  }

  async append(tx: Tx, scope: TenantScope, entry: NewTransaction, at: string): Promise<WalletTransaction> {
    const row = await this.kysely(tx)
      .insertInto('wallet_transactions')
      .values({
        customer_id: scope.customerId,
        type: entry.type,
        amount: entry.amount,
        balance_after: entry.balanceAfter,
        reference_type: entry.reference?.type ?? null,
        reference_id: entry.reference?.id ?? null,
        ...actorColumns(entry.actor),
        remark: entry.remark,
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (entry.items.length) {
      await this.kysely(tx)
        .insertInto('wallet_transaction_items')
        .values(
          entry.items.map((item) => ({
            customer_id: scope.customerId,
            transaction_id: row.id,
            code: item.code,
            amount: item.amount,
          })),
        )
        .execute();
    }
    await this.expenseDays.add(tx, scope, {
      type: entry.type,
      amount: entry.amount,
      reference: entry.reference ?? null,
      createdAt: at,
    });
    await this.events.append(tx, [
      {
        customerId: scope.customerId,
        type: 'wallet.moved',
        subject: row.id,
        payload: {
          transaction_id: row.id,
          type: entry.type,
          amount: entry.amount,
          balance_after: entry.balanceAfter,
          reference_type: entry.reference?.type ?? null,
          reference_id: entry.reference?.id ?? null,
        },
      },
    ]);
    return toTransaction(row, entry.items);
  }

  /** Whether the reference already has a transaction of this type (an order's fee is charged once). */
  async exists(tx: Tx, scope: TenantScope, type: WalletTransactionType, reference: WalletReference): Promise<boolean> {
    const row = await this.kysely(tx)
      .selectFrom('wallet_transactions')
      .select('id')
      .where('customer_id', '=', scope.customerId)
      .where('type', '=', type)
      .where('reference_type', '=', reference.type)
      .where('reference_id', '=', reference.id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The transactions of one reference with their fee lines, oldest first. */
  async ofReference(scope: TenantScope, reference: WalletReference, tx?: Tx): Promise<WalletTransaction[]> {
    const rows = await this.kysely(tx)
      .selectFrom('wallet_transactions')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('reference_type', '=', reference.type)
      .where('reference_id', '=', reference.id)
      .orderBy('id')
      .execute();
    if (!rows.length) return [];
    const items = await this.kysely(tx)
      .selectFrom('wallet_transaction_items')
      .select(['transaction_id', 'code', 'amount'])
      .where('customer_id', '=', scope.customerId)
      .where(
        'transaction_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) =>
      toTransaction(
        row,
        items
          .filter((item) => item.transaction_id === row.id)
          .map((item) => ({ code: item.code as FeeItemCode, amount: Number(item.amount) })),
      ),
    );
  }
}

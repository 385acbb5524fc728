import type { WalletTransactionType } from '@portal/contract';
import { type Expression, sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { TenantScope } from '../../http/viewer';
import type { WalletTables } from './wallet-tables';

/** Money in, not an expense: left out of every expense figure. */
const NOT_EXPENSES: WalletTransactionType[] = ['top_up', 'opening'];

export interface ExpenseFigures {
  month: string;
  type: WalletTransactionType;
  transactions: number;
  /** −Σ amount, cents: fees positive, refunds and compensation negative. */
  expense: number;
}

const month = sql<string>`substr(created_at, 1, 7)`;

/**
 * The wallet's aggregate reads for statistics and the dashboards (read-only; the ledger's writes stay
 * in `wallet-ledger.ts`). Ranges are half-open UTC times, ISO strings.
 */
export class WalletStatisticsRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Pick<WalletTables, 'wallet_transactions' | 'wallet_accounts'>>(this.db);
  }

  private expenses(scope: TenantScope, from: string, to: string) {
    return this.kysely
      .selectFrom('wallet_transactions')
      .where('customer_id', '=', scope.customerId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .where('type', 'not in', NOT_EXPENSES);
  }

  /** Per month and bill type; with `orderIds`, only transactions of those orders. */
  async expensesByMonthAndType(
    scope: TenantScope,
    range: { from: string; to: string },
    orderIds?: Expression<number>,
  ): Promise<ExpenseFigures[]> {
    let q = this.expenses(scope, range.from, range.to);
    if (orderIds) q = q.where('reference_type', '=', 'order').where('reference_id', 'in', orderIds);
    const rows = await q
      .select((eb) => [month.as('month'), 'type', eb.fn.countAll().as('transactions'), eb.fn.sum('amount').as('total')])
      .groupBy([month, 'type'])
      .execute();
    return rows.map((r) => ({
      month: r.month,
      type: r.type as WalletTransactionType,
      transactions: Number(r.transactions),
      expense: -Number(r.total),
    }));
  }

  /** Σ expenses (cents) in the range. */
  async totalExpense(scope: TenantScope, range: { from: string; to: string }): Promise<number> {
    const row = await this.expenses(scope, range.from, range.to)
      .select((eb) => eb.fn.sum('amount').as('total'))
      .executeTakeFirst();
    return -Number(row?.total ?? 0);
  }

  /** The balance (cents); 0 for a merchant whose wallet was never used. */
  async balance(scope: TenantScope): Promise<number> {
    const row = await this.kysely
      .selectFrom('wallet_accounts')
      .select('balance')
      .where('customer_id', '=', scope.customerId)
      .executeTakeFirst();
    return Number(row?.balance ?? 0);
  }
}

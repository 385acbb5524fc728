import type { WalletTransactionType } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { TenantScope } from '../../kernel/viewer';
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

/** UTC days, both included, and optionally the warehouse of the transactions' orders. */
export interface ExpenseDays {
  firstDay: string;
  lastDay: string;
  warehouseId?: number;
}

const month = sql<string>`substr(day, 1, 7)`;

/**
 * The wallet's aggregate reads for statistics and the dashboards (read-only; the ledger's writes stay
 * in `wallet-ledger.ts`). Expenses come from the rollup `wallet_expense_days` (migration 0022, kept
 * by `TransactionRepository.append`), so ranges are whole UTC days, `YYYY-MM-DD`, both included.
 */
export class WalletStatisticsRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Pick<WalletTables, 'wallet_expense_days' | 'wallet_accounts'>>(this.db);
  }

  private expenses(scope: TenantScope, range: ExpenseDays) {
    let q = this.kysely
      .selectFrom('wallet_expense_days')
      .where('customer_id', '=', scope.customerId)
      .where('day', '>=', range.firstDay)
      .where('day', '<=', range.lastDay)
      .where('type', 'not in', NOT_EXPENSES);
    if (range.warehouseId !== undefined) q = q.where('warehouse_id', '=', range.warehouseId);
    return q;
  }

  /** Per month and bill type; with a warehouse, only transactions of that warehouse's orders. */
  async expensesByMonthAndType(scope: TenantScope, range: ExpenseDays): Promise<ExpenseFigures[]> {
    const rows = await this.expenses(scope, range)
      .select((eb) => [
        month.as('month'),
        'type',
        eb.fn.sum('transactions').as('transactions'),
        eb.fn.sum('amount').as('total'),
      ])
      .groupBy([month, 'type'])
      .having((eb) => eb.fn.sum('transactions'), '>', 0)
      .execute();
    return rows.map((r) => ({
      month: r.month,
      type: r.type as WalletTransactionType,
      transactions: Number(r.transactions),
      expense: -Number(r.total),
    }));
  }

  /** Σ expenses (cents) of the days. */
  async totalExpense(scope: TenantScope, range: ExpenseDays): Promise<number> {
    const row = await this.expenses(scope, range)
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

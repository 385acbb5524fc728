import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { WalletAccountsTable, WalletTables } from './wallet-tables';
import type { WalletState } from './wallet-types';

const STATE = ['balance', 'credit_limit', 'held', 'low_balance_threshold', 'low_balance_since'] as const;

type StateRow = Pick<
  WalletAccountsTable,
  'balance' | 'credit_limit' | 'held' | 'low_balance_threshold' | 'low_balance_since'
>;

function toState(row: StateRow | undefined): WalletState {
  const balance = Number(row?.balance ?? 0);
  const creditLimit = Number(row?.credit_limit ?? 0);
  const held = Number(row?.held ?? 0);
  return {
    balance,
    creditLimit,
    held,
    available: balance - held + creditLimit,
    currency: 'USD',
    lowBalanceThreshold: Number(row?.low_balance_threshold ?? 0),
    lowBalanceSince: row?.low_balance_since ?? null,
  };
}

/**
 * `wallet_accounts`, one row per merchant. A hold is one conditional update whose condition is the
 * rule (balance − held − amount ≥ −credit limit): PostgreSQL re-checks it on the row a concurrent
 * hold left, SQLite runs one writer at a time, so holds racing for the last dollars cannot all pass.
 */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<WalletTables, 'wallet_accounts'>>(this.db, tx);
  }

  private fresh(scope: TenantScope, at: string) {
    return {
      customer_id: scope.customerId,
      currency: 'USD',
      balance: 0,
      credit_limit: 0,
      held: 0,
      low_balance_threshold: 0,
      low_balance_since: null,
      updated_at: at,
    };
  }

  async find(scope: TenantScope, tx?: Tx): Promise<WalletState> {
    const row = await this.kysely(tx)
      .selectFrom('wallet_accounts')
      .select(STATE)
      .where('customer_id', '=', scope.customerId)
      .executeTakeFirst();
    return toState(row);
  }

  /** Makes the merchant's account when it has none yet. */
  async ensure(tx: Tx, scope: TenantScope, at: string): Promise<void> {
    await this.kysely(tx)
      .insertInto('wallet_accounts')
      .values(this.fresh(scope, at))
      .onConflict((oc) => oc.column('customer_id').doNothing())
      .execute();
  }

  /**
   * The account (made when missing), held for the rest of the transaction: later writers of the same
   * merchant's wallet wait here, and read what this one committed.
   */
  async claim(tx: Tx, scope: TenantScope, at: string): Promise<WalletState> {
    const row = await this.kysely(tx)
      .insertInto('wallet_accounts')
      .values(this.fresh(scope, at))
      .onConflict((oc) => oc.column('customer_id').doUpdateSet({ updated_at: at }))
      .returning(STATE)
      .executeTakeFirstOrThrow();
    return toState(row);
  }

  /** Holds `amount` if it stays within the credit limit; undefined (nothing written) otherwise. */
  async hold(tx: Tx, scope: TenantScope, amount: number, at: string): Promise<WalletState | undefined> {
    const row = await this.kysely(tx)
      .updateTable('wallet_accounts')
      .set((eb) => ({ held: eb('held', '+', amount), updated_at: at }))
      .where('customer_id', '=', scope.customerId)
      .where(sql<boolean>`balance - held - ${amount} >= -credit_limit`)
      .returning(STATE)
      .executeTakeFirst();
    return row && toState(row);
  }

  /** Adds `amount` (signed) to the balance and takes `unheld` off what is held. */
  async post(tx: Tx, scope: TenantScope, amount: number, unheld: number, at: string): Promise<WalletState | undefined> {
    const row = await this.kysely(tx)
      .updateTable('wallet_accounts')
      .set((eb) => ({ balance: eb('balance', '+', amount), held: eb('held', '-', unheld), updated_at: at }))
      .where('customer_id', '=', scope.customerId)
      .where('held', '>=', unheld)
      .returning(STATE)
      .executeTakeFirst();
    return row && toState(row);
  }

  async setCreditLimit(tx: Tx, scope: TenantScope, creditLimit: number, at: string): Promise<WalletState> {
    const row = await this.kysely(tx)
      .insertInto('wallet_accounts')
      .values({ ...this.fresh(scope, at), credit_limit: creditLimit })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet({ credit_limit: creditLimit, updated_at: at }))
      .returning(STATE)
      .executeTakeFirstOrThrow();
    return toState(row);
  }

  async setLowBalanceThreshold(tx: Tx, scope: TenantScope, threshold: number, at: string): Promise<WalletState> {
    const row = await this.kysely(tx)
      .insertInto('wallet_accounts')
      .values({ ...this.fresh(scope, at), low_balance_threshold: threshold })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet({ low_balance_threshold: threshold, updated_at: at }))
      .returning(STATE)
      .executeTakeFirstOrThrow();
    return toState(row);
  }

  /**
   * Notes that the available balance fell below the threshold; false when it was noted already (the
   * warning was raised for this fall). The caller holds the account row, so two changes cannot both
   * note one fall.
   */
  async markLow(tx: Tx, scope: TenantScope, at: string): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('wallet_accounts')
      .set({ low_balance_since: at })
      .where('customer_id', '=', scope.customerId)
      .where('low_balance_since', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Arms the warning again: the available balance is back at or above the threshold. */
  async rearmLow(tx: Tx, scope: TenantScope): Promise<void> {
    await this.kysely(tx)
      .updateTable('wallet_accounts')
      .set({ low_balance_since: null })
      .where('customer_id', '=', scope.customerId)
      .execute();
  }
}

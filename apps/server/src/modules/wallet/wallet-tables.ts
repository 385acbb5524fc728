import type { Generated } from 'kysely';
import type { ActorKind } from '../../platform/actor';

/** The merchant's USD wallet: the account, its append-only transactions with their fee lines, and fee holds. */
export interface WalletTables {
  wallet_accounts: WalletAccountsTable;
  wallet_transactions: WalletTransactionsTable;
  wallet_transaction_items: WalletTransactionItemsTable;
  wallet_holds: WalletHoldsTable;
  wallet_expense_days: WalletExpenseDaysTable;
}

/**
 * Statistics rollup (migration 0022): per UTC day, bill type and warehouse of the referenced order
 * (0 when the transaction names no order), the transactions and Σ amount. Kept at the one insert,
 * `TransactionRepository.append`.
 */
export interface WalletExpenseDaysTable {
  customer_id: number;
  day: string;
  type: string;
  warehouse_id: number;
  transactions: number;
  /** Signed cents (bigint). */
  amount: number;
}

/**
 * One per merchant, made when first used. Cents. balance = Σ its transactions' amounts; held = Σ its
 * holds still `held`; a new hold must leave balance − held ≥ −credit_limit.
 */
export interface WalletAccountsTable {
  customer_id: number;
  currency: string;
  balance: number;
  credit_limit: number;
  held: number;
  /** Cents: `wallet.lowBalance` is raised when balance − held + credit_limit falls below it; 0: never. */
  low_balance_threshold: number;
  /** When the available balance last fell below the threshold; null while at or above it (armed). */
  low_balance_since: string | null;
  updated_at: string;
}

/** Append-only: a signed amount (top-ups positive, fees negative) and the balance it left. */
export interface WalletTransactionsTable {
  id: Generated<number>;
  customer_id: number;
  /** A `WalletTransactionType` of the contract. */
  type: string;
  amount: number;
  balance_after: number;
  /** A `WalletReferenceType` of the contract, null for an adjustment or an opening balance. */
  reference_type: string | null;
  reference_id: number | null;
  actor_kind: ActorKind;
  actor_id: number;
  actor_label: string;
  remark: string;
  created_at: string;
}

/** The fee lines of a transaction (a `FeeItemCode` each); their amounts add up to the fee charged. */
export interface WalletTransactionItemsTable {
  id: Generated<number>;
  customer_id: number;
  transaction_id: number;
  code: string;
  amount: number;
}

/** Estimated fees a submitted order keeps from the available balance until it is packed or cancelled. */
export interface WalletHoldsTable {
  id: Generated<number>;
  customer_id: number;
  reference_type: string;
  reference_id: number;
  amount: number;
  status: 'held' | 'released' | 'charged';
  actor_kind: ActorKind;
  actor_id: number;
  actor_label: string;
  created_at: string;
  settled_at: string | null;
}

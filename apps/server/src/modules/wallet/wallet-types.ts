import type { FeeItemCode, WalletReferenceType, WalletTransactionType } from '@portal/contract';
import type { Actor } from '../../platform/actor';

/** What money is held for or moved by: an order, a top-up. */
export interface WalletReference {
  type: WalletReferenceType;
  id: number;
}

export interface HoldRequest {
  reference: WalletReference;
  /** Estimated fees, cents, ≥ 0 (0 holds nothing). */
  amount: number;
  actor: Actor;
}

/** One line of a fee charged, cents. */
export interface FeeItem {
  code: FeeItemCode;
  amount: number;
}

export interface ChargeRequest {
  reference: WalletReference;
  /** The final fee, cents, ≥ 0: the sum of `items`. */
  amount: number;
  items: FeeItem[];
  actor: Actor;
  remark?: string;
}

/** A credit or debit of the balance by staff, a top-up or an opening balance; `amount` in cents, > 0. */
export interface EntryRequest {
  amount: number;
  type?: Exclude<WalletTransactionType, 'fulfilment_fee'>;
  reference?: WalletReference | null;
  actor: Actor;
  remark: string;
}

export interface WalletState {
  balance: number;
  creditLimit: number;
  held: number;
  /** balance − held + credit limit: what new orders may still hold. */
  available: number;
  currency: 'USD';
  /** `available` below it raises `wallet.lowBalance` (once per fall); 0: never. */
  lowBalanceThreshold: number;
  /** When `available` fell below the threshold; null while at or above it. */
  lowBalanceSince: string | null;
}

export interface WalletTransaction {
  id: number;
  type: WalletTransactionType;
  amount: number;
  balanceAfter: number;
  reference: WalletReference | null;
  items: FeeItem[];
  actor: Actor;
  remark: string;
  createdAt: string;
}

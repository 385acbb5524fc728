import type { WalletTransactionType } from '@portal/contract';
import type { Core } from '../../core';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import { outboxOf } from '../../platform/events/event-outbox';
import { AccountRepository } from './account-repository';
import { LowBalanceWatch } from './low-balance';
import { TransactionRepository } from './transaction-repository';
import type { FeeItem, WalletReference, WalletTransaction } from './wallet-types';

/** The bill types the warehouse's work writes, each at most once per reference (a unique index backs it). */
export type WorkChargeType = Extract<
  WalletTransactionType,
  'inbound_fee' | 'insurance' | 'loss_compensation' | 'fee_adjustment'
>;

export interface WorkChargeRequest {
  type: WorkChargeType;
  reference: WalletReference;
  /** Signed cents: negative debits (a fee), positive credits (a compensation, a fee lowered); 0 writes nothing. */
  amount: number;
  /**
   * The fee lines shown in the transaction's detail, as a fulfilment fee's are: they add up to the fee,
   * −`amount` (a line below 0 lowers it); none for a single-figure entry.
   */
  items: FeeItem[];
  actor: Actor;
  remark: string;
}

/** What `once` did: the transaction written now, or the one an earlier call wrote for the reference. */
export interface WorkChargeResult {
  transaction: WalletTransaction | null;
  /** False when the reference already had its transaction of this type and nothing was written. */
  written: boolean;
}

/**
 * Charges and credits of the warehouse's steps (shelving a booking, confirming a loss order, shipping
 * an order): one transaction per type and reference, with its fee lines, written in the caller's
 * transaction. Like a fulfilment fee it may take the balance below the credit limit — the work is
 * done — and a repeat (a retried step, a second server) finds the first one's transaction instead of
 * writing another. Built beside `WalletLedger` on the same repositories, so the ledger's invariant
 * (balance = Σ amounts) and its single insert point hold.
 */
export class WalletCharges {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly transactions: TransactionRepository,
    private readonly lowBalance: LowBalanceWatch,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  async once(tx: Tx, scope: TenantScope, request: WorkChargeRequest): Promise<WorkChargeResult> {
    const { amount, items } = request;
    if (!Number.isSafeInteger(amount)) throw new RangeError(`a charge must be whole cents, got ${amount}`);
    const itemsTotal = items.reduce((sum, item) => sum + item.amount, 0);
    if (items.length && itemsTotal !== -amount) {
      throw new RangeError(`fee lines add up to ${itemsTotal}, not the fee ${-amount}`);
    }
    const at = this.clock.now().toISOString();
    // Claimed first: a concurrent charge of the same merchant waits here, then sees this one's row.
    await this.accounts.claim(tx, scope, at);
    const earlier = await this.transactions.ofReference(scope, request.reference, tx);
    const found = earlier.find((t) => t.type === request.type);
    if (found) return { transaction: found, written: false };
    if (amount === 0) return { transaction: null, written: false };
    const state = await this.accounts.post(tx, scope, amount, 0, at);
    if (!state) throw new Error('wallet ledger broken: the account row vanished while claimed');
    await this.lowBalance.after(tx, scope, state, at);
    const transaction = await this.transactions.append(
      tx,
      scope,
      {
        type: request.type,
        amount,
        balanceAfter: state.balance,
        reference: request.reference,
        items,
        actor: request.actor,
        remark: request.remark,
      },
      at,
    );
    return { transaction, written: true };
  }
}

export function walletCharges(core: Pick<Core, 'db' | 'clock'> & Partial<Pick<Core, 'events'>>): WalletCharges {
  const accounts = new AccountRepository(core.db);
  const events = outboxOf(core);
  return new WalletCharges(
    accounts,
    new TransactionRepository(core.db, events),
    new LowBalanceWatch(accounts, events),
    core.clock,
  );
}

import type { Tx } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Clock } from '../../platform/clock';
import type { AccountRepository } from './account-repository';
import type { HoldRepository } from './hold-repository';
import type { LowBalanceWatch } from './low-balance';
import { usdText } from './money-text';
import type { TransactionRepository } from './transaction-repository';
import type {
  ChargeRequest,
  EntryRequest,
  HoldRequest,
  WalletReference,
  WalletState,
  WalletTransaction,
} from './wallet-types';

export interface WalletLedgerDeps {
  accounts: AccountRepository;
  holds: HoldRepository;
  transactions: TransactionRepository;
  lowBalance: LowBalanceWatch;
  clock: Clock;
}

function cents(amount: number, what: string, min: 0 | 1): number {
  if (!Number.isSafeInteger(amount) || amount < min)
    throw new RangeError(`${what} must be whole cents ≥ ${min}, got ${amount}`);
  return amount;
}

function posted(state: WalletState | undefined): WalletState {
  if (!state) throw new Error('wallet ledger broken: the account holds less than its open holds');
  return state;
}

/**
 * The merchant's wallet: every change of the balance is one transaction appended beside one update
 * of the account, inside the caller's transaction. Invariants: balance = Σ transaction amounts,
 * held = Σ holds still held, and a hold never takes balance − held below −credit limit.
 */
export class WalletLedger {
  constructor(private readonly deps: WalletLedgerDeps) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /**
   * Holds an order's estimated fees (submitting it). Refused, with nothing written, when the balance
   * less what is held already and this amount would go below the credit limit.
   */
  async hold(tx: Tx, scope: TenantScope, request: HoldRequest): Promise<WalletState> {
    const amount = cents(request.amount, 'a hold', 0);
    const at = this.now();
    await this.deps.accounts.ensure(tx, scope, at);
    if (amount === 0) return this.deps.accounts.find(scope, tx);
    const state = await this.deps.accounts.hold(tx, scope, amount, at);
    if (!state) {
      const now = await this.deps.accounts.find(scope, tx);
      throw new AppError('INSUFFICIENT_BALANCE', {
        params: { amount: usdText(amount), available: usdText(now.available) },
      });
    }
    await this.deps.holds.add(tx, scope, request.reference, amount, request.actor, at);
    await this.deps.lowBalance.after(tx, scope, state, at);
    return state;
  }

  /** Gives back what the reference holds (an order cancelled); answers the amount, 0 when nothing was held. */
  async releaseHold(tx: Tx, scope: TenantScope, request: { reference: WalletReference }): Promise<number> {
    const at = this.now();
    const released = await this.deps.holds.settle(tx, scope, request.reference, 'released', at);
    if (released) {
      const state = posted(await this.deps.accounts.post(tx, scope, 0, released, at));
      await this.deps.lowBalance.after(tx, scope, state, at);
    }
    return released;
  }

  /**
   * Charges an order's final fee (packing): its hold ends, and the fee is one transaction with its fee
   * lines. It may take the balance below the credit limit (the work is done); an order is charged once.
   */
  async charge(tx: Tx, scope: TenantScope, request: ChargeRequest): Promise<WalletTransaction> {
    const amount = cents(request.amount, 'a fee', 0);
    const itemsTotal = request.items.reduce((sum, item) => sum + cents(item.amount, 'a fee line', 0), 0);
    if (itemsTotal !== amount) throw new RangeError(`fee lines add up to ${itemsTotal}, not the fee ${amount}`);
    const at = this.now();
    // Claimed first: a second charge of the same order waits here, then sees the first one's transaction.
    await this.deps.accounts.claim(tx, scope, at);
    if (await this.deps.transactions.exists(tx, scope, 'fulfilment_fee', request.reference)) {
      throw new AppError('FEE_ALREADY_CHARGED');
    }
    const held = await this.deps.holds.settle(tx, scope, request.reference, 'charged', at);
    const state = posted(await this.deps.accounts.post(tx, scope, -amount, held, at));
    await this.deps.lowBalance.after(tx, scope, state, at);
    return this.deps.transactions.append(
      tx,
      scope,
      {
        type: 'fulfilment_fee',
        amount: -amount,
        balanceAfter: state.balance,
        reference: request.reference,
        items: request.items,
        actor: request.actor,
        remark: request.remark ?? '',
      },
      at,
    );
  }

  /** Adds money to the balance (a correction by staff, an opening balance, a top-up received). */
  credit(tx: Tx, scope: TenantScope, request: EntryRequest): Promise<WalletTransaction> {
    return this.enter(tx, scope, request, cents(request.amount, 'a credit', 1));
  }

  /** Takes money from the balance (a correction by staff); it may go below the credit limit. */
  debit(tx: Tx, scope: TenantScope, request: EntryRequest): Promise<WalletTransaction> {
    return this.enter(tx, scope, request, -cents(request.amount, 'a debit', 1));
  }

  private async enter(tx: Tx, scope: TenantScope, request: EntryRequest, signed: number) {
    const at = this.now();
    await this.deps.accounts.claim(tx, scope, at);
    const state = posted(await this.deps.accounts.post(tx, scope, signed, 0, at));
    await this.deps.lowBalance.after(tx, scope, state, at);
    return this.deps.transactions.append(
      tx,
      scope,
      {
        type: request.type ?? 'adjustment',
        amount: signed,
        balanceAfter: state.balance,
        reference: request.reference ?? null,
        items: [],
        actor: request.actor,
        remark: request.remark,
      },
      at,
    );
  }

  async setCreditLimit(tx: Tx, scope: TenantScope, creditLimit: number): Promise<WalletState> {
    const at = this.now();
    const state = await this.deps.accounts.setCreditLimit(tx, scope, cents(creditLimit, 'a credit limit', 0), at);
    await this.deps.lowBalance.after(tx, scope, state, at);
    return state;
  }

  /** The merchant's low-balance warning threshold (0: never); a balance already below it raises the warning now. */
  async setLowBalanceThreshold(tx: Tx, scope: TenantScope, threshold: number): Promise<WalletState> {
    const at = this.now();
    const state = await this.deps.accounts.setLowBalanceThreshold(tx, scope, cents(threshold, 'a threshold', 0), at);
    await this.deps.lowBalance.after(tx, scope, state, at);
    return state;
  }

  /** Balance, credit limit, held and available (zeros for a merchant whose wallet was never used). */
  state(scope: TenantScope, tx?: Tx): Promise<WalletState> {
    return this.deps.accounts.find(scope, tx);
  }

  /** What the reference holds now. */
  heldFor(scope: TenantScope, reference: WalletReference, tx?: Tx): Promise<number> {
    return this.deps.holds.heldFor(scope, reference, tx);
  }

  /** The transactions of one reference with their fee lines, oldest first. */
  transactionsOf(scope: TenantScope, reference: WalletReference, tx?: Tx): Promise<WalletTransaction[]> {
    return this.deps.transactions.ofReference(scope, reference, tx);
  }
}

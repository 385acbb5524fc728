import type { WalletAccount, WalletBalance } from '@portal/contract';
import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import type { CustomerRepository } from '../../identity/customer-repository';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import { staffActor } from '../../platform/actor';
import type { WalletLedger } from './wallet-ledger';
import type { WalletState } from './wallet-types';

function toBalance(state: WalletState): WalletBalance {
  return {
    balance: state.balance,
    credit_limit: state.creditLimit,
    held: state.held,
    available: state.available,
    currency: state.currency,
    low_balance_threshold: state.lowBalanceThreshold,
  };
}

function toAccount(customerId: number, state: WalletState): WalletAccount {
  return { customer_id: customerId, ...toBalance(state) };
}

/** The wallet's routes: the merchant reads the balance; staff read it, set the credit limit and correct it. */
export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly ledger: WalletLedger,
    private readonly customers: CustomerRepository,
  ) {}

  async balance(scope: TenantScope): Promise<WalletBalance> {
    return toBalance(await this.ledger.state(scope));
  }

  /** The merchant's low-balance warning threshold; a balance already below it raises the warning now. */
  async setLowBalanceThreshold(scope: TenantScope, threshold: number): Promise<WalletBalance> {
    return toBalance(await transaction(this.db, (tx) => this.ledger.setLowBalanceThreshold(tx, scope, threshold)));
  }

  async account(customerId: number): Promise<WalletAccount> {
    await this.assertCustomer(customerId);
    return toAccount(customerId, await this.ledger.state({ customerId }));
  }

  async setCreditLimit(customerId: number, creditLimit: number): Promise<WalletAccount> {
    await this.assertCustomer(customerId);
    const state = await transaction(this.db, (tx) => this.ledger.setCreditLimit(tx, { customerId }, creditLimit));
    return toAccount(customerId, state);
  }

  /** A signed correction, kept as an adjustment transaction with the staff member's remark. */
  async adjustBalance(params: { customer_id: number; amount: number; remark: string; operator: string }) {
    const customerId = params.customer_id;
    await this.assertCustomer(customerId);
    const scope = { customerId };
    return transaction(this.db, async (tx) => {
      const entry = {
        amount: Math.abs(params.amount),
        actor: staffActor(params.operator),
        remark: params.remark,
      };
      const written =
        params.amount > 0 ? await this.ledger.credit(tx, scope, entry) : await this.ledger.debit(tx, scope, entry);
      return { transaction_id: written.id, account: toAccount(customerId, await this.ledger.state(scope, tx)) };
    });
  }

  private async assertCustomer(customerId: number): Promise<void> {
    if (!(await this.customers.find(customerId))) throw new AppError('NOT_FOUND');
  }
}

import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { EventOutbox } from '../../platform/events/event-outbox';
import type { AccountRepository } from './account-repository';
import type { WalletState } from './wallet-types';

/**
 * The low-balance warning (docs/server/wallet.md, "Low balance"), the one place its rule lives: when a
 * change leaves `available` (balance − held + credit limit) below the merchant's threshold and the
 * warning is armed, it is noted and `wallet.lowBalance` appended, in the change's transaction; further
 * falls raise nothing until `available` is back at or above the threshold, which arms it again.
 * Every change of the account calls `after` with the state it left, the account row held.
 */
export class LowBalanceWatch {
  constructor(
    private readonly accounts: Pick<AccountRepository, 'markLow' | 'rearmLow'>,
    private readonly events: Pick<EventOutbox, 'append'>,
  ) {}

  async after(tx: Tx, scope: TenantScope, state: WalletState, at: string): Promise<void> {
    const low = state.lowBalanceThreshold > 0 && state.available < state.lowBalanceThreshold;
    if (!low) {
      if (state.lowBalanceSince !== null) await this.accounts.rearmLow(tx, scope);
      return;
    }
    if (state.lowBalanceSince !== null || !(await this.accounts.markLow(tx, scope, at))) return;
    await this.events.append(tx, [
      {
        customerId: scope.customerId,
        type: 'wallet.lowBalance',
        subject: scope.customerId,
        payload: {
          available: state.available,
          threshold: state.lowBalanceThreshold,
          balance: state.balance,
          held: state.held,
          credit_limit: state.creditLimit,
          currency: state.currency,
        },
      },
    ]);
  }
}

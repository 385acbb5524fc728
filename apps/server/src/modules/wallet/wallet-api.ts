import type { Core } from '../../core';
import { outboxOf } from '../../platform/events/event-outbox';
import { AccountRepository } from './account-repository';
import { HoldRepository } from './hold-repository';
import { LowBalanceWatch } from './low-balance';
import { TransactionRepository } from './transaction-repository';
import { WalletLedger } from './wallet-ledger';

/** The wallet on a server's core, with the module's repositories. */
export function walletApi(core: Pick<Core, 'db' | 'clock'> & Partial<Pick<Core, 'events'>>): WalletLedger {
  const accounts = new AccountRepository(core.db);
  const events = outboxOf(core);
  return new WalletLedger({
    accounts,
    holds: new HoldRepository(core.db),
    transactions: new TransactionRepository(core.db, events),
    lowBalance: new LowBalanceWatch(accounts, events),
    clock: core.clock,
  });
}

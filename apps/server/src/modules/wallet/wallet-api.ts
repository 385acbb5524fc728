import type { Core } from '../../core';
import { outboxOf } from '../../platform/events/event-outbox';
import { AccountRepository } from './account-repository';
import { HoldRepository } from './hold-repository';
import { TransactionRepository } from './transaction-repository';
import { WalletLedger } from './wallet-ledger';

/** The wallet on a server's core, with the module's repositories. */
export function walletApi(core: Pick<Core, 'db' | 'clock'> & Partial<Pick<Core, 'events'>>): WalletLedger {
  return new WalletLedger({
    accounts: new AccountRepository(core.db),
    holds: new HoldRepository(core.db),
    transactions: new TransactionRepository(core.db, outboxOf(core)),
    clock: core.clock,
  });
}

import type { Core } from '../../core';
import { walletApi } from './wallet-api';
import { WalletService } from './wallet-service';

/** Staff's calls on a merchant's wallet (account, credit limit, signed adjustment), shared by the ops areas. */
export function walletStaff(core: Pick<Core, 'db' | 'clock' | 'customers'>): WalletService {
  return new WalletService(core.db, walletApi(core), core.customers);
}

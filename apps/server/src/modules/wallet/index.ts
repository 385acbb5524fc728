import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { walletRoutes } from './routes';
import { WalletStatisticsRepository } from './wallet-statistics-repository';

/**
 * The wallet module's public surface: its routes, and the merchant's USD wallet (`walletApi(core)`),
 * which orders hold estimated fees on, release and charge through inside their own transactions;
 * confirmed top-ups credit it, inbound fees, storage fees and loss compensation post to it, and the
 * billing screens read its transactions. Other modules import this file only.
 */
export const walletModule = defineModule({ name: 'wallet', areas: ['wallet'], routes: walletRoutes });
export type {
  TransactionPage,
  TransactionPeriod,
  TransactionQuery,
  TransactionReadRepository as WalletReads,
} from './transaction-read-repository';
export { walletApi } from './wallet-api';
export {
  type WalletCharges,
  type WorkChargeRequest,
  type WorkChargeResult,
  type WorkChargeType,
  walletCharges,
} from './wallet-charges';
export type { WalletLedger as WalletApi } from './wallet-ledger';
export { walletReads } from './wallet-reads';
export { walletStaff } from './wallet-staff';
export type { ExpenseDays, ExpenseFigures, WalletStatisticsRepository } from './wallet-statistics-repository';
export type {
  ChargeRequest,
  EntryRequest,
  FeeItem,
  HoldRequest,
  WalletReference,
  WalletState,
  WalletTransaction,
} from './wallet-types';

/** Aggregates of the wallet for statistics and the dashboards (read-only). */
export function walletStatistics(core: Pick<Core, 'db'>): WalletStatisticsRepository {
  return new WalletStatisticsRepository(core.db);
}

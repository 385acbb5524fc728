import type { Core } from '../../core';
import { TransactionReadRepository } from './transaction-read-repository';

/** The billing pages' reads of the merchant's transactions (lists, one transaction, a month's statement). */
export function walletReads(core: Pick<Core, 'db'>): TransactionReadRepository {
  return new TransactionReadRepository(core.db);
}

import type { WalletReferenceType, WalletTransactionType } from '@portal/contract';
import type { Selectable } from 'kysely';
import { actorOf } from '../../platform/actor';
import type { WalletTransactionsTable } from './wallet-tables';
import type { FeeItem, WalletTransaction } from './wallet-types';

/** A `wallet_transactions` row as the wallet answers it (both the ledger's and the billing pages' reads). */
export function toTransaction(row: Selectable<WalletTransactionsTable>, items: FeeItem[] = []): WalletTransaction {
  return {
    id: row.id,
    type: row.type as WalletTransactionType,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    reference:
      row.reference_type === null || row.reference_id === null
        ? null
        : { type: row.reference_type as WalletReferenceType, id: row.reference_id },
    items,
    actor: actorOf(row),
    remark: row.remark,
    createdAt: row.created_at,
  };
}

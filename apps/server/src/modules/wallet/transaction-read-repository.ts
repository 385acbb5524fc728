import type { FeeItemCode, WalletReferenceType, WalletTransactionType } from '@portal/contract';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { TenantScope } from '../../kernel/viewer';
import { toTransaction } from './transaction-row';
import type { WalletTables } from './wallet-tables';
import type { FeeItem, WalletTransaction } from './wallet-types';

/** The billing pages' filters as the wallet takes them: times as stored (UTC ISO), order ids already resolved. */
export interface TransactionQuery {
  id?: number;
  type?: WalletTransactionType;
  createdFrom?: string;
  createdTo?: string;
  /** Transactions of these orders only (an empty list matches nothing). */
  orderIds?: number[];
  /** Transactions of one kind of record only (the fee report: orders, not parcel orders). */
  referenceType?: WalletReferenceType;
}

export interface TransactionPage {
  limit: number;
  offset?: number;
  /** Keyset: the rows after this transaction in the list's order (newest first). */
  afterId?: number;
}

/** A closed period's movements: what the balance was before it, and every transaction in it, oldest first. */
export interface TransactionPeriod {
  opening: number;
  closing: number;
  transactions: WalletTransaction[];
  /** More than the limit asked for fell in the period; `transactions` then holds only the limit. */
  truncated: boolean;
}

/**
 * The billing pages' reads of `wallet_transactions` (the ledger's own repository only appends): the
 * transaction list newest first over (created_at, id), kept fast by the (customer_id, created_at, id)
 * and (customer_id, type, created_at, id) indexes of migration 0018; a capped count; one transaction
 * with its fee lines; and a month's statement.
 */
export class TransactionReadRepository {
  constructor(private readonly db: Db) {}

  private kysely() {
    return queryBuilder<Pick<WalletTables, 'wallet_transactions' | 'wallet_transaction_items'>>(this.db);
  }

  private filtered(scope: TenantScope, query: TransactionQuery) {
    let q = this.kysely().selectFrom('wallet_transactions').where('customer_id', '=', scope.customerId);
    if (query.id !== undefined) q = q.where('id', '=', query.id);
    if (query.type) q = q.where('type', '=', query.type);
    if (query.createdFrom) q = q.where('created_at', '>=', query.createdFrom);
    if (query.createdTo) q = q.where('created_at', '<=', query.createdTo);
    if (query.referenceType) q = q.where('reference_type', '=', query.referenceType);
    if (query.orderIds) {
      q = q
        .where('reference_type', '=', 'order')
        .where('reference_id', 'in', query.orderIds.length ? query.orderIds : [0]);
    }
    return q;
  }

  /** Newest first (by time, then id), without fee lines. */
  async list(scope: TenantScope, query: TransactionQuery, page: TransactionPage): Promise<WalletTransaction[]> {
    let q = this.filtered(scope, query).selectAll();
    if (page.afterId !== undefined) {
      const after = await this.kysely()
        .selectFrom('wallet_transactions')
        .select(['created_at', 'id'])
        .where('customer_id', '=', scope.customerId)
        .where('id', '=', page.afterId)
        .executeTakeFirst();
      if (!after) return [];
      // `created_at <=` first: a range the (customer_id, created_at, id) index walks; the OR alone is not one.
      q = q
        .where('created_at', '<=', after.created_at)
        .where((eb) => eb.or([eb('created_at', '<', after.created_at), eb('id', '<', after.id)]));
    } else if (page.offset) {
      q = q.offset(page.offset);
    }
    const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).execute();
    return rows.map((row) => toTransaction(row));
  }

  /** How many match, counting no further than `cap` + 1 (a page must not read a million rows to say how many). */
  async count(scope: TenantScope, query: TransactionQuery, cap: number): Promise<number> {
    const limited = this.filtered(scope, query)
      .select('id')
      .limit(cap + 1);
    const row = await this.kysely()
      .selectFrom(limited.as('matched'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One of the merchant's transactions with its fee lines. */
  async find(scope: TenantScope, id: number): Promise<WalletTransaction | undefined> {
    const row = await this.filtered(scope, { id }).selectAll().executeTakeFirst();
    if (!row) return undefined;
    return toTransaction(row, (await this.itemsOf(scope, [row.id])).get(row.id) ?? []);
  }

  /** The fee lines of these transactions, by transaction id. */
  async itemsOf(scope: TenantScope, ids: number[]): Promise<Map<number, FeeItem[]>> {
    const byTransaction = new Map<number, FeeItem[]>();
    if (!ids.length) return byTransaction;
    const rows = await this.kysely()
      .selectFrom('wallet_transaction_items')
      .select(['transaction_id', 'code', 'amount'])
      .where('customer_id', '=', scope.customerId)
      .where('transaction_id', 'in', ids)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const items = byTransaction.get(row.transaction_id) ?? [];
      items.push({ code: row.code as FeeItemCode, amount: Number(row.amount) });
      byTransaction.set(row.transaction_id, items);
    }
    return byTransaction;
  }

  /** The time of the merchant's first transaction, null for a wallet never used. */
  async firstAt(scope: TenantScope): Promise<string | null> {
    const row = await this.kysely()
      .selectFrom('wallet_transactions')
      .select('created_at')
      .where('customer_id', '=', scope.customerId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at ?? null;
  }

  /**
   * The period [from, to): the balance the last transaction before it left (the opening), its
   * transactions oldest first (at most `limit`, with their fee lines), and the balance its last
   * transaction left (the closing; the opening when there was none).
   */
  async period(scope: TenantScope, from: string, to: string, limit: number): Promise<TransactionPeriod> {
    const before = await this.balanceBefore(scope, from);
    const closing = await this.balanceBefore(scope, to);
    const rows = await this.kysely()
      .selectFrom('wallet_transactions')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit + 1)
      .execute();
    const kept = rows.slice(0, limit);
    const items = await this.itemsOf(
      scope,
      kept.filter((row) => row.type === 'fulfilment_fee').map((row) => row.id),
    );
    return {
      opening: before,
      closing,
      transactions: kept.map((row) => toTransaction(row, items.get(row.id) ?? [])),
      truncated: rows.length > limit,
    };
  }

  /** Count and sum of the period [from, to) per bill type, with its opening and closing balances. */
  async totals(
    scope: TenantScope,
    from: string,
    to: string,
  ): Promise<{
    opening: number;
    closing: number;
    byType: { type: WalletTransactionType; count: number; sum: number }[];
  }> {
    const rows = await this.kysely()
      .selectFrom('wallet_transactions')
      .select((eb) => ['type', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('total')])
      .where('customer_id', '=', scope.customerId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('type')
      .execute();
    return {
      opening: await this.balanceBefore(scope, from),
      closing: await this.balanceBefore(scope, to),
      byType: rows.map((row) => ({
        type: row.type as WalletTransactionType,
        count: Number(row.n),
        sum: Number(row.total),
      })),
    };
  }

  /** The balance the merchant's last transaction before `at` left (0 before the first). */
  private async balanceBefore(scope: TenantScope, at: string): Promise<number> {
    const row = await this.kysely()
      .selectFrom('wallet_transactions')
      .select('balance_after')
      .where('customer_id', '=', scope.customerId)
      .where('created_at', '<', at)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? Number(row.balance_after) : 0;
  }
}

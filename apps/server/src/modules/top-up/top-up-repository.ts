import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import { type Actor, actorColumns } from '../../platform/actor';
import type { TopUpHistoryTable, TopUpsTable, TopUpTables } from './top-up-tables';

export type TopUpRow = Selectable<TopUpsTable>;
export type TopUpHistoryRow = Selectable<TopUpHistoryTable>;
export type NewTopUp = Omit<Insertable<TopUpsTable>, 'customer_id' | 'created_at' | 'updated_at'>;

/** The list's filters as the repository takes them. */
export interface TopUpQuery {
  topUpNo?: string;
  status?: TopUpsTable['status'];
  currency?: TopUpsTable['currency'];
  platform?: string;
  createdFrom?: string;
  createdTo?: string;
  ids?: number[];
}

/** What finance's confirmation writes on a record. */
export interface Received {
  receivedAmount: number;
  usdRate: string;
  rateDate: string;
  creditedUsd: number;
}

/** `top_ups` and `top_up_history`: the one place these tables are queried, per customer for merchants. */
export class TopUpRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<TopUpTables>(this.db, tx);
  }

  private filtered(scope: TenantScope, query: TopUpQuery, tx?: Tx) {
    let q = this.kysely(tx).selectFrom('top_ups').where('customer_id', '=', scope.customerId);
    if (query.topUpNo) q = q.where('top_up_no', '=', query.topUpNo.toUpperCase());
    if (query.status) q = q.where('status', '=', query.status);
    if (query.currency) q = q.where('currency', '=', query.currency);
    if (query.platform) q = q.where('platform', '=', query.platform);
    if (query.createdFrom) q = q.where('created_at', '>=', query.createdFrom);
    if (query.createdTo) q = q.where('created_at', '<=', query.createdTo);
    if (query.ids) q = q.where('id', 'in', query.ids.length ? query.ids : [0]);
    return q;
  }

  async count(scope: TenantScope, query: TopUpQuery): Promise<number> {
    const row = await this.filtered(scope, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest first. */
  list(scope: TenantScope, query: TopUpQuery, page: { offset: number; limit: number }): Promise<TopUpRow[]> {
    return this.filtered(scope, query)
      .selectAll()
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  find(scope: TenantScope, id: number, tx?: Tx): Promise<TopUpRow | undefined> {
    return this.filtered(scope, {}, tx).selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Staff name a record by its number, whichever merchant's it is. */
  findByNumber(topUpNo: string, tx?: Tx): Promise<TopUpRow | undefined> {
    return this.kysely(tx)
      .selectFrom('top_ups')
      .selectAll()
      .where('top_up_no', '=', topUpNo.toUpperCase())
      .executeTakeFirst();
  }

  /** Every merchant's pending records, oldest first, for finance. */
  async pending(page: { offset: number; limit: number }): Promise<{ rows: TopUpRow[]; total: number }> {
    const base = this.kysely().selectFrom('top_ups').where('status', '=', 'pending');
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'asc').offset(page.offset).limit(page.limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  async voucherUsed(scope: TenantScope, sha256: string, tx?: Tx): Promise<boolean> {
    const row = await this.filtered(scope, {}, tx).select('id').where('voucher_sha256', '=', sha256).executeTakeFirst();
    return row !== undefined;
  }

  async insert(tx: Tx, scope: TenantScope, row: NewTopUp, at: string): Promise<number> {
    const { id } = await this.kysely(tx)
      .insertInto('top_ups')
      .values({ ...row, customer_id: scope.customerId, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /**
   * Claims a pending record for Received: one conditional update, so of two confirmations racing
   * (two servers, a double click) exactly one changes the row and goes on to credit the wallet.
   */
  async markReceived(tx: Tx, scope: TenantScope, id: number, received: Received, at: string): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('top_ups')
      .set({
        status: 'received',
        received_amount: received.receivedAmount,
        usd_rate: received.usdRate,
        rate_date: received.rateDate,
        credited_usd: received.creditedUsd,
        updated_at: at,
      })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The same claim for Rejected. */
  async markRejected(tx: Tx, scope: TenantScope, id: number, reason: string, at: string): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('top_ups')
      .set({ status: 'rejected', reject_reason: reason, updated_at: at })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async addHistory(
    tx: Tx,
    scope: TenantScope,
    entry: { topUpId: number; status: TopUpsTable['status']; actor: Actor; note: string },
    at: string,
  ): Promise<void> {
    await this.kysely(tx)
      .insertInto('top_up_history')
      .values({
        customer_id: scope.customerId,
        top_up_id: entry.topUpId,
        status: entry.status,
        ...actorColumns(entry.actor),
        note: entry.note,
        created_at: at,
      })
      .execute();
  }

  /** Oldest first. */
  history(scope: TenantScope, id: number, tx?: Tx): Promise<TopUpHistoryRow[]> {
    return this.kysely(tx)
      .selectFrom('top_up_history')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('top_up_id', '=', id)
      .orderBy('id', 'asc')
      .execute();
  }

  /** Numbers by id, for the wallet's transaction list. */
  async numbersOf(customerId: number, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.kysely()
      .selectFrom('top_ups')
      .select(['id', 'top_up_no'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.top_up_no]));
  }
}

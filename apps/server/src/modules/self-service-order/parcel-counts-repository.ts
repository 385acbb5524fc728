import type { ParcelStatus } from '@portal/contract';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { ParcelTables } from './parcel-tables';

/**
 * How many parcels a merchant has per status (`parcel_status_counts`), as `order_status_counts` for
 * orders: the list's tabs and total without a filter read these few rows instead of counting every
 * parcel. Only `ParcelMoves` writes them (a new parcel, a move), in the move's transaction.
 */
export class ParcelCountsRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<ParcelTables, 'parcel_status_counts'>>(this.db, tx);
  }

  /**
   * Adds each delta to its status's count. Rows are written in status order, so two transactions
   * moving parcels between the same statuses in opposite directions take the row locks in the same
   * order and cannot deadlock.
   */
  async apply(tx: Tx, scope: TenantScope, deltas: ReadonlyMap<ParcelStatus, number>): Promise<void> {
    const statuses = [...deltas.keys()].filter((status) => deltas.get(status) !== 0).sort();
    for (const status of statuses) {
      await this.kysely(tx)
        .insertInto('parcel_status_counts')
        .values({ customer_id: scope.customerId, status, count: deltas.get(status) ?? 0 })
        .onConflict((oc) =>
          oc
            .columns(['customer_id', 'status'])
            .doUpdateSet((eb) => ({ count: eb('parcel_status_counts.count', '+', eb.ref('excluded.count')) })),
        )
        .execute();
    }
  }

  /** The merchant's count per status (statuses it never had are left out). */
  async of(scope: TenantScope): Promise<Map<ParcelStatus, number>> {
    const rows = await this.kysely()
      .selectFrom('parcel_status_counts')
      .select(['status', 'count'])
      .where('customer_id', '=', scope.customerId)
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.count)]));
  }
}

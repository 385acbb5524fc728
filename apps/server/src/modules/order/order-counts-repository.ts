import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { OrderTables } from './order-tables';

/**
 * How many orders a merchant has per status (`order_status_counts`): the list's tabs without a
 * filter read these few rows instead of counting a million orders. Only transitions, creations and
 * deletions write them, in their own transaction.
 */
export class OrderCountsRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<OrderTables, 'order_status_counts'>>(this.db, tx);
  }

  /**
   * Adds each delta to its status's count. Rows are written in status order, so two transactions
   * moving orders between the same statuses in opposite directions take the row locks in the same
   * order and cannot deadlock.
   */
  async apply(tx: Tx, scope: TenantScope, deltas: ReadonlyMap<string, number>): Promise<void> {
    const statuses = [...deltas.keys()].filter((status) => deltas.get(status) !== 0).sort();
    for (const status of statuses) {
      const delta = deltas.get(status) ?? 0;
      await this.kysely(tx)
        .insertInto('order_status_counts')
        .values({ customer_id: scope.customerId, status, count: delta })
        .onConflict((oc) =>
          oc
            .columns(['customer_id', 'status'])
            .doUpdateSet((eb) => ({ count: eb('order_status_counts.count', '+', eb.ref('excluded.count')) })),
        )
        .execute();
    }
  }

  async of(scope: TenantScope): Promise<Map<string, number>> {
    const rows = await this.kysely()
      .selectFrom('order_status_counts')
      .select(['status', 'count'])
      .where('customer_id', '=', scope.customerId)
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.count)]));
  }
}

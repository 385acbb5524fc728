import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db, Tx } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import { onlyAllowedSkus, SKU_LINES } from '../../db/sku-scope';
import type { TenantScope } from '../../kernel/viewer';
import type { ShopOrdersTable, ShopTables } from './shop-tables';

export type ShopOrderRow = Omit<ShopOrdersTable, 'id'> & { id: number };

/**
 * The orders the merchants' shops sent (`shop_orders`), apart from the connections because they
 * carry their own visibility rule (`whereShopOrderVisible`): every merchant read names the merchant
 * and goes through it; the sync's reads name the connection.
 */
export class ShopOrderRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<ShopTables>(this.db, tx);
  }

  /** Shop orders imported and failed per connection, as the caller may see them. */
  async countsByConnection(
    scope: TenantScope,
    connectionIds: number[],
  ): Promise<Map<number, { imported: number; failed: number }>> {
    const counts = new Map(connectionIds.map((id) => [id, { imported: 0, failed: 0 }]));
    if (!connectionIds.length) return counts;
    const rows = await whereShopOrderVisible(
      this.kysely()
        .selectFrom('shop_orders')
        .select(['connection_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('customer_id', '=', scope.customerId)
        .where('connection_id', 'in', connectionIds),
      scope,
    )
      .groupBy(['connection_id', 'status'])
      .execute();
    for (const row of rows) {
      const entry = counts.get(row.connection_id);
      if (!entry) continue;
      if (row.status === 'imported') entry.imported = Number(row.n);
      else if (row.status === 'failed') entry.failed = Number(row.n);
    }
    return counts;
  }

  async countShopOrders(scope: TenantScope, connectionId: number, status: string | undefined): Promise<number> {
    let query = whereShopOrderVisible(
      this.kysely()
        .selectFrom('shop_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', scope.customerId)
        .where('connection_id', '=', connectionId),
      scope,
    );
    if (status) query = query.where('status', '=', status);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  shopOrders(
    scope: TenantScope,
    connectionId: number,
    status: string | undefined,
    offset: number,
    limit: number,
  ): Promise<ShopOrderRow[]> {
    let query = whereShopOrderVisible(
      this.kysely()
        .selectFrom('shop_orders')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('connection_id', '=', connectionId),
      scope,
    );
    if (status) query = query.where('status', '=', status);
    return query.orderBy('id', 'desc').offset(offset).limit(limit).execute();
  }

  shopOrder(scope: TenantScope, id: number): Promise<ShopOrderRow | undefined> {
    return whereShopOrderVisible(
      this.kysely()
        .selectFrom('shop_orders')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('id', '=', id),
      scope,
    ).executeTakeFirst();
  }

  /** The external ids among these the connection already received (imported or failed). */
  async knownExternalIds(connectionId: number, externalIds: string[]): Promise<Set<string>> {
    if (!externalIds.length) return new Set();
    const rows = await this.kysely()
      .selectFrom('shop_orders')
      .select('external_id')
      .where('connection_id', '=', connectionId)
      .where('external_id', 'in', externalIds)
      .execute();
    return new Set(rows.map((row) => row.external_id));
  }

  /**
   * Records a shop order once per connection and external id; a second sync racing the first finds
   * the row there and records nothing (the unique index decides). Returns the id, or undefined when
   * it was already there.
   */
  async insertShopOrder(row: Omit<ShopOrderRow, 'id'>, tx?: Tx): Promise<number | undefined> {
    const inserted = await this.kysely(tx)
      .insertInto('shop_orders')
      .values(row)
      .onConflict((oc) => oc.columns(['connection_id', 'external_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  async updateShopOrder(
    customerId: number,
    id: number,
    changes: Partial<
      Pick<ShopOrderRow, 'status' | 'order_id' | 'system_order_id' | 'reasons' | 'payload' | 'updated_at'>
    >,
    tx?: Tx,
  ): Promise<void> {
    await this.kysely(tx)
      .updateTable('shop_orders')
      .set(changes)
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .execute();
  }

  /** A removed connection's shop orders go with it (in its transaction); the portal orders they became stay. */
  async deleteOfConnection(tx: Tx, customerId: number, connectionId: number): Promise<void> {
    await this.kysely(tx)
      .deleteFrom('shop_orders')
      .where('customer_id', '=', customerId)
      .where('connection_id', '=', connectionId)
      .execute();
  }
}

/** A query builder that can take one more condition. */
interface Filterable<Q> {
  where(expression: Expression<SqlBool>): Q;
}

/**
 * A sub-account limited to chosen SKUs sees the shop orders imported as portal orders that hold
 * none but its SKUs (the order list's own rule). A failed shop order names shop SKUs, perhaps not
 * mapped to any portal SKU, so nothing says whose it is: it is left to accounts with every SKU.
 */
function whereShopOrderVisible<Q extends Filterable<Q>>(query: Q, scope: TenantScope): Q {
  if (scope.skusOf === undefined) return query;
  return query.where(
    sql<SqlBool>`shop_orders.status = 'imported' and shop_orders.order_id is not null and ${onlyAllowedSkus(scope.skusOf, SKU_LINES.order, sql.ref('shop_orders.order_id'))}`,
  );
}

import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db, Tx } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import { onlyAllowedSkus, SKU_LINES, whereSkuAllowed } from '../../db/sku-scope';
import type { TenantScope } from '../../kernel/viewer';
import type { ShopConnectionsTable, ShopOrdersTable, ShopSkuMappingsTable, ShopTables } from './shop-tables';

export type ConnectionRow = Omit<ShopConnectionsTable, 'id'> & { id: number };
export type MappingRow = Omit<ShopSkuMappingsTable, 'id'> & { id: number };
export type ShopOrderRow = Omit<ShopOrdersTable, 'id'> & { id: number };
export type NewConnection = Omit<ConnectionRow, 'id'>;
type ConnectionChanges = Partial<Omit<ConnectionRow, 'id' | 'customer_id' | 'platform' | 'created_at'>>;

export interface ConnectionCounts {
  ordersImported: number;
  ordersFailed: number;
  skusMapped: number;
}

/**
 * The merchants' shop connections, their SKU mappings, the orders their shops sent and the stock
 * waiting to be pushed. Every merchant read names the merchant; the sync job's claim names the
 * connection and the lease it takes.
 */
export class ShopRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<ShopTables>(this.db, tx);
  }

  async countConnections(customerId: number, platform?: string, tx?: Tx): Promise<number> {
    let query = this.kysely(tx)
      .selectFrom('shop_connections')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', customerId);
    if (platform) query = query.where('platform', '=', platform);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  listConnections(customerId: number, platform: string | undefined, offset: number, limit: number) {
    let query = this.kysely().selectFrom('shop_connections').selectAll().where('customer_id', '=', customerId);
    if (platform) query = query.where('platform', '=', platform);
    return query.orderBy('id', 'desc').offset(offset).limit(limit).execute();
  }

  connection(customerId: number, id: number, tx?: Tx): Promise<ConnectionRow | undefined> {
    return this.kysely(tx)
      .selectFrom('shop_connections')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * The ShipStation connection whose Basic-auth username this is, whoever's it is: the Custom Store
   * endpoint learns the merchant from it (unique index `shop_connections_served_username`).
   */
  servedConnection(username: string): Promise<ConnectionRow | undefined> {
    return this.kysely()
      .selectFrom('shop_connections')
      .selectAll()
      .where('served_username', '=', username)
      .where('platform', '=', 'shipstation')
      .executeTakeFirst();
  }

  async insertConnection(row: NewConnection, tx?: Tx): Promise<number> {
    const inserted = await this.kysely(tx)
      .insertInto('shop_connections')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async updateConnection(customerId: number, id: number, changes: ConnectionChanges, tx?: Tx): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('shop_connections')
      .set(changes)
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Removes a connection with its mappings, its shop orders and its pending stock; the portal orders it imported stay. */
  async deleteConnection(tx: Tx, customerId: number, id: number): Promise<boolean> {
    const db = this.kysely(tx);
    await db
      .deleteFrom('shop_sku_mappings')
      .where('customer_id', '=', customerId)
      .where('connection_id', '=', id)
      .execute();
    await db.deleteFrom('shop_orders').where('customer_id', '=', customerId).where('connection_id', '=', id).execute();
    await db
      .deleteFrom('shop_stock_pending')
      .where('customer_id', '=', customerId)
      .where('connection_id', '=', id)
      .execute();
    const result = await db
      .deleteFrom('shop_connections')
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Orders imported and failed, and SKUs mapped, per connection. */
  async countsOf(scope: TenantScope, ids: number[]): Promise<Map<number, ConnectionCounts>> {
    const { customerId } = scope;
    const counts = new Map<number, ConnectionCounts>(
      ids.map((id) => [id, { ordersImported: 0, ordersFailed: 0, skusMapped: 0 }]),
    );
    if (!ids.length) return counts;
    const orders = await whereShopOrderVisible(
      this.kysely()
        .selectFrom('shop_orders')
        .select(['connection_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('customer_id', '=', customerId)
        .where('connection_id', 'in', ids),
      scope,
    )
      .groupBy(['connection_id', 'status'])
      .execute();
    for (const row of orders) {
      const entry = counts.get(row.connection_id);
      if (!entry) continue;
      if (row.status === 'imported') entry.ordersImported = Number(row.n);
      else if (row.status === 'failed') entry.ordersFailed = Number(row.n);
    }
    const mappings = await whereSkuAllowed(
      this.kysely()
        .selectFrom('shop_sku_mappings')
        .select(['connection_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('customer_id', '=', customerId)
        .where('connection_id', 'in', ids),
      scope,
      'shop_sku_mappings.product_id',
    )
      .groupBy('connection_id')
      .execute();
    for (const row of mappings) {
      const entry = counts.get(row.connection_id);
      if (entry) entry.skusMapped = Number(row.n);
    }
    return counts;
  }

  // --- the sync job -------------------------------------------------------------------------

  /** Active connections of the platforms the portal calls whose sync is due and not held by a live lease. */
  async dueConnections(platforms: readonly string[], now: string, limit: number): Promise<ConnectionRow[]> {
    if (!platforms.length) return [];
    return this.kysely()
      .selectFrom('shop_connections')
      .selectAll()
      .where('status', '=', 'active')
      .where('next_sync_at', '<=', now)
      .where('platform', 'in', platforms)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .orderBy('next_sync_at')
      .limit(limit)
      .execute();
  }

  /**
   * Takes the connection for one sync: a conditional update that only one instance can win while
   * the lease is free (or lapsed, when an instance died mid-sync).
   */
  async claim(id: number, owner: string, now: string, until: string): Promise<boolean> {
    const result = await this.kysely()
      .updateTable('shop_connections')
      .set({ lease_owner: owner, lease_until: until })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .where('next_sync_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Ends a claimed sync with what it learned; a claim lost meanwhile (lease lapsed and taken) changes nothing. */
  async release(id: number, owner: string, changes: ConnectionChanges): Promise<void> {
    await this.kysely()
      .updateTable('shop_connections')
      .set({ ...changes, lease_owner: null, lease_until: null })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .execute();
  }

  // --- SKU mappings -------------------------------------------------------------------------

  async countMappings(scope: TenantScope, connectionId: number): Promise<number> {
    const row = await whereSkuAllowed(
      this.kysely()
        .selectFrom('shop_sku_mappings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', scope.customerId)
        .where('connection_id', '=', connectionId),
      scope,
      'shop_sku_mappings.product_id',
    ).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  mappings(scope: TenantScope, connectionId: number, offset: number, limit: number): Promise<MappingRow[]> {
    return whereSkuAllowed(
      this.kysely()
        .selectFrom('shop_sku_mappings')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('connection_id', '=', connectionId),
      scope,
      'shop_sku_mappings.product_id',
    )
      .orderBy('shop_sku')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /** The portal SKU code each of these shop SKUs is mapped to on the connection. */
  async mappedSkus(customerId: number, connectionId: number, shopSkus: string[]): Promise<Map<string, string>> {
    if (!shopSkus.length) return new Map();
    const rows = await this.kysely()
      .selectFrom('shop_sku_mappings')
      .select(['shop_sku', 'sku'])
      .where('customer_id', '=', customerId)
      .where('connection_id', '=', connectionId)
      .where('shop_sku', 'in', shopSkus)
      .execute();
    return new Map(rows.map((row) => [row.shop_sku, row.sku]));
  }

  mapping(scope: TenantScope, id: number): Promise<MappingRow | undefined> {
    return whereSkuAllowed(
      this.kysely()
        .selectFrom('shop_sku_mappings')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('id', '=', id),
      scope,
      'shop_sku_mappings.product_id',
    ).executeTakeFirst();
  }

  /** Maps the shop SKU (replacing its mapping if it has one); returns the mapping's id. */
  async saveMapping(tx: Tx, row: Omit<MappingRow, 'id'>): Promise<number> {
    const db = this.kysely(tx);
    await db
      .deleteFrom('shop_sku_mappings')
      .where('customer_id', '=', row.customer_id)
      .where('connection_id', '=', row.connection_id)
      .where('shop_sku', '=', row.shop_sku)
      .execute();
    const inserted = await db.insertInto('shop_sku_mappings').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  async deleteMapping(scope: TenantScope, id: number): Promise<boolean> {
    const result = await whereSkuAllowed(
      this.kysely().deleteFrom('shop_sku_mappings').where('customer_id', '=', scope.customerId).where('id', '=', id),
      scope,
      'shop_sku_mappings.product_id',
    ).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  // --- shop orders --------------------------------------------------------------------------

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

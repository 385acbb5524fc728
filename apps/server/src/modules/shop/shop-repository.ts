import type { Db, Tx } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import type { ShopConnectionsTable, ShopTables } from './shop-tables';

/** `shop-push-repository.ts` and `shop-tracking.ts` take a shop order's row from here. */
export type { ShopOrderRow } from './shop-order-repository';

export type ConnectionRow = Omit<ShopConnectionsTable, 'id'> & { id: number };
export type NewConnection = Omit<ConnectionRow, 'id'>;
type ConnectionChanges = Partial<Omit<ConnectionRow, 'id' | 'customer_id' | 'platform' | 'created_at'>>;

/**
 * The merchants' shop connections (`shop_connections`): what the merchant keeps, read and changed by
 * the merchant's id, and the sync job's claim, which names the connection and the lease it takes.
 * Their SKU mappings and shop orders have repositories of their own (`shop-mapping-repository.ts`,
 * `shop-order-repository.ts`), each with its own visibility rule.
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

  /**
   * Removes a connection with its pending stock (the push repository's rows, in the same transaction);
   * the caller removes its mappings and shop orders first.
   */
  async deleteConnection(tx: Tx, customerId: number, id: number): Promise<boolean> {
    const db = this.kysely(tx);
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
}

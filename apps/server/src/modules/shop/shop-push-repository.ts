import type { Db } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import type { ConnectionRow, ShopOrderRow } from './shop-repository';
import type { ShopTables } from './shop-tables';

/** A stock row due to be pushed, with the revision it was read at. */
export interface DueStock {
  product_id: number;
  revision: number;
}

/**
 * What goes back to the shops (docs/server/shops.md, "Tracking back" and "Stock push"): the shop
 * orders whose tracking is due and the SKUs whose stock waits, as the outbox's subscribers mark them
 * and the send and push jobs claim and clear them. Every mark names the merchant; the jobs' claims
 * name the row or connection and the run that takes it.
 */
export class ShopPushRepository {
  constructor(private readonly db: Db) {}

  private kysely() {
    return queryBuilder<ShopTables>(this.db);
  }

  // --- tracking back ------------------------------------------------------------------------

  /**
   * Makes the tracking of the merchant's shop orders imported as these portal orders due, when
   * their connection sends tracking and none was sent or is due yet (a parcel that goes back to a
   * hub and ships again is not announced twice).
   */
  async markTrackingDue(customerId: number, orderIds: number[], at: string): Promise<number> {
    if (!orderIds.length) return 0;
    const result = await this.kysely()
      .updateTable('shop_orders')
      .set({ tracking_due_at: at, updated_at: at })
      .where('customer_id', '=', customerId)
      .where('order_id', 'in', orderIds)
      .where('status', '=', 'imported')
      .where('tracking_sent_at', 'is', null)
      .where('tracking_due_at', 'is', null)
      .where('connection_id', 'in', (eb) =>
        eb
          .selectFrom('shop_connections')
          .select('id')
          .where('customer_id', '=', customerId)
          .where('send_tracking', '=', 1),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Shop orders whose tracking is due, of active connections that send tracking on the platforms given. */
  async dueTracking(platforms: readonly string[], now: string, limit: number): Promise<ShopOrderRow[]> {
    if (!platforms.length) return [];
    return this.kysely()
      .selectFrom('shop_orders')
      .selectAll('shop_orders')
      .innerJoin('shop_connections', 'shop_connections.id', 'shop_orders.connection_id')
      .where('shop_orders.tracking_due_at', '<=', now)
      .where('shop_orders.tracking_sent_at', 'is', null)
      .where('shop_connections.status', '=', 'active')
      .where('shop_connections.send_tracking', '=', 1)
      .where('shop_connections.platform', 'in', platforms)
      .orderBy('shop_orders.tracking_due_at')
      .limit(limit)
      .execute();
  }

  /**
   * Takes a shop order's tracking for one attempt: moving its due time on to `until` is the claim,
   * which only one run can make from the due time it read; a run that died leaves it due again then.
   */
  async claimTracking(id: number, dueAt: string, owner: string, until: string): Promise<boolean> {
    const result = await this.kysely()
      .updateTable('shop_orders')
      .set({ tracking_due_at: until, tracking_owner: owner })
      .where('id', '=', id)
      .where('tracking_due_at', '=', dueAt)
      .where('tracking_sent_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Ends an attempt: sent, or failed with the shop's answer and when to try again (null: never). */
  async releaseTracking(
    id: number,
    owner: string,
    outcome: { sentAt: string } | { error: string; attempts: number; dueAt: string | null; at: string },
  ): Promise<void> {
    const changes =
      'sentAt' in outcome
        ? { tracking_sent_at: outcome.sentAt, tracking_due_at: null, tracking_error: null, updated_at: outcome.sentAt }
        : {
            tracking_error: outcome.error,
            tracking_attempts: outcome.attempts,
            tracking_due_at: outcome.dueAt,
            updated_at: outcome.at,
          };
    await this.kysely()
      .updateTable('shop_orders')
      .set({ ...changes, tracking_owner: null })
      .where('id', '=', id)
      .where('tracking_owner', '=', owner)
      .execute();
  }

  // --- stock push ---------------------------------------------------------------------------

  /** The merchants' active connections that push stock, on the platforms given. */
  stockPushConnections(customerIds: number[], platforms: readonly string[]): Promise<ConnectionRow[]> {
    if (!customerIds.length || !platforms.length) return Promise.resolve([]);
    return this.kysely()
      .selectFrom('shop_connections')
      .selectAll()
      .where('customer_id', 'in', customerIds)
      .where('status', '=', 'active')
      .where('stock_push', '=', 1)
      .where('platform', 'in', platforms)
      .execute();
  }

  /**
   * Marks SKUs' stock as waiting on their connections: due now, or when the SKU's last push is a
   * minute old (`hold_until`), whichever is later; each mark raises the row's revision.
   */
  async markStockDue(
    rows: { connection_id: number; product_id: number; customer_id: number }[],
    at: string,
  ): Promise<void> {
    for (let start = 0; start < rows.length; start += 100) {
      await this.kysely()
        .insertInto('shop_stock_pending')
        .values(
          rows
            .slice(start, start + 100)
            .map((row) => ({ ...row, due_at: at, hold_until: null, revision: 1, pushed_revision: 0 })),
        )
        .onConflict((oc) =>
          oc.columns(['connection_id', 'product_id']).doUpdateSet((eb) => ({
            revision: eb('shop_stock_pending.revision', '+', 1),
            due_at: eb
              .case()
              .when('shop_stock_pending.hold_until', '>', eb.ref('excluded.due_at'))
              .then(eb.ref('shop_stock_pending.hold_until'))
              .else(eb.ref('excluded.due_at'))
              .end()
              .$castTo<string>(),
          })),
        )
        .execute();
    }
  }

  /** Active connections that push stock with a SKU due (`dueStock`), not held by a live claim. */
  async connectionsWithStockDue(platforms: readonly string[], now: string, limit: number): Promise<ConnectionRow[]> {
    if (!platforms.length) return [];
    return this.kysely()
      .selectFrom('shop_connections')
      .selectAll()
      .where('status', '=', 'active')
      .where('stock_push', '=', 1)
      .where('platform', 'in', platforms)
      .where((eb) => eb.or([eb('stock_lease_until', 'is', null), eb('stock_lease_until', '<', now)]))
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('shop_stock_pending')
            .select('shop_stock_pending.product_id')
            .whereRef('shop_stock_pending.connection_id', '=', 'shop_connections.id')
            .whereRef('shop_stock_pending.revision', '>', 'shop_stock_pending.pushed_revision')
            .where('shop_stock_pending.due_at', '<=', now)
            .where((eb) =>
              eb.or([eb('shop_stock_pending.hold_until', 'is', null), eb('shop_stock_pending.hold_until', '<=', now)]),
            ),
        ),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * The connection's SKUs due: a movement not pushed yet (revision ahead of the one pushed), due,
   * and the SKU's last push a minute old.
   */
  dueStock(customerId: number, connectionId: number, now: string, limit: number): Promise<DueStock[]> {
    return this.kysely()
      .selectFrom('shop_stock_pending')
      .select(['product_id', 'revision'])
      .where('customer_id', '=', customerId)
      .where('connection_id', '=', connectionId)
      .whereRef('revision', '>', 'pushed_revision')
      .where('due_at', '<=', now)
      .where((eb) => eb.or([eb('hold_until', 'is', null), eb('hold_until', '<=', now)]))
      .orderBy('product_id')
      .limit(limit)
      .execute();
  }

  /**
   * Records a push: each SKU's revision as read is pushed, and the SKU is held for a minute. A row a
   * movement raised meanwhile keeps waiting (its revision is ahead), due when the hold ends.
   */
  async stockPushed(customerId: number, connectionId: number, pushed: DueStock[], holdUntil: string): Promise<void> {
    const byRevision = new Map<number, number[]>();
    for (const row of pushed) byRevision.set(row.revision, [...(byRevision.get(row.revision) ?? []), row.product_id]);
    for (const [revision, productIds] of byRevision) {
      await this.kysely()
        .updateTable('shop_stock_pending')
        .set({ pushed_revision: revision, hold_until: holdUntil })
        .where('customer_id', '=', customerId)
        .where('connection_id', '=', connectionId)
        .where('product_id', 'in', productIds)
        .execute();
    }
  }

  /** The shop SKUs each of these portal SKUs is mapped to on the connection (a portal SKU may stand for several). */
  async shopSkusOf(customerId: number, connectionId: number, productIds: number[]): Promise<Map<number, string[]>> {
    const found = new Map<number, string[]>();
    if (!productIds.length) return found;
    const rows = await this.kysely()
      .selectFrom('shop_sku_mappings')
      .select(['product_id', 'shop_sku'])
      .where('customer_id', '=', customerId)
      .where('connection_id', '=', connectionId)
      .where('product_id', 'in', productIds)
      .where('package_id', 'is', null)
      .orderBy('shop_sku')
      .execute();
    for (const row of rows) found.set(row.product_id, [...(found.get(row.product_id) ?? []), row.shop_sku]);
    return found;
  }

  /** The shop SKUs each of these packages is mapped to on the connection (a package may stand for several). */
  async packageShopSkusOf(
    customerId: number,
    connectionId: number,
    packageIds: number[],
  ): Promise<Map<number, string[]>> {
    const found = new Map<number, string[]>();
    if (!packageIds.length) return found;
    const rows = await this.kysely()
      .selectFrom('shop_sku_mappings')
      .select(['package_id', 'shop_sku'])
      .where('customer_id', '=', customerId)
      .where('connection_id', '=', connectionId)
      .where('package_id', 'in', packageIds)
      .orderBy('shop_sku')
      .execute();
    for (const row of rows) {
      if (row.package_id === null) continue;
      found.set(row.package_id, [...(found.get(row.package_id) ?? []), row.shop_sku]);
    }
    return found;
  }

  /** Those of these shop SKUs the connection maps to a portal SKU or package (exact, as the order import reads them). */
  async mappedShopSkus(customerId: number, connectionId: number, shopSkus: string[]): Promise<Set<string>> {
    if (!shopSkus.length) return new Set();
    const rows = await this.kysely()
      .selectFrom('shop_sku_mappings')
      .select('shop_sku')
      .where('customer_id', '=', customerId)
      .where('connection_id', '=', connectionId)
      .where('shop_sku', 'in', shopSkus)
      .execute();
    return new Set(rows.map((row) => row.shop_sku));
  }

  /** Takes the connection for one stock push, as the sync's claim does (`ShopRepository.claim`). */
  async claimStock(id: number, owner: string, now: string, until: string): Promise<boolean> {
    const result = await this.kysely()
      .updateTable('shop_connections')
      .set({ stock_lease_owner: owner, stock_lease_until: until })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('stock_lease_until', 'is', null), eb('stock_lease_until', '<', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Ends a stock push, with the connection's error and status when it failed. */
  async releaseStock(
    id: number,
    owner: string,
    changes: Partial<Pick<ConnectionRow, 'last_error' | 'status' | 'updated_at'>>,
  ): Promise<void> {
    await this.kysely()
      .updateTable('shop_connections')
      .set({ ...changes, stock_lease_owner: null, stock_lease_until: null })
      .where('id', '=', id)
      .where('stock_lease_owner', '=', owner)
      .execute();
  }
}

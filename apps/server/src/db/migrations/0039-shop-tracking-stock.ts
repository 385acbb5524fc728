import type { Kysely, Migration } from 'kysely';

/**
 * Tracking back and stock push (docs/server/shops.md): a shop order whose portal order shipped is
 * due to send its tracking (`tracking_due_at`, which the send job also moves on as its claim), with
 * its attempts, last error and the claim's owner. A stock row keeps until when its SKU may not be
 * pushed again (`hold_until`, the one-a-minute debounce), a revision each movement raises and the
 * revision last pushed: it waits while the first is ahead, so a push that raced a newer movement
 * leaves it waiting. A connection's stock push is claimed like its sync.
 */
export const shopTrackingStock: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('shop_orders').addColumn('tracking_due_at', 'text').execute();
    await db.schema
      .alterTable('shop_orders')
      .addColumn('tracking_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('shop_orders').addColumn('tracking_error', 'text').execute();
    await db.schema.alterTable('shop_orders').addColumn('tracking_owner', 'text').execute();
    await db.schema.createIndex('shop_orders_tracking_due').on('shop_orders').column('tracking_due_at').execute();
    await db.schema.alterTable('shop_stock_pending').addColumn('hold_until', 'text').execute();
    for (const column of ['revision', 'pushed_revision']) {
      await db.schema
        .alterTable('shop_stock_pending')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    await db.schema
      .createIndex('shop_stock_pending_due')
      .on('shop_stock_pending')
      .columns(['connection_id', 'due_at'])
      .execute();
    await db.schema.alterTable('shop_connections').addColumn('stock_lease_owner', 'text').execute();
    await db.schema.alterTable('shop_connections').addColumn('stock_lease_until', 'text').execute();
  },
};

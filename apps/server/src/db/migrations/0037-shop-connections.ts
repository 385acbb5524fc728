import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/**
 * Shop connections (issue 26, docs/server/shops.md): the connections with their encrypted
 * credentials, sync cursor and lease; the SKU mappings per connection; every order a shop sent,
 * unique per connection by the shop's own id so a re-sync never imports it twice (kept with its
 * payload so a failed one can be retried, and with the shop's ids so tracking can go back); and the
 * SKUs whose stock waits to be pushed, one row per connection and SKU (debounced pushes).
 */
export function shopConnections(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('shop_connections'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('shop_url', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('credentials', 'text', (c) => c.notNull())
        .addColumn('location_id', 'text')
        .addColumn('api_key_id', 'integer')
        .addColumn('api_key_hint', 'text')
        .addColumn('served_username', 'text')
        .addColumn('served_password_hash', 'text')
        .addColumn('import_orders', 'integer', (c) => c.notNull())
        .addColumn('send_tracking', 'integer', (c) => c.notNull())
        .addColumn('stock_push', 'integer', (c) => c.notNull())
        .addColumn('stock_buffer', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('cursor', 'text')
        .addColumn('next_sync_at', 'text')
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('last_sync_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('shop_connections_name')
        .on('shop_connections')
        .columns(['customer_id', 'name'])
        .unique()
        .execute();
      await db.schema
        .createIndex('shop_connections_served_username')
        .on('shop_connections')
        .column('served_username')
        .unique()
        .execute();
      // The sync job's look-up: active connections by due time.
      await db.schema
        .createIndex('shop_connections_due')
        .on('shop_connections')
        .columns(['next_sync_at'])
        .where(sql.ref('status'), '=', 'active')
        .execute();
      await withId(db.schema.createTable('shop_sku_mappings'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('connection_id', 'integer', (c) => c.notNull())
        .addColumn('shop_sku', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('shop_sku_mappings_shop_sku')
        .on('shop_sku_mappings')
        .columns(['connection_id', 'shop_sku'])
        .unique()
        .execute();
      await withId(db.schema.createTable('shop_orders'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('connection_id', 'integer', (c) => c.notNull())
        .addColumn('external_id', 'text', (c) => c.notNull())
        .addColumn('order_no', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('system_order_id', 'text')
        .addColumn('reasons', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('ordered_at', 'text', (c) => c.notNull())
        .addColumn('tracking_sent_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('shop_orders_external')
        .on('shop_orders')
        .columns(['connection_id', 'external_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('shop_orders_connection')
        .on('shop_orders')
        .columns(['customer_id', 'connection_id', 'status', 'id'])
        .execute();
      // Tracking back: the shop order of a portal order.
      await db.schema.createIndex('shop_orders_order').on('shop_orders').column('order_id').execute();
      await db.schema
        .createTable('shop_stock_pending')
        .addColumn('connection_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('shop_stock_pending_pk', ['connection_id', 'product_id'])
        .execute();
    },
  };
}

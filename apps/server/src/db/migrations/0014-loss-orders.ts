import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';
import type { MigrationDb } from './untyped';

/**
 * Loss (and gain) orders of inbound bookings (issue 11): one per difference found at quality check
 * (`normal`) or at shelving (`abnormal`), its lines per SKU (a composite foreign key: never another
 * merchant's SKU) and the review thread between merchant and staff. `loss_no` is unique across
 * merchants: staff name a loss order by it. Every row carries `customer_id`.
 */
export function lossOrders(engine: Engine): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as MigrationDb;
      await withId(db.schema.createTable('loss_orders'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('loss_no', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('inbound_id', 'integer', (c) => c.notNull())
        .addColumn('receiving_no', 'text', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('reviewed_at', 'text')
        .addUniqueConstraint('loss_orders_id_customer_uq', ['id', 'customer_id'])
        .execute();
      await db.schema.createIndex('loss_orders_loss_no_uq').on('loss_orders').column('loss_no').unique().execute();
      await db.schema
        .createIndex('loss_orders_customer_id_idx')
        .on('loss_orders')
        .columns(['customer_id', 'id'])
        .execute();
      await db.schema
        .createIndex('loss_orders_customer_inbound_idx')
        .on('loss_orders')
        .columns(['customer_id', 'inbound_id'])
        .execute();
      await db.schema
        .createIndex('loss_orders_customer_receiving_idx')
        .on('loss_orders')
        .columns(['customer_id', 'receiving_no'])
        .execute();

      await withId(db.schema.createTable('loss_order_lines'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('loss_order_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('appointment', 'integer', (c) => c.notNull())
        .addColumn('arrival', 'integer', (c) => c.notNull())
        .addColumn('qualified', 'integer', (c) => c.notNull())
        .addColumn('actual', 'integer', (c) => c.notNull())
        .addColumn('difference', 'integer', (c) => c.notNull())
        .addForeignKeyConstraint('loss_order_lines_order_fk', ['loss_order_id', 'customer_id'], 'loss_orders', [
          'id',
          'customer_id',
        ])
        .addForeignKeyConstraint('loss_order_lines_product_fk', ['product_id', 'customer_id'], 'products', [
          'id',
          'customer_id',
        ])
        .execute();
      await db.schema
        .createIndex('loss_order_lines_order_idx')
        .on('loss_order_lines')
        .columns(['loss_order_id', 'product_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('loss_order_lines_customer_product_idx')
        .on('loss_order_lines')
        .columns(['customer_id', 'product_id'])
        .execute();

      await withId(db.schema.createTable('loss_order_comments'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('loss_order_id', 'integer', (c) => c.notNull())
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer', (c) => c.notNull())
        .addColumn('actor_label', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('dispute', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addForeignKeyConstraint('loss_order_comments_order_fk', ['loss_order_id', 'customer_id'], 'loss_orders', [
          'id',
          'customer_id',
        ])
        .execute();
      await db.schema
        .createIndex('loss_order_comments_order_idx')
        .on('loss_order_comments')
        .columns(['loss_order_id', 'id'])
        .execute();
    },
  };
}

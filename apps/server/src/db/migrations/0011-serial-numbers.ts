import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';
import type { MigrationDb } from './untyped';

const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

/**
 * Customer serial numbers (issue 11). One row per unit's serial number, of one merchant's SKU (a
 * composite foreign key: never another merchant's), unique per merchant by its upper-case key, the
 * alias too when given (NULL keys do not collide). Bound to an order at packing; the list pages by
 * (customer_id, id) newest first, and the searched columns have their own indexes per merchant.
 */
export function serialNumbers(engine: Engine): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as MigrationDb;
      await withId(db.schema.createTable('serial_numbers'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('serial_number', 'text', (c) => c.notNull())
        // Byte order on both engines, so a prefix search is a range of the unique index (PostgreSQL's
        // locale collation would order, and compare, punctuation differently).
        .addColumn('serial_key', 'text', (c) => (engine === 'postgres' ? c.modifyFront(sql`collate "C"`) : c).notNull())
        .addColumn('alias', 'text', text)
        .addColumn('alias_key', 'text')
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('sku_key', 'text', (c) => c.notNull())
        .addColumn('barcode', 'text', text)
        .addColumn('receiving_no', 'text', text)
        .addColumn('box_number', 'text', text)
        .addColumn('is_bind', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bind_order_id', 'integer')
        .addColumn('bind_sys_order_id', 'text', text)
        .addColumn('bind_customer_order_id', 'text', text)
        .addColumn('bind_time', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addForeignKeyConstraint('serial_numbers_product_fk', ['product_id', 'customer_id'], 'products', [
          'id',
          'customer_id',
        ])
        .execute();
      const index = (name: string, columns: string[], unique = false) => {
        const builder = db.schema.createIndex(name).on('serial_numbers').columns(columns);
        return (unique ? builder.unique() : builder).execute();
      };
      await index('serial_numbers_customer_serial_uq', ['customer_id', 'serial_key'], true);
      await index('serial_numbers_customer_alias_uq', ['customer_id', 'alias_key'], true);
      await index('serial_numbers_customer_id_idx', ['customer_id', 'id']);
      await index('serial_numbers_customer_sku_idx', ['customer_id', 'sku_key', 'id']);
      await index('serial_numbers_customer_bind_idx', ['customer_id', 'is_bind', 'id']);
      await index('serial_numbers_customer_created_idx', ['customer_id', 'created_at']);
      await index('serial_numbers_customer_bind_time_idx', ['customer_id', 'bind_time']);
      await index('serial_numbers_customer_product_idx', ['customer_id', 'product_id']);
      await index('serial_numbers_customer_sys_order_idx', ['customer_id', 'bind_sys_order_id']);
      await index('serial_numbers_customer_order_no_idx', ['customer_id', 'bind_customer_order_id']);
      await index('serial_numbers_customer_receiving_idx', ['customer_id', 'receiving_no']);
      await index('serial_numbers_bind_order_idx', ['bind_order_id']);
    },
  };
}

import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';

/**
 * Order lines naming packages (issue 27, docs/server/packages.md "Packages on orders").
 *
 * `order_lines.package_id` names the package a line orders (null on a SKU line; such a line's
 * `product_id` is 0) and `components` keeps a copy of the package's components at save, as a line
 * keeps a copy of its SKU: the stock locked, the parcel weighed and the detail shown all read it.
 *
 * `stock_movements.package_code` and `stock_locks.package_code` name the package a component moved
 * for (empty for a SKU's own line): a lock is held per SKU **and** package, so the release or the
 * deduction of each part names its package too. The lock's primary key gains the column; SQLite
 * cannot alter a primary key, so its table is rebuilt.
 */
export function packageOrderLines(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('order_lines').addColumn('package_id', 'integer').execute();
      await db.schema
        .alterTable('order_lines')
        .addColumn('components', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      // Which orders name a package: its edit and delete rules ask.
      await db.schema
        .createIndex('order_lines_customer_package_idx')
        .on('order_lines')
        .columns(['customer_id', 'package_id'])
        .execute();
      await db.schema.alterTable('stock_movements').addColumn('package_code', 'text').execute();

      if (engine === 'postgres') {
        await db.schema
          .alterTable('stock_locks')
          .addColumn('package_code', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await sql`alter table stock_locks drop constraint stock_locks_pk`.execute(db);
        await sql`alter table stock_locks add constraint stock_locks_pk primary key (customer_id, reference_type, reference_id, product_id, warehouse_id, package_code)`.execute(
          db,
        );
        return;
      }
      await db.schema
        .createTable('stock_locks_next')
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('reference_type', 'text', (c) => c.notNull())
        .addColumn('reference_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('package_code', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('stock_locks_pk', [
          'customer_id',
          'reference_type',
          'reference_id',
          'product_id',
          'warehouse_id',
          'package_code',
        ])
        .addCheckConstraint('stock_locks_quantity_ck', sql`quantity > 0`)
        .execute();
      await sql`insert into stock_locks_next (customer_id, reference_type, reference_id, product_id, warehouse_id, quantity, package_code)
        select customer_id, reference_type, reference_id, product_id, warehouse_id, quantity, '' from stock_locks`.execute(
        db,
      );
      await db.schema.dropTable('stock_locks').execute();
      await sql`alter table stock_locks_next rename to stock_locks`.execute(db);
    },
  };
}

import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/**
 * The merchant's own packaging (issue 27's second packages variant, docs/server/packaging.md): branded
 * boxes, mailers and inserts the merchant sends into the warehouse and only its orders use.
 *
 * `packaging_items` holds the records; their codes are claimed in `merchant_codes` (kind `packaging`)
 * beside SKUs' and packages', so one code names one thing. `packaging_defaults` names, by code key,
 * the SKUs and packages the item is used for by default (read through `merchant_codes`, so a deleted
 * SKU's code no longer counts).
 *
 * Stock: `packaging_balances` (on hand and locked per item and warehouse, the same check as
 * `stock_balances`), `packaging_movements` (append-only, the stock ledger's movement types, reference
 * and actor) and `packaging_locks` (what each order holds now). Apart from `stock_balances`, so the
 * SKU inventory, its age layers, storage fees and statistics do not count boxes as goods.
 *
 * `order_packaging`: the packaging an order asks for, with a copy of its code, names and weight.
 */
export function merchantPackaging(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('packaging_items'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('code_key', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .addColumn('length_cm', 'real', (c) => c.notNull())
        .addColumn('width_cm', 'real', (c) => c.notNull())
        .addColumn('height_cm', 'real', (c) => c.notNull())
        .addColumn('weight_g', 'integer', (c) => c.notNull())
        .addColumn('warning_quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('packaging_items_customer_code_uq')
        .on('packaging_items')
        .columns(['customer_id', 'code_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('packaging_items_id_customer_uq')
        .on('packaging_items')
        .columns(['id', 'customer_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('packaging_items_customer_created_idx')
        .on('packaging_items')
        .columns(['customer_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('packaging_defaults')
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('packaging_id', 'integer', (c) => c.notNull())
        /** The upper-cased SKU or package code (`merchant_codes.code_key`). */
        .addColumn('code_key', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('packaging_defaults_pk', ['packaging_id', 'code_key'])
        .addForeignKeyConstraint(
          'packaging_defaults_item_fk',
          ['packaging_id', 'customer_id'],
          'packaging_items',
          ['id', 'customer_id'],
          (fk) => fk.onDelete('cascade'),
        )
        .execute();
      await db.schema
        .createIndex('packaging_defaults_code_idx')
        .on('packaging_defaults')
        .columns(['customer_id', 'code_key'])
        .execute();

      await db.schema
        .createTable('packaging_balances')
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('packaging_id', 'integer', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
        .addColumn('on_hand', 'integer', (c) => c.notNull())
        .addColumn('locked', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('packaging_balances_pk', ['packaging_id', 'warehouse_id'])
        .addForeignKeyConstraint('packaging_balances_item_fk', ['packaging_id', 'customer_id'], 'packaging_items', [
          'id',
          'customer_id',
        ])
        .addCheckConstraint('packaging_balances_ck', sql`locked >= 0 and on_hand >= locked`)
        .execute();

      await withId(db.schema.createTable('packaging_movements'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('packaging_id', 'integer', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('on_hand_delta', 'integer', (c) => c.notNull())
        .addColumn('locked_delta', 'integer', (c) => c.notNull())
        .addColumn('on_hand_after', 'integer', (c) => c.notNull())
        .addColumn('locked_after', 'integer', (c) => c.notNull())
        .addColumn('reference_type', 'text', (c) => c.notNull())
        .addColumn('reference_id', 'integer', (c) => c.notNull())
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer', (c) => c.notNull())
        .addColumn('actor_label', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // An item's stock log, newest first.
      await db.schema
        .createIndex('packaging_movements_item_idx')
        .on('packaging_movements')
        .columns(['customer_id', 'packaging_id', 'id'])
        .execute();

      await db.schema
        .createTable('packaging_locks')
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('reference_type', 'text', (c) => c.notNull())
        .addColumn('reference_id', 'integer', (c) => c.notNull())
        .addColumn('packaging_id', 'integer', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('packaging_locks_pk', [
          'customer_id',
          'reference_type',
          'reference_id',
          'packaging_id',
          'warehouse_id',
        ])
        .addCheckConstraint('packaging_locks_quantity_ck', sql`quantity > 0`)
        .execute();

      await withId(db.schema.createTable('order_packaging'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('packaging_id', 'integer', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .addColumn('weight_g', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_packaging_order_idx')
        .on('order_packaging')
        .columns(['customer_id', 'order_id'])
        .execute();
    },
  };
}

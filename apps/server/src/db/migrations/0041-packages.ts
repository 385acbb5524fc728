import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/**
 * Packages (issue 27, docs/server/packages.md): a sellable code made of the merchant's SKUs.
 *
 * `merchant_codes` holds every code a merchant has given out, SKUs' and packages' alike, under the
 * key the SKU uniqueness check already uses (the upper-cased code, `products.sku_key`): its unique
 * index is what keeps a package code from equalling a SKU code, however many saves race. SKU create,
 * SKU import and package create write their row in the transaction of the insert; deleting frees it.
 * Existing SKUs are back-filled here.
 *
 * `package_components` names SKUs through a composite foreign key to `products (id, customer_id)`
 * (the unique index of migration 0007), so a component of another merchant's SKU cannot be stored.
 */
export function packages(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('merchant_codes')
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('code_key', 'text', (c) => c.notNull())
        /** `sku` or `package`: what holds the code, so a refusal can say which. */
        .addColumn('kind', 'text', (c) => c.notNull())
        /** `products.id` or `packages.id`. */
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .execute();
      // A unique index, not a primary key: both engines report its refusal as a unique violation
      // (`db/errors.ts`; SQLite names a primary-key clash otherwise).
      await db.schema
        .createIndex('merchant_codes_customer_code_uq')
        .on('merchant_codes')
        .columns(['customer_id', 'code_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('merchant_codes_owner_idx')
        .on('merchant_codes')
        .columns(['customer_id', 'kind', 'owner_id'])
        .execute();
      await sql`
        insert into merchant_codes (customer_id, code_key, kind, owner_id)
        select customer_id, sku_key, 'sku', id from products
      `.execute(db);

      await withId(db.schema.createTable('packages'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('code_key', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .addColumn('barcode', 'text')
        .addColumn('barcode_key', 'text')
        .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('packing_note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('assembly', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('packages_customer_code_uq')
        .on('packages')
        .columns(['customer_id', 'code_key'])
        .unique()
        .execute();
      // NULL barcodes (none given) never collide in either engine.
      await db.schema
        .createIndex('packages_customer_barcode_uq')
        .on('packages')
        .columns(['customer_id', 'barcode_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('packages_customer_created_idx')
        .on('packages')
        .columns(['customer_id', 'created_at'])
        .execute();
      // The composite foreign key of components names this pair.
      await db.schema
        .createIndex('packages_id_customer_uq')
        .on('packages')
        .columns(['id', 'customer_id'])
        .unique()
        .execute();

      await db.schema
        .createTable('package_components')
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('package_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        /** The order the merchant listed the components in, kept for the detail and packing. */
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('package_components_pk', ['package_id', 'product_id'])
        .addForeignKeyConstraint(
          'package_components_package_fk',
          ['package_id', 'customer_id'],
          'packages',
          ['id', 'customer_id'],
          (fk) => fk.onDelete('cascade'),
        )
        .addForeignKeyConstraint('package_components_product_fk', ['product_id', 'customer_id'], 'products', [
          'id',
          'customer_id',
        ])
        .addCheckConstraint('package_components_quantity_ck', sql`quantity > 0`)
        .execute();
      // "Which packages hold these SKUs": the SKU delete's usage check and the list's component filter.
      await db.schema
        .createIndex('package_components_product_idx')
        .on('package_components')
        .columns(['customer_id', 'product_id'])
        .execute();
    },
  };
}

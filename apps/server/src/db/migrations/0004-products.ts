import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/**
 * The merchant's SKUs, their categories and consumables, stock per warehouse, and import results.
 * Every row carries customer_id, link rows included, so no query has to join to find the tenant.
 * SKU and barcode are unique per merchant regardless of case (`*_key` holds the upper-cased code).
 */
export function products(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('products'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('sku_key', 'text', (c) => c.notNull())
        .addColumn('barcode', 'text')
        .addColumn('barcode_key', 'text')
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('alias', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('property_id', 'integer', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('hs_code', 'text', (c) => c.notNull())
        .addColumn('material_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('material_cn', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('purpose_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('purpose_cn', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('declared_value', 'integer', (c) => c.notNull())
        .addColumn('export_unit_price', 'integer')
        .addColumn('tax_refund', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('weight_g', 'double precision', (c) => c.notNull())
        .addColumn('length_cm', 'double precision', (c) => c.notNull())
        .addColumn('width_cm', 'double precision', (c) => c.notNull())
        .addColumn('height_cm', 'double precision', (c) => c.notNull())
        .addColumn('warning_quantity', 'integer')
        .addColumn('scan_barcode', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('products_customer_sku_uq')
        .on('products')
        .columns(['customer_id', 'sku_key'])
        .unique()
        .execute();
      // NULL barcodes (none given) never collide in either engine.
      await db.schema
        .createIndex('products_customer_barcode_uq')
        .on('products')
        .columns(['customer_id', 'barcode_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('products_customer_created_idx')
        .on('products')
        .columns(['customer_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('product_category_links')
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_category_links_pk', ['product_id', 'category_id'])
        .execute();
      await db.schema
        .createIndex('product_category_links_category_idx')
        .on('product_category_links')
        .columns(['customer_id', 'category_id'])
        .execute();

      await db.schema
        .createTable('product_consumables')
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('pack_material_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_consumables_pk', ['product_id', 'pack_material_id'])
        .execute();

      await withId(db.schema.createTable('product_stock'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('frozen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('product_stock_product_warehouse_uq')
        .on('product_stock')
        .columns(['product_id', 'warehouse_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('product_stock_customer_warehouse_idx')
        .on('product_stock')
        .columns(['customer_id', 'warehouse_id'])
        .execute();

      await withId(db.schema.createTable('import_jobs'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('account_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('succeeded', 'integer', (c) => c.notNull())
        .addColumn('failed', 'integer', (c) => c.notNull())
        /** JSON: the failed rows' cells and reasons, turned into a workbook when downloaded. */
        .addColumn('failed_rows', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('import_jobs_customer_idx').on('import_jobs').column('customer_id').execute();
    },
  };
}

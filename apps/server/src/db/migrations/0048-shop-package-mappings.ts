import type { Kysely, Migration } from 'kysely';

/**
 * A shop SKU mapped to a package (a kit of SKUs, issue 27) instead of a SKU: the mapping names the
 * package in `package_id` and keeps `product_id` 0, as a package line of an order does (0042). A
 * nullable column added is one `alter table … add column` on both engines; making `product_id`
 * nullable instead would have SQLite copy the whole table (it cannot drop a NOT NULL in place).
 * Mappings saved before name SKUs: their `package_id` is null.
 */
export const shopPackageMappings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('shop_sku_mappings').addColumn('package_id', 'integer').execute();
  },
};

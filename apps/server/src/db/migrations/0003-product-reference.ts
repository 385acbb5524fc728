import type { Kysely, Migration } from 'kysely';
import { CATEGORIES, PACK_MATERIALS, PROPERTIES, WAREHOUSES } from './product-reference-data';
import type { MigrationDb } from './untyped';

/**
 * Provider-wide reference data of the SKU form: no customer_id, every merchant reads the same rows.
 * Ids are plain integer keys given by the seed (not generated) so they are stable across installs;
 * `sort` keeps the display order the provider chose, independent of either engine's collation.
 */
export const productReference: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as MigrationDb;

    await db.schema
      .createTable('product_categories')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('name_cn', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('product_properties')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('name_cn', 'text', (c) => c.notNull())
      .addColumn('is_dangerous', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('pack_materials')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('name_cn', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('chargeable', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('size', 'text', (c) => c.notNull())
      .addColumn('weight_g', 'integer', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('warehouses')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('name_cn', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db
      .insertInto('product_categories')
      .values(CATEGORIES.map(([id, parent_id, name_en, name_cn], sort) => ({ id, parent_id, name_en, name_cn, sort })))
      .execute();
    await db
      .insertInto('product_properties')
      .values(
        PROPERTIES.map(([id, code, name_en, name_cn, is_dangerous], sort) => ({
          id,
          code,
          name_en,
          name_cn,
          is_dangerous,
          sort,
        })),
      )
      .execute();
    await db
      .insertInto('pack_materials')
      .values(
        PACK_MATERIALS.map(([id, code, name_en, name_cn, type, chargeable, size, weight_g, price], sort) => ({
          id,
          code,
          name_en,
          name_cn,
          type,
          chargeable,
          size,
          weight_g,
          price,
          sort,
        })),
      )
      .execute();
    await db
      .insertInto('warehouses')
      .values(
        WAREHOUSES.map(([id, code, name_en, name_cn, country, address, is_active], sort) => ({
          id,
          code,
          name_en,
          name_cn,
          country,
          address,
          is_active,
          sort,
        })),
      )
      .execute();
  },
};

import type { Kysely, Migration } from 'kysely';

/**
 * The warehouses' inbound guidelines (issue 28, `/inbound/guidelines`). Provider-wide, like the
 * shipping tables: no customer_id. A warehouse's limits are one row shared by both languages; its
 * sections are one row per language (plain paragraphs as JSON, no Markdown).
 */
export const inboundGuidelines: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('inbound_guideline_limits')
      .addColumn('warehouse_id', 'integer', (c) => c.primaryKey().references('warehouses.id'))
      .addColumn('max_box_side_cm', 'integer', (c) => c.notNull())
      .addColumn('max_box_weight_kg', 'integer', (c) => c.notNull())
      .addColumn('max_pallet_height_cm', 'integer', (c) => c.notNull())
      .addColumn('max_pallet_weight_kg', 'integer', (c) => c.notNull())
      .addColumn('receiving_days', 'text', (c) => c.notNull())
      .addColumn('receiving_from', 'text', (c) => c.notNull())
      .addColumn('receiving_to', 'text', (c) => c.notNull())
      .addColumn('appointment_hours', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('inbound_guideline_texts')
      .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('sections', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('inbound_guideline_texts_pk', ['warehouse_id', 'lang'])
      .execute();
  },
};

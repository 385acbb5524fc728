import type { Kysely, Migration } from 'kysely';

/**
 * The merchants' quarterly ratings of the service (issue 28, `/evaluation`): one row per merchant
 * and quarter (`2026-Q4`), which the primary key keeps to one, overall and per area from 0 to 10.
 */
export const serviceEvaluations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('service_evaluations')
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('quarter', 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.notNull())
      .addColumn('overall', 'integer', (c) => c.notNull())
      .addColumn('inbound', 'integer', (c) => c.notNull())
      .addColumn('fulfilment', 'integer', (c) => c.notNull())
      .addColumn('customer_service', 'integer', (c) => c.notNull())
      .addColumn('billing', 'integer', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('service_evaluations_pk', ['customer_id', 'quarter'])
      .execute();
    // Staff read a quarter's ratings and the quarters' averages.
    await db.schema
      .createIndex('service_evaluations_quarter_idx')
      .on('service_evaluations')
      .column('quarter')
      .execute();
  },
};

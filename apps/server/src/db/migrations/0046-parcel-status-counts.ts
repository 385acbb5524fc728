import { type Kysely, type Migration, sql } from 'kysely';

/**
 * How many self-service parcels a merchant has per status (`parcel_status_counts`), as the orders
 * keep theirs (migration 0010): the list's tabs without a filter read these few rows instead of
 * counting every parcel. Each status move writes them; the parcels saved before are counted here.
 */
export const parcelStatusCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('parcel_status_counts')
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('parcel_status_counts_pk', ['customer_id', 'status'])
      .execute();
    await sql`insert into parcel_status_counts (customer_id, status, count)
      select customer_id, status, count(*) from parcel_orders group by customer_id, status`.execute(db);
  },
};

import type { Kysely, Migration } from 'kysely';

/**
 * The merchant's orders changed in a time window (docs/server/shops.md, "ShipStation"): ShipStation's
 * Custom Store export and the Open API's `updated_since` read them by `updated_at`, which no index
 * covered, so each read walked every order of the merchant. The warehouse rides along: the export's
 * count and page ids are read from the index alone.
 */
export const orderUpdatedWindow: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('orders_customer_updated_idx')
      .on('orders')
      .columns(['customer_id', 'updated_at', 'warehouse_id'])
      .execute();
  },
};

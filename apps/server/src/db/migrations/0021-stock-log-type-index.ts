import type { Kysely, Migration } from 'kysely';

/**
 * The stock log filtered to one movement type (issue 11: a page within 30 ms at 5,000,000
 * movements). The log is read newest first by id; filtered to a type it walked the merchant's
 * movements and skipped the other types, and its capped count read three rows for every one it
 * counted. With the type between the merchant and the id, the page and the count are one range
 * of this index on both engines (`type` is one of a fixed set, so the index stays narrow).
 */
export const stockLogTypeIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('stock_movements_type_idx')
      .on('stock_movements')
      .columns(['customer_id', 'type', 'id'])
      .execute();
  },
};

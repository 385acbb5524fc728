import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The merchant's inventory list sorted by available stock: an index on the merchant and the
 * expression the list orders by (`on_hand - locked`), so a page of 100,000 balances is read in
 * index order instead of sorting them all.
 */
export const inventoryScreens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('stock_balances_customer_available_idx')
      .on('stock_balances')
      .expression(sql`customer_id, (on_hand - locked)`)
      .execute();
  },
};

import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Two reads of `stock_movements` at 5,000,000 movements (issue 11: a page within 30 ms).
 *
 * The stock log filtered to one movement type is read newest first by id; it walked the merchant's
 * movements skipping the other types, and its capped count read three rows for each one it counted.
 * With the type between the merchant and the id, the page and the count are one index range.
 *
 * The inventory list's sales windows sum a page's deductions since a date: they read every movement
 * of the page's SKUs from the table to keep the deductions of the last year. A partial index of the
 * deductions alone, by SKU, warehouse and time, carrying the quantity, answers them from the index
 * (and only deductions pay for it on insert).
 */
export const stockMovementReads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('stock_movements_type_idx')
      .on('stock_movements')
      .columns(['customer_id', 'type', 'id'])
      .execute();
    await db.schema
      .createIndex('stock_movements_deductions_idx')
      .on('stock_movements')
      .columns(['customer_id', 'product_id', 'warehouse_id', 'created_at', 'on_hand_delta'])
      .where(sql<boolean>`type = 'deduction'`)
      .execute();
  },
};

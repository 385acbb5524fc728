import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Statistics (issue 12): covering indexes, so a chart over a year of a merchant's orders reads index
 * entries only, never the rows. Orders: the created-time range first, then every column a chart
 * groups, filters or sums. Wallet transactions: the same for the expenses chart (the reference rides
 * along for the warehouse filter). Order lines: a line's SKU and quantity found from its order. And
 * the orders waiting for the merchant's reply (the monitor), a partial index.
 */
export const statisticsIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('orders_statistics_idx')
      .on('orders')
      .columns([
        'customer_id',
        'created_at',
        'status',
        'warehouse_id',
        'country',
        'shipping_method_code',
        'final_fee_total',
        'shipped_at',
      ])
      .execute();
    await db.schema
      .createIndex('wallet_transactions_statistics_idx')
      .on('wallet_transactions')
      .columns(['customer_id', 'created_at', 'type', 'amount', 'reference_type', 'reference_id'])
      .execute();
    await db.schema
      .createIndex('order_lines_statistics_idx')
      .on('order_lines')
      .columns(['order_id', 'customer_id', 'sku', 'quantity'])
      .execute();
    // The monitor's "exceptions awaiting your reply": few orders at a time, so a partial index.
    await db.schema
      .createIndex('orders_needs_reply_idx')
      .on('orders')
      .column('customer_id')
      .where(sql.ref('needs_reply'), '=', 1)
      .execute();
  },
};

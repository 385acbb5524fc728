import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for the billing pages (issue 12): the transaction list reads one merchant's transactions
 * newest first by (created_at, id), all of them or of one bill type, and a statement a month of them
 * oldest first; the list's tracking-number filter finds the merchant's orders by tracking number.
 */
export const billingReads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('wallet_transactions_customer_created_idx')
      .on('wallet_transactions')
      .columns(['customer_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('wallet_transactions_customer_type_created_idx')
      .on('wallet_transactions')
      .columns(['customer_id', 'type', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('orders_customer_tracking_idx')
      .on('orders')
      .columns(['customer_id', 'tracking_number'])
      .execute();
  },
};

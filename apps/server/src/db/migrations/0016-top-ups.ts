import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';
import type { MigrationDb } from './untyped';

/**
 * Top-ups (issue 12): the provider's receiving accounts (one per platform and currency), the daily
 * exchange rates to USD (exact decimal text, never a float), the merchants' top-up records with their
 * voucher (stored privately, its SHA-256 unique per merchant: the same voucher cannot be submitted
 * twice) and each record's status history. Merchant rows carry `customer_id`.
 */
export function topUps(engine: Engine): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as MigrationDb;
      await withId(db.schema.createTable('top_up_receiving_accounts'), engine)
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('platform_name', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('account_name', 'text', (c) => c.notNull())
        .addColumn('account_number', 'text', (c) => c.notNull())
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('instructions', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('top_up_receiving_accounts_pair_uq')
        .on('top_up_receiving_accounts')
        .columns(['platform', 'currency'])
        .unique()
        .execute();

      await withId(db.schema.createTable('top_up_exchange_rates'), engine)
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('rate_date', 'text', (c) => c.notNull())
        .addColumn('usd_rate', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('top_up_exchange_rates_day_uq')
        .on('top_up_exchange_rates')
        .columns(['rate_date', 'currency'])
        .unique()
        .execute();

      await withId(db.schema.createTable('top_ups'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('top_up_no', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('platform_name', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('payment_date', 'text', (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('received_amount', 'bigint')
        .addColumn('usd_rate', 'text')
        .addColumn('rate_date', 'text')
        .addColumn('credited_usd', 'bigint')
        .addColumn('reject_reason', 'text', (c) => c.notNull())
        .addColumn('voucher_key', 'text', (c) => c.notNull())
        .addColumn('voucher_name', 'text', (c) => c.notNull())
        .addColumn('voucher_mime', 'text', (c) => c.notNull())
        .addColumn('voucher_size', 'integer', (c) => c.notNull())
        .addColumn('voucher_sha256', 'text', (c) => c.notNull())
        .addColumn('account_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('top_ups_id_customer_uq', ['id', 'customer_id'])
        .execute();
      await db.schema.createIndex('top_ups_no_uq').on('top_ups').column('top_up_no').unique().execute();
      await db.schema
        .createIndex('top_ups_voucher_uq')
        .on('top_ups')
        .columns(['customer_id', 'voucher_sha256'])
        .unique()
        .execute();
      await db.schema.createIndex('top_ups_customer_idx').on('top_ups').columns(['customer_id', 'id']).execute();
      await db.schema.createIndex('top_ups_status_idx').on('top_ups').columns(['status', 'id']).execute();

      await withId(db.schema.createTable('top_up_history'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('top_up_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer', (c) => c.notNull())
        .addColumn('actor_label', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addForeignKeyConstraint('top_up_history_top_up_fk', ['top_up_id', 'customer_id'], 'top_ups', [
          'id',
          'customer_id',
        ])
        .execute();
      await db.schema
        .createIndex('top_up_history_top_up_idx')
        .on('top_up_history')
        .columns(['top_up_id', 'id'])
        .execute();
    },
  };
}

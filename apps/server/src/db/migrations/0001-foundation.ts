import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/** Accounts, sessions, notices, contacts, mail, uploads and configuration: what the shell needs. */
export function foundation(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('customers'), engine, 10001)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('platform_type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
        .addColumn('company_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('api_key', 'text', (c) => c.unique())
        .addColumn('show_true_tracking_number', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('warning_quantity_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('scan_barcode_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('warning_email_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('app_down_button_is_display', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      if (engine === 'sqlite') {
        await sql`insert into sqlite_sequence (name, seq) values ('customers', 10000)`.execute(db);
      }

      await withId(db.schema.createTable('accounts'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('is_main', 'integer', (c) => c.notNull())
        .addColumn('account_type', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('guide_type_3', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('accounts_customer_idx').on('accounts').column('customer_id').execute();

      await withId(db.schema.createTable('sessions'), engine)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();

      await withId(db.schema.createTable('password_resets'), engine)
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('bucket', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('notices'), engine)
        .addColumn('customer_id', 'integer')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('publish_on_time', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notices_publish_idx').on('notices').column('publish_on_time').execute();

      await db.schema
        .createTable('notice_reads')
        .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.id'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('read_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'account_id'])
        .execute();

      await withId(db.schema.createTable('contacts'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('wechat', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('contacts_customer_idx').on('contacts').column('customer_id').execute();

      await withId(db.schema.createTable('mail_outbox'), engine)
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('transport', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mail_outbox_to_idx').on('mail_outbox').column('to_address').execute();

      await withId(db.schema.createTable('uploads'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('account_id', 'integer', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('original_name', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('uploads_customer_idx').on('uploads').column('customer_id').execute();

      await db.schema
        .createTable('basic_config')
        .addColumn('cfg_name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('app_versions'), engine)
        .addColumn('project_type', 'integer', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('download_link', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('countries')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .addColumn('is_eu', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

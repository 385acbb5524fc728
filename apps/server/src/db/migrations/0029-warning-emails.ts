import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/**
 * Warning e-mails (issue 25, docs/server/warning-email.md): the addresses a merchant's alerts go to,
 * the merchant's digest hour and when it was last mailed, and the alerts waiting to be mailed. An
 * alert is unique per merchant, kind and record, so an order is never alerted twice for one kind.
 */
export function warningEmails(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('warning_email_recipients'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('types', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('warning_email_recipients_customer')
        .on('warning_email_recipients')
        .columns(['customer_id', 'position'])
        .execute();
      await db.schema
        .createTable('warning_email_settings')
        .addColumn('customer_id', 'integer', (c) => c.primaryKey())
        .addColumn('digest_hour', 'integer', (c) => c.notNull())
        .addColumn('last_mailed_at', 'text')
        .addColumn('last_digest_on', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('warning_alerts'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('mailed_at', 'text')
        .execute();
      await db.schema
        .createIndex('warning_alerts_once')
        .on('warning_alerts')
        .columns(['customer_id', 'type', 'subject'])
        .unique()
        .execute();
      // The send job's look-up: merchants with alerts not mailed yet.
      await db.schema
        .createIndex('warning_alerts_pending')
        .on('warning_alerts')
        .columns(['customer_id', 'id'])
        .where(sql.ref('mailed_at'), 'is', null)
        .execute();
    },
  };
}

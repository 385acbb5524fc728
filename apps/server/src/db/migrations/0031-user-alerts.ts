import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/**
 * In-app alerts (issue 25, docs/server/user-messages.md): what the user messages page lists beside
 * the notices, one per merchant, kind and record (`user_alerts_once`), with the area a sub-account
 * needs to see it, and which account has read which (the notices' `notice_reads` twin).
 */
export function userAlerts(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('user_alerts'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('area', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('user_alerts_once')
        .on('user_alerts')
        .columns(['customer_id', 'type', 'subject'])
        .unique()
        .execute();
      // The page's look-up: a merchant's alerts of the areas the viewer holds, newest first.
      await db.schema
        .createIndex('user_alerts_customer')
        .on('user_alerts')
        .columns(['customer_id', 'area', 'created_at'])
        .execute();
      await db.schema
        .createTable('user_alert_reads')
        .addColumn('alert_id', 'integer', (c) => c.notNull().references('user_alerts.id'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('read_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_alert_reads_pk', ['alert_id', 'account_id'])
        .execute();
    },
  };
}

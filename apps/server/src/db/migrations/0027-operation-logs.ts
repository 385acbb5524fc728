import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/**
 * The operation log (issue 25, docs/server/operation-log.md): one row per logged request, written by
 * the route layer in the change's transaction. Read newest first per merchant, narrowed by menu,
 * account or time: the indexes lead with the merchant and end with the time and id of the order.
 */
export function operationLogs(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('operation_logs'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('account_id', 'integer', (c) => c.notNull())
        .addColumn('account_email', 'text', (c) => c.notNull())
        .addColumn('account_kind', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('menu', 'text', (c) => c.notNull())
        .addColumn('operation', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('params', 'text', (c) => c.notNull())
        .addColumn('result_code', 'integer', (c) => c.notNull())
        .addColumn('result_msg', 'text', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('operation_logs_customer_time_idx')
        .on('operation_logs')
        .columns(['customer_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('operation_logs_account_time_idx')
        .on('operation_logs')
        .columns(['customer_id', 'account_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('operation_logs_menu_time_idx')
        .on('operation_logs')
        .columns(['customer_id', 'menu', 'created_at', 'id'])
        .execute();
      // Refused requests are few: the filter reads them from an index of their own.
      await db.schema
        .createIndex('operation_logs_failed_time_idx')
        .on('operation_logs')
        .columns(['customer_id', 'created_at', 'id'])
        .where(sql.ref('result_code'), '<>', 0)
        .execute();
      // The retention job deletes the oldest rows of every merchant.
      await db.schema.createIndex('operation_logs_time_idx').on('operation_logs').columns(['created_at']).execute();
    },
  };
}

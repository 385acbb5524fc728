import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/**
 * The events outbox (issue 25, docs/server/events.md): changes append an event in their own
 * transaction; the drain job hands them to each subscriber in id order and keeps, per subscriber,
 * the last id it took (at-least-once: a failed batch is handed again).
 */
export function events(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('events'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('event_cursors')
        .addColumn('subscriber', 'text', (c) => c.primaryKey())
        .addColumn('last_id', 'integer', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

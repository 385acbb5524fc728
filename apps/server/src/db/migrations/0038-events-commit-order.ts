import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';

/**
 * PostgreSQL: the transaction that appended each event (`tx_id`, xid8), so the drain reads an event
 * only once every transaction that may still append one with a smaller id has ended
 * (docs/server/events.md, "Commit order"). SQLite commits one writer at a time, in id order: no column.
 */
export function eventsCommitOrder(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`alter table events add column tx_id xid8 not null default pg_current_xact_id()`.execute(db);
    },
  };
}

import type { Db, Tx } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import type { EventsTable, EventTables } from './event-tables';

export type EventRow = Omit<EventsTable, 'id'> & { id: number };
export type NewEventRow = Omit<EventsTable, 'id'>;

/** The outbox's tables: events appended in a change's transaction, read in id order per subscriber. */
export class EventRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<EventTables>(this.db, tx);
  }

  async append(tx: Tx, rows: NewEventRow[]): Promise<void> {
    if (rows.length) await this.kysely(tx).insertInto('events').values(rows).execute();
  }

  /** Up to `limit` events after `lastId`, oldest first. */
  after(lastId: number, limit: number): Promise<EventRow[]> {
    return this.kysely().selectFrom('events').selectAll().where('id', '>', lastId).orderBy('id').limit(limit).execute();
  }

  /** A merchant's events after `afterId` created at or after `since`, oldest first (the Open API's events feed). */
  ofCustomer(customerId: number, afterId: number, since: string, limit: number): Promise<EventRow[]> {
    return this.kysely()
      .selectFrom('events')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', '>', afterId)
      .where('created_at', '>=', since)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The subscriber's place; a new subscriber starts after the newest event (it takes what comes next). */
  async cursor(subscriber: string, at: string): Promise<number> {
    const row = await this.kysely()
      .selectFrom('event_cursors')
      .select('last_id')
      .where('subscriber', '=', subscriber)
      .executeTakeFirst();
    if (row) return row.last_id;
    const newest = await this.kysely()
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const start = Number(newest?.id ?? 0);
    await this.kysely()
      .insertInto('event_cursors')
      .values({ subscriber, last_id: start, failures: 0, last_error: null, updated_at: at })
      .onConflict((oc) => oc.column('subscriber').doNothing())
      .execute();
    return start;
  }

  async advance(subscriber: string, lastId: number, at: string): Promise<void> {
    await this.kysely()
      .updateTable('event_cursors')
      .set({ last_id: lastId, failures: 0, last_error: null, updated_at: at })
      .where('subscriber', '=', subscriber)
      .execute();
  }

  async failed(subscriber: string, error: string, at: string): Promise<void> {
    await this.kysely()
      .updateTable('event_cursors')
      .set((eb) => ({ failures: eb('failures', '+', 1), last_error: error.slice(0, 500), updated_at: at }))
      .where('subscriber', '=', subscriber)
      .execute();
  }
}

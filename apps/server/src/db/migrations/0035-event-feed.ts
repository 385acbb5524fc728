import type { Kysely, Migration } from 'kysely';

/** The Open API's events feed (docs/server/webhooks.md) reads a merchant's events by id. */
export const eventFeed: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('events_customer').on('events').columns(['customer_id', 'id']).execute();
  },
};

import type { Kysely, Migration } from 'kysely';

/** When an endpoint's deliveries started failing without a success since (docs/server/webhooks.md). */
export const webhookFailing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('webhook_endpoints').addColumn('failing_since', 'text').execute();
  },
};

import { createHash } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import type { MigrationDb } from './untyped';

/**
 * The platform under the Open API and scheduled jobs:
 * - `customers.api_key_hash`: the SHA-256 of the merchant's API key, unique, so a key is found by
 *   an index lookup of its hash (whose timing tells nothing about the key); keys that exist are hashed here.
 * - `idempotency_keys`: the first reply to each (merchant, Idempotency-Key), kept 24 hours.
 * - `rate_buckets`: token buckets of the per-key Open API rate limit (GCRA: one time per bucket).
 * - `scheduled_jobs`: each job's lease, last run and next run, shared by every instance.
 */
export const openPlatform: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('customers').addColumn('api_key_hash', 'text').execute();
    await db.schema.createIndex('customers_api_key_hash_uq').on('customers').column('api_key_hash').unique().execute();
    const typed = db as MigrationDb;
    const keyed = await typed
      .selectFrom('customers')
      .select(['id', 'api_key'])
      .where('api_key', 'is not', null)
      .execute();
    for (const { id, api_key } of keyed) {
      // Frozen here on purpose: the same hash as identity/api-key-guard.ts's hashApiKey at the time of writing.
      const hash = createHash('sha256').update(String(api_key)).digest('hex');
      await typed.updateTable('customers').set({ api_key_hash: hash }).where('id', '=', id).execute();
    }

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('idem_key', 'text', (c) => c.notNull())
      /** SHA-256 of method, path and the canonical JSON of the body. */
      .addColumn('request_hash', 'text', (c) => c.notNull())
      /** `running` while the first request executes, `done` once its reply is kept. */
      .addColumn('state', 'text', (c) => c.notNull())
      /** The request holding a `running` row; its heartbeat pushes `lease_until` on. */
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('lease_until', 'bigint', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      /** The envelope as sent (JSON). */
      .addColumn('reply', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['customer_id', 'idem_key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_expires_idx').on('idempotency_keys').column('expires_at').execute();

    await db.schema
      .createTable('rate_buckets')
      .addColumn('bucket', 'text', (c) => c.primaryKey())
      /** Epoch milliseconds: the theoretical arrival time of the next request (GCRA). */
      .addColumn('tat', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('scheduled_jobs')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('schedule', 'text', (c) => c.notNull())
      .addColumn('lease_owner', 'text')
      /** Epoch milliseconds; a lease past it belongs to nobody (its instance died) and may be taken. */
      .addColumn('lease_until', 'bigint')
      .addColumn('last_started_at', 'text')
      .addColumn('last_finished_at', 'text')
      .addColumn('last_status', 'text')
      .addColumn('last_result', 'text')
      .addColumn('last_error', 'text')
      /** Epoch milliseconds of the next due time. */
      .addColumn('next_run_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};

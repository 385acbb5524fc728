import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/**
 * Named API keys with scopes (issue 26, docs/server/open-api.md "Named keys"): only the key's
 * SHA-256 is kept (unique: a request's key is found by it), its first characters to tell keys
 * apart, its scopes as a JSON list, and its last use (time and client address, written at most
 * once a minute). The settings drawer's key stays on `customers`.
 */
export function apiKeys(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('api_keys'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull())
        .addColumn('key_hint', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('last_used_ip', 'text')
        .execute();
      await db.schema.createIndex('api_keys_hash').on('api_keys').column('key_hash').unique().execute();
      await db.schema.createIndex('api_keys_name').on('api_keys').columns(['customer_id', 'name']).unique().execute();
    },
  };
}

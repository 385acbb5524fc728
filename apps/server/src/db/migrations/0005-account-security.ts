import type { Kysely, Migration } from 'kysely';

/**
 * Account hardening: the language an account last signed in with (its mail is written in it), and
 * failed sign-in or staff-key attempts counted per subject and client address, so that guessing
 * from one address slows and then stops that address without locking the owner out elsewhere.
 */
export const accountSecurity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').addColumn('lang', 'text').execute();

    await db.schema
      .createTable('auth_failures')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull())
      /** Epoch milliseconds of the first failure of the current window. */
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('last_failed_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('auth_failures_pk', ['subject', 'ip'])
      .execute();
    await db.schema.createIndex('auth_failures_last_idx').on('auth_failures').column('last_failed_at').execute();
    await db.schema.createIndex('sessions_ip_idx').on('sessions').columns(['account_id', 'ip']).execute();
  },
};

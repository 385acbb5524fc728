import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/**
 * Sub-accounts managed by the main account (issue 25): invitations whose mailed link sets the
 * invitee's password (one usable link per invited account; a resend replaces it), and when each
 * account last signed in, shown in the sub-account list (sessions are deleted as they expire).
 */
export function subAccounts(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('account_invitations'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('account_id', 'integer', (c) => c.notNull().unique().references('accounts.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('accounts').addColumn('last_sign_in_at', 'text').execute();
    },
  };
}

import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The account's own profile (issue 25, docs/server/user-profile.md): its phone and the time zone the
 * web shows times in (times stay UTC in the API). A main account starts with the phone the merchant
 * registered with; a sub-account with none.
 */
export const accountProfile: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('accounts')
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('accounts')
      .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
      .execute();
    await sql`update accounts set phone = (select customers.phone from customers where customers.id = accounts.customer_id) where is_main = 1`.execute(
      db,
    );
  },
};

import type { Kysely, Migration } from 'kysely';

/**
 * The help articles' "was this helpful?" (issue 28): one answer per account and article, which the
 * primary key keeps to one (a second answer replaces the first); staff count them per article.
 */
export const helpFeedback: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('help_feedback')
      .addColumn('account_id', 'integer', (c) => c.notNull())
      .addColumn('article', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('helpful', 'integer', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('help_feedback_pk', ['account_id', 'article'])
      .execute();
    // Staff read the latest comments.
    await db.schema.createIndex('help_feedback_updated_idx').on('help_feedback').column('updated_at').execute();
  },
};

import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/**
 * The provider's surveys (issue 28, docs/server/surveys.md): `survey_campaigns` are opened and closed
 * by staff, provider-wide (no merchant of their own); a partial unique index keeps one campaign of a
 * survey open at a time. `survey_answers` keeps one answer per campaign and merchant (the primary
 * key), its fields as JSON checked by the contract on the way in and out, and who changed it last.
 */
export function surveys(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('survey_campaigns'), engine)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('opened_at', 'text', (c) => c.notNull())
        .addColumn('opened_by', 'text', (c) => c.notNull())
        .addColumn('closed_at', 'text')
        .addColumn('closed_by', 'text')
        .execute();
      await db.schema
        .createIndex('survey_campaigns_one_open_uq')
        .on('survey_campaigns')
        .column('kind')
        .unique()
        .where(sql.ref('closed_at'), 'is', null)
        .execute();
      await db.schema
        .createTable('survey_answers')
        .addColumn('campaign_id', 'integer', (c) => c.notNull().references('survey_campaigns.id'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer', (c) => c.notNull())
        .addColumn('actor_label', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('survey_answers_pk', ['campaign_id', 'customer_id'])
        .execute();
      // The merchant's latest answer of a survey (shown read-only while no campaign is open).
      await db.schema
        .createIndex('survey_answers_customer_kind_idx')
        .on('survey_answers')
        .columns(['customer_id', 'kind', 'updated_at'])
        .execute();
    },
  };
}

import type { Selectable } from 'kysely';
import type { Db, Tx } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import type { TenantScope } from '../../kernel/viewer';
import type { SurveyAnswersTable, SurveyCampaignsTable, SurveyTables } from './survey-tables';

export type CampaignRow = Selectable<SurveyCampaignsTable>;
export type AnswerRow = SurveyAnswersTable;
export type AnswerWithCampaign = AnswerRow & { campaign: CampaignRow };

const CAMPAIGN_COLUMNS = ['id', 'kind', 'title', 'opened_at', 'opened_by', 'closed_at', 'closed_by'] as const;

/** The survey campaigns and the merchants' answers (`survey_campaigns`, `survey_answers`). */
export class SurveyRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<SurveyTables>(this.db, tx);
  }

  /** The survey's open campaign; in a transaction on PostgreSQL, locked until it ends (a close waits for an answer being saved). */
  openCampaign(kind: string, tx?: Tx): Promise<CampaignRow | undefined> {
    return this.kysely(tx)
      .selectFrom('survey_campaigns')
      .select(CAMPAIGN_COLUMNS)
      .where('kind', '=', kind)
      .where('closed_at', 'is', null)
      .$if(tx !== undefined && this.db.engine === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
  }

  campaign(id: number, tx?: Tx): Promise<CampaignRow | undefined> {
    return this.kysely(tx)
      .selectFrom('survey_campaigns')
      .select(CAMPAIGN_COLUMNS)
      .where('id', '=', id)
      .$if(tx !== undefined && this.db.engine === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
  }

  /** Opens a campaign unless one of the survey is open (the partial unique index); undefined when one was. */
  async insertCampaign(row: Omit<CampaignRow, 'id'>, tx: Tx): Promise<number | undefined> {
    const inserted = await this.kysely(tx)
      .insertInto('survey_campaigns')
      .values(row)
      .onConflict((oc) => oc.column('kind').where('closed_at', 'is', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  async close(id: number, at: string, by: string, tx: Tx): Promise<void> {
    await this.kysely(tx)
      .updateTable('survey_campaigns')
      .set({ closed_at: at, closed_by: by })
      .where('id', '=', id)
      .where('closed_at', 'is', null)
      .execute();
  }

  /** Whether the survey ever had a campaign (the demo seed opens one only then). */
  async anyCampaign(kind: string): Promise<boolean> {
    const row = await this.kysely()
      .selectFrom('survey_campaigns')
      .select('id')
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The merchant's answer to a campaign. */
  answer(scope: TenantScope, campaignId: number, tx?: Tx): Promise<AnswerRow | undefined> {
    return this.kysely(tx)
      .selectFrom('survey_answers')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('campaign_id', '=', campaignId)
      .executeTakeFirst();
  }

  /** The merchant's latest answer to the survey, with its campaign. */
  async latestAnswer(scope: TenantScope, kind: string): Promise<AnswerWithCampaign | undefined> {
    const row = await this.kysely()
      .selectFrom('survey_answers as a')
      .innerJoin('survey_campaigns as c', 'c.id', 'a.campaign_id')
      .selectAll('a')
      .select(['c.title', 'c.opened_at', 'c.opened_by', 'c.closed_at', 'c.closed_by'])
      .where('a.customer_id', '=', scope.customerId)
      .where('a.kind', '=', kind)
      .orderBy('a.campaign_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    const { title, opened_at, opened_by, closed_at, closed_by, ...answer } = row;
    return {
      ...answer,
      campaign: { id: answer.campaign_id, kind: answer.kind, title, opened_at, opened_by, closed_at, closed_by },
    };
  }

  /** Saves the merchant's answer; a second one to the same campaign replaces the first (keeping when it was first given). */
  async saveAnswer(row: AnswerRow, tx: Tx): Promise<void> {
    await this.kysely(tx)
      .insertInto('survey_answers')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['campaign_id', 'customer_id']).doUpdateSet({
          answers: row.answers,
          actor_kind: row.actor_kind,
          actor_id: row.actor_id,
          actor_label: row.actor_label,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }

  /** Staff: the campaigns newest first, each with its number of answers. */
  async campaigns(kind: string | undefined, page: { offset: number; limit: number }) {
    const filtered = this.kysely()
      .selectFrom('survey_campaigns')
      .$if(kind !== undefined, (q) => q.where('kind', '=', kind ?? ''));
    const [rows, count] = await Promise.all([
      filtered
        .select(CAMPAIGN_COLUMNS)
        .select((eb) =>
          eb
            .selectFrom('survey_answers')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('survey_answers.campaign_id', '=', 'survey_campaigns.id')
            .as('answers'),
        )
        .orderBy('id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((row) => ({ ...row, answers: Number(row.answers ?? 0) })), total: Number(count.n) };
  }

  /** Staff: a campaign's answers, latest change first. */
  async answers(campaignId: number, page: { offset: number; limit: number }) {
    const filtered = this.kysely().selectFrom('survey_answers').where('campaign_id', '=', campaignId);
    const [rows, count] = await Promise.all([
      filtered
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('customer_id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}

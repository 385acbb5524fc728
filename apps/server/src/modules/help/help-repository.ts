import type { Db } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import type { HelpFeedbackTable, HelpTables } from './help-tables';

export type HelpFeedbackRow = HelpFeedbackTable;

/** How many comments staff read at once: the latest. */
const COMMENTS_SHOWN = 100;

/** The accounts' answers to the help articles (`help_feedback`). */
export class HelpRepository {
  constructor(private readonly db: Db) {}

  private kysely() {
    return queryBuilder<HelpTables>(this.db);
  }

  /** The account's own answer: an account reads and changes only its own (and of its merchant). */
  find(customerId: number, accountId: number, article: string): Promise<HelpFeedbackRow | undefined> {
    return this.kysely()
      .selectFrom('help_feedback')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('account_id', '=', accountId)
      .where('article', '=', article)
      .executeTakeFirst();
  }

  /** Saves the answer; a second answer of the same account replaces its first. */
  async save(row: HelpFeedbackRow): Promise<void> {
    await this.kysely()
      .insertInto('help_feedback')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['account_id', 'article']).doUpdateSet({
          lang: row.lang,
          helpful: row.helpful,
          comment: row.comment,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }

  /** Staff: per article and language, the yes and no answers. */
  async counts(article: string | undefined) {
    const rows = await this.kysely()
      .selectFrom('help_feedback')
      .$if(article !== undefined, (q) => q.where('article', '=', article ?? ''))
      .select((eb) => [
        'article',
        'lang',
        eb.fn.sum<number>(eb.case().when('helpful', '=', 1).then(1).else(0).end()).as('helpful'),
        eb.fn.sum<number>(eb.case().when('helpful', '=', 0).then(1).else(0).end()).as('not_helpful'),
      ])
      .groupBy(['article', 'lang'])
      .orderBy('article')
      .orderBy('lang')
      .execute();
    return rows.map((row) => ({ ...row, helpful: Number(row.helpful), not_helpful: Number(row.not_helpful) }));
  }

  /** Staff: the latest answers that carry a comment, newest first. */
  comments(article: string | undefined): Promise<HelpFeedbackRow[]> {
    return this.kysely()
      .selectFrom('help_feedback')
      .selectAll()
      .$if(article !== undefined, (q) => q.where('article', '=', article ?? ''))
      .where('comment', '<>', '')
      .orderBy('updated_at', 'desc')
      .orderBy('account_id', 'desc')
      .limit(COMMENTS_SHOWN)
      .execute();
  }
}

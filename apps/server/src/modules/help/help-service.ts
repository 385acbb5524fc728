import type { ContentOf, HelpFeedback, help, opsContent, ParsedBodyOf, ParsedQueryOf } from '@portal/contract';
import type { Core } from '../../core';
import type { Viewer } from '../../kernel/viewer';
import type { HelpFeedbackRow, HelpRepository } from './help-repository';

/** "Was this helpful?" (docs/web/help-center.md): one answer per account and article, changeable. */
export class HelpService {
  constructor(
    private readonly core: Pick<Core, 'clock' | 'customers'>,
    private readonly answers: HelpRepository,
  ) {}

  async feedback(viewer: Viewer, query: ParsedQueryOf<typeof help.getFeedback>) {
    const row = await this.answers.find(viewer.customerId, viewer.accountId, query.article);
    return { feedback: row ? viewOf(row) : null };
  }

  async send(viewer: Viewer, body: ParsedBodyOf<typeof help.sendFeedback>): Promise<HelpFeedback> {
    const row: HelpFeedbackRow = {
      account_id: viewer.accountId,
      article: body.article,
      customer_id: viewer.customerId,
      lang: body.lang,
      helpful: body.helpful,
      comment: body.comment,
      updated_at: this.core.clock.now().toISOString(),
    };
    await this.answers.save(row);
    return viewOf(row);
  }

  /** Staff: the counts per article and language, and the latest comments with their merchants' names. */
  async staffView(
    query: ParsedQueryOf<typeof opsContent.getHelpFeedback>,
  ): Promise<ContentOf<typeof opsContent.getHelpFeedback>> {
    const [articles, comments] = await Promise.all([
      this.answers.counts(query.article),
      this.answers.comments(query.article),
    ]);
    const names = await this.core.customers.namesOf(comments.map((row) => row.customer_id));
    return {
      articles: articles as ContentOf<typeof opsContent.getHelpFeedback>['articles'],
      comments: comments.map((row) => ({
        ...viewOf(row),
        lang: row.lang as 'en' | 'zh_CN',
        customer_id: row.customer_id,
        customer_name: names.get(row.customer_id) ?? '',
      })),
    };
  }
}

function viewOf(row: HelpFeedbackRow): HelpFeedback {
  return {
    article: row.article as HelpFeedback['article'],
    helpful: row.helpful === 1 ? 1 : 0,
    comment: row.comment,
    updated_at: row.updated_at,
  };
}

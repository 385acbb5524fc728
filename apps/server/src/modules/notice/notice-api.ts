import type { Tx } from '../../db/transaction';
import type { Viewer } from '../../kernel/viewer';
import type { Clock } from '../../platform/clock';
import type { AlertRepository } from './alert-repository';
import type { NoticeRepository } from './notice-repository';

export interface NoticeDraft {
  title: string;
  meta_title: string;
  description: string;
  /** null: every merchant sees it. */
  customer_id: number | null;
}

export type NoticeSummary = Awaited<ReturnType<NoticeRepository['newestSummaries']>>[number];

/** What other modules may do with notices: the home page lists the newest, staff publish new ones. */
export class NoticeApi {
  constructor(
    private readonly notices: NoticeRepository,
    private readonly alerts: AlertRepository,
    private readonly clock: Clock,
  ) {}

  /** The newest notices the viewer may see, with the viewer's read marks, without their bodies. */
  newest(viewer: Viewer, limit: number): Promise<NoticeSummary[]> {
    return this.notices.newestSummaries(viewer, this.clock.now().toISOString(), limit);
  }

  /** A deleted account's read marks (of notices and alerts) go with it, in the deleting transaction. */
  async forgetAccount(accountId: number, tx: Tx): Promise<void> {
    await this.notices.forgetReadsOf(accountId, tx);
    await this.alerts.forgetReadsOf(accountId, tx);
  }

  /** Published at once; answers the notice's id. */
  publish(draft: NoticeDraft): Promise<number> {
    return this.notices.insert({ ...draft, at: this.clock.now().toISOString() });
  }
}

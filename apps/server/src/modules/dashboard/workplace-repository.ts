import type { Db } from '../../db/database';
import type { ContactRow } from '../../db/schema';
import { NOTICE_SUMMARY_COLUMNS, type NoticeReader, toNoticeSummary, visibleNotices } from '../../db/visible-notices';

export type ContactFields = Pick<ContactRow, 'role' | 'name' | 'email' | 'phone' | 'wechat'>;

/** Read-only queries of the home page, each scoped to the viewer's customer. */
export class WorkplaceRepository {
  constructor(private readonly db: Db) {}

  contacts(scope: { customerId: number }): Promise<ContactFields[]> {
    return this.db.kysely
      .selectFrom('contacts')
      .select(['role', 'name', 'email', 'phone', 'wechat'])
      .where('customer_id', '=', scope.customerId)
      .orderBy('sort', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  async newestNotices(reader: NoticeReader, now: string, limit: number) {
    const rows = await visibleNotices(this.db.kysely, reader, now)
      .select(NOTICE_SUMMARY_COLUMNS)
      .orderBy('notices.publish_on_time', 'desc')
      .orderBy('notices.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toNoticeSummary);
  }
}

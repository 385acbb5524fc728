import type { Notice } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { NoticeTables } from './notice-tables';
import {
  NOTICE_SUMMARY_COLUMNS,
  type NoticeReader,
  type NoticeSummaryRow,
  toNoticeSummary,
  visibleNotices,
} from './visible-notices';

const NOTICE_COLUMNS = [...NOTICE_SUMMARY_COLUMNS, 'notices.description'] as const;

/** Notices as one account of one customer sees them; nothing here reaches another merchant's notices. */
export class NoticeRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<NoticeTables>(this.db);
  }

  async newest(reader: NoticeReader, now: string): Promise<Notice | undefined> {
    const row = await visibleNotices(this.kysely, reader, now)
      .select(NOTICE_COLUMNS)
      .orderBy('notices.publish_on_time', 'desc')
      .orderBy('notices.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && toNotice(row);
  }

  async page(
    reader: NoticeReader,
    now: string,
    page: { offset: number; limit: number },
    read?: 'read' | 'unread',
  ): Promise<Notice[]> {
    const rows = await withReadState(visibleNotices(this.kysely, reader, now), read)
      .select(NOTICE_COLUMNS)
      .orderBy('notices.publish_on_time', 'desc')
      .orderBy('notices.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    return rows.map(toNotice);
  }

  async count(reader: NoticeReader, now: string, read?: 'read' | 'unread'): Promise<number> {
    const row = await withReadState(visibleNotices(this.kysely, reader, now), read)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** Visible notices this account has no read mark for. */
  countUnread(reader: NoticeReader, now: string): Promise<number> {
    return this.count(reader, now, 'unread');
  }

  async isVisible(reader: NoticeReader, now: string, noticeId: number): Promise<boolean> {
    const row = await visibleNotices(this.kysely, reader, now)
      .select('notices.id')
      .where('notices.id', '=', noticeId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The newest visible notices, without their bodies (the home page's list). */
  async newestSummaries(reader: NoticeReader, now: string, limit: number) {
    const rows = await visibleNotices(this.kysely, reader, now)
      .select(NOTICE_SUMMARY_COLUMNS)
      .orderBy('notices.publish_on_time', 'desc')
      .orderBy('notices.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toNoticeSummary);
  }

  async insert(notice: {
    customer_id: number | null;
    title: string;
    meta_title: string;
    description: string;
    at: string;
  }) {
    const { at, ...fields } = notice;
    const row = await this.kysely
      .insertInto('notices')
      .values({ ...fields, publish_on_time: at, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A second read of the same notice keeps the first read time. */
  async markRead(reader: NoticeReader, noticeId: number, at: string): Promise<void> {
    await this.kysely
      .insertInto('notice_reads')
      .values({ notice_id: noticeId, account_id: reader.accountId, customer_id: reader.customerId, read_at: at })
      .onConflict((oc) => oc.columns(['notice_id', 'account_id']).doNothing())
      .execute();
  }

  /** Marks every visible notice the account has not read; answers how many. */
  async markAllRead(reader: NoticeReader, now: string): Promise<number> {
    const result = await this.kysely
      .insertInto('notice_reads')
      .columns(['notice_id', 'account_id', 'customer_id', 'read_at'])
      .expression(
        withReadState(visibleNotices(this.kysely, reader, now), 'unread').select([
          'notices.id',
          sql.lit(reader.accountId).as('account_id'),
          sql.lit(reader.customerId).as('customer_id'),
          sql.val(now).as('read_at'),
        ]),
      )
      .onConflict((oc) => oc.columns(['notice_id', 'account_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  /** A deleted account's read marks go with it. */
  async forgetReadsOf(accountId: number, tx: Tx): Promise<void> {
    await queryBuilder<NoticeTables>(this.db, tx)
      .deleteFrom('notice_reads')
      .where('account_id', '=', accountId)
      .execute();
  }
}

/** Only the notices the reader has read, or only those it has not. */
function withReadState(query: ReturnType<typeof visibleNotices>, read: 'read' | 'unread' | undefined) {
  if (read === 'read') return query.where('notice_reads.read_at', 'is not', null);
  if (read === 'unread') return query.where('notice_reads.read_at', 'is', null);
  return query;
}

function toNotice(row: NoticeSummaryRow & { description: string }): Notice {
  return { ...toNoticeSummary(row), description: row.description };
}

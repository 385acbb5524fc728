import type { Kysely } from 'kysely';
import type { NoticeTables } from './notice-tables';

/** The account reading notices: its customer decides what is visible, the account what is read. */
export interface NoticeReader {
  customerId: number;
  accountId: number;
}

/**
 * Notices a merchant may see: those published to it and those to every merchant (customer_id
 * null), once their publish time has come. Joined with the reader's own read mark.
 */
export function visibleNotices(db: Kysely<NoticeTables>, reader: NoticeReader, now: string) {
  return db
    .selectFrom('notices')
    .leftJoin('notice_reads', (join) =>
      join
        .onRef('notice_reads.notice_id', '=', 'notices.id')
        .on('notice_reads.account_id', '=', reader.accountId)
        .on('notice_reads.customer_id', '=', reader.customerId),
    )
    .where((eb) => eb.or([eb('notices.customer_id', 'is', null), eb('notices.customer_id', '=', reader.customerId)]))
    .where('notices.publish_on_time', '<=', now);
}

export const NOTICE_SUMMARY_COLUMNS = [
  'notices.id',
  'notices.title',
  'notices.meta_title',
  'notices.publish_on_time',
  'notice_reads.read_at',
] as const;

export interface NoticeSummaryRow {
  id: number;
  title: string;
  meta_title: string;
  publish_on_time: string;
  read_at: string | null;
}

export function toNoticeSummary(row: NoticeSummaryRow) {
  return {
    press_id: row.id,
    title: row.title,
    meta_title: row.meta_title,
    publish_on_time: row.publish_on_time,
    is_read: row.read_at === null ? (0 as const) : (1 as const),
  };
}

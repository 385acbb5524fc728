import type { Generated } from 'kysely';

/** Notices the provider publishes, and which account has read which. */
export interface NoticeTables {
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
}

export interface NoticesTable {
  id: Generated<number>;
  /** null: published to every merchant. */
  customer_id: number | null;
  title: string;
  meta_title: string;
  description: string;
  publish_on_time: string;
  created_at: string;
}

export interface NoticeReadsTable {
  notice_id: number;
  account_id: number;
  customer_id: number;
  read_at: string;
}

import type { Generated } from 'kysely';

/** The mail adapter's outbox: every mail sent, kept before delivery is tried. */
export interface MailTables {
  mail_outbox: MailOutboxTable;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  transport: string;
  status: 'stored' | 'sent' | 'failed';
  error: string | null;
  created_at: string;
}

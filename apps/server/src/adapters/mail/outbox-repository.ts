import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { MailOutboxTable, MailTables } from './mail-tables';
import type { OutgoingMail } from './mailer';

type MailStatus = MailOutboxTable['status'];
export type MailRow = Selectable<MailOutboxTable>;

/** The `mail_outbox` table: one row per mail, written before any delivery is attempted. */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<MailTables>(this.db);
  }

  async record(mail: OutgoingMail, meta: { transport: string; status: MailStatus; at: string }): Promise<number> {
    const row = await this.kysely
      .insertInto('mail_outbox')
      .values({
        to_address: mail.to.toLowerCase(),
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        transport: meta.transport,
        status: meta.status,
        error: null,
        created_at: meta.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setStatus(id: number, status: MailStatus, error: string | null = null): Promise<void> {
    await this.kysely.updateTable('mail_outbox').set({ status, error }).where('id', '=', id).execute();
  }

  /** Mail sent, newest first, optionally to one address. */
  async list(filter: { to?: string; page: number; pageSize: number }): Promise<{ rows: MailRow[]; total: number }> {
    let query = this.kysely.selectFrom('mail_outbox');
    if (filter.to) query = query.where('to_address', '=', filter.to);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }
}

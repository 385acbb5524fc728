import type { Db } from '../../db/database';
import type { MailOutboxTable } from '../../db/schema';
import type { OutgoingMail } from './mailer';

type MailStatus = MailOutboxTable['status'];

/** The `mail_outbox` table: one row per mail, written before any delivery is attempted. */
export class OutboxStore {
  constructor(private readonly db: Db) {}

  async record(mail: OutgoingMail, meta: { transport: string; status: MailStatus; at: string }): Promise<number> {
    const row = await this.db.kysely
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
    await this.db.kysely.updateTable('mail_outbox').set({ status, error }).where('id', '=', id).execute();
  }
}

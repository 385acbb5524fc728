import type { Db } from '../../db/database';
import type { MailRow } from '../../db/schema';

/** Staff-side reads across merchants: the mail outbox is not a merchant table, so it has no tenant scope. */
export class OpsIdentityRepository {
  constructor(private readonly db: Db) {}

  async listMail(filter: { to?: string; page: number; pageSize: number }): Promise<{ rows: MailRow[]; total: number }> {
    let query = this.db.kysely.selectFrom('mail_outbox');
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

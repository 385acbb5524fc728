import type { Db } from '../db/database';
import type { AccountRow, CustomerRow, NewAccount } from '../db/schema';

/** Accounts are looked up by email across customers (sign-in) and by id within a customer. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  findByEmail(email: string): Promise<AccountRow | undefined> {
    return this.db.kysely
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  findById(customerId: number, accountId: number): Promise<AccountRow | undefined> {
    return this.db.kysely
      .selectFrom('accounts')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', '=', accountId)
      .executeTakeFirst();
  }

  findCustomer(customerId: number): Promise<CustomerRow | undefined> {
    return this.db.kysely.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirst();
  }

  async emailExists(email: string): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  async updatePassword(customerId: number, accountId: number, passwordHash: string, at: string): Promise<void> {
    await this.db.kysely
      .updateTable('accounts')
      .set({ password_hash: passwordHash, updated_at: at })
      .where('customer_id', '=', customerId)
      .where('id', '=', accountId)
      .execute();
  }

  /** The language of the account's latest sign-in; mail about the account is written in it. */
  async setLang(accountId: number, lang: string): Promise<void> {
    await this.db.kysely.updateTable('accounts').set({ lang }).where('id', '=', accountId).execute();
  }

  async setGuideRead(customerId: number, accountId: number, read: 0 | 1, at: string): Promise<void> {
    await this.db.kysely
      .updateTable('accounts')
      .set({ guide_type_3: read, updated_at: at })
      .where('customer_id', '=', customerId)
      .where('id', '=', accountId)
      .execute();
  }

  insertAccount(account: NewAccount): Promise<{ id: number }> {
    return this.db.kysely.insertInto('accounts').values(account).returning('id').executeTakeFirstOrThrow();
  }
}

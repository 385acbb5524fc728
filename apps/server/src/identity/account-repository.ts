import type { Db } from '../db/database';
import { queryBuilder } from '../db/query-builder';
import type { Tx } from '../db/transaction';
import type { AccountRow, IdentityTables, NewAccount } from './identity-tables';

/** Accounts are looked up by email across customers (sign-in) and by id within a customer. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<IdentityTables, 'accounts'>>(this.db, tx);
  }

  findByEmail(email: string): Promise<AccountRow | undefined> {
    return this.kysely().selectFrom('accounts').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  findById(customerId: number, accountId: number): Promise<AccountRow | undefined> {
    return this.kysely()
      .selectFrom('accounts')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', '=', accountId)
      .executeTakeFirst();
  }

  /** The language the merchant's main account chose (at registration or on its profile): mail to the merchant is written in it. */
  async mainLang(customerId: number): Promise<string | null> {
    const row = await this.kysely()
      .selectFrom('accounts')
      .select('lang')
      .where('customer_id', '=', customerId)
      .where('is_main', '=', 1)
      .executeTakeFirst();
    return row?.lang ?? null;
  }

  /** The main account's address and language: where mail about the merchant's integrations goes. */
  async mainAddress(customerId: number): Promise<{ email: string; lang: string | null } | undefined> {
    return this.kysely()
      .selectFrom('accounts')
      .select(['email', 'lang'])
      .where('customer_id', '=', customerId)
      .where('is_main', '=', 1)
      .executeTakeFirst();
  }

  /** The merchant's main account: work done for the merchant by the portal itself (a shop sync) acts as it. */
  async mainAccountId(customerId: number): Promise<number | undefined> {
    const row = await this.kysely()
      .selectFrom('accounts')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('is_main', '=', 1)
      .executeTakeFirst();
    return row?.id;
  }

  /** The names ("first last") of a merchant's accounts among `ids`; deleted ones are absent. */
  async namesOf(customerId: number, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.kysely()
      .selectFrom('accounts')
      .select(['id', 'first_name', 'last_name'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, [row.first_name, row.last_name].filter(Boolean).join(' ')]));
  }

  async emailExists(email: string): Promise<boolean> {
    const row = await this.kysely()
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  async updatePassword(customerId: number, accountId: number, passwordHash: string, at: string, tx?: Tx) {
    await this.kysely(tx)
      .updateTable('accounts')
      .set({ password_hash: passwordHash, updated_at: at })
      .where('customer_id', '=', customerId)
      .where('id', '=', accountId)
      .execute();
  }

  /**
   * A sign-in: when (the sub-account list shows it; sessions expire and go). The language is not
   * touched: it is the account's own choice (registration, profile, header switch), not the sign-in page's.
   */
  async recordSignIn(accountId: number, at: string): Promise<void> {
    await this.kysely().updateTable('accounts').set({ last_sign_in_at: at }).where('id', '=', accountId).execute();
  }

  /** Changes a sub-account of the customer; the main account is never changed here. */
  async updateSubAccount(
    customerId: number,
    id: number,
    fields: Partial<
      Pick<AccountRow, 'account_type' | 'first_name' | 'last_name' | 'permissions' | 'status' | 'password_hash'>
    >,
    at: string,
    tx?: Tx,
  ): Promise<void> {
    await this.kysely(tx)
      .updateTable('accounts')
      .set({ ...fields, updated_at: at })
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .where('is_main', '=', 0)
      .execute();
  }

  /** Deletes a sub-account of the customer (the rows naming it are deleted first by their owners). */
  async deleteSubAccount(customerId: number, id: number, tx: Tx): Promise<void> {
    await this.kysely(tx)
      .deleteFrom('accounts')
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .where('is_main', '=', 0)
      .execute();
  }

  /**
   * The signed-in account's own profile fields, all or some (the header's switch sends the language
   * alone); its e-mail (the sign-in identity) is not among them.
   */
  async updateProfile(
    customerId: number,
    accountId: number,
    fields: Partial<Pick<AccountRow, 'first_name' | 'last_name' | 'phone' | 'lang' | 'time_zone'>>,
    at: string,
  ): Promise<void> {
    await this.kysely()
      .updateTable('accounts')
      .set({ ...fields, updated_at: at })
      .where('customer_id', '=', customerId)
      .where('id', '=', accountId)
      .execute();
  }

  async setGuideRead(customerId: number, accountId: number, read: 0 | 1, at: string): Promise<void> {
    await this.kysely()
      .updateTable('accounts')
      .set({ guide_type_3: read, updated_at: at })
      .where('customer_id', '=', customerId)
      .where('id', '=', accountId)
      .execute();
  }

  async insert(account: NewAccount, tx?: Tx): Promise<number> {
    const row = await this.kysely(tx).insertInto('accounts').values(account).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
}

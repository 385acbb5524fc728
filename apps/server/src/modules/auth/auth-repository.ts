import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { CustomersTable } from '../../db/schema';

export interface NewMerchant {
  customer: Omit<Insertable<CustomersTable>, 'id'>;
  mainAccount: { email: string; password_hash: string; first_name: string; last_name: string; lang: string };
}

export interface UsableReset {
  id: number;
  account_id: number;
  customer_id: number;
  email: string;
}

/** Registration and password-reset rows. Reset tokens are kept only as their sha256 hash. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async countryExists(code: string): Promise<boolean> {
    const row = await this.db.kysely.selectFrom('countries').select('code').where('code', '=', code).executeTakeFirst();
    return row !== undefined;
  }

  /** Customer and main account together or not at all; the customer id comes from the sequence. */
  createMerchant(merchant: NewMerchant): Promise<{ customerId: number; accountId: number }> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const customer = await trx
        .insertInto('customers')
        .values(merchant.customer)
        .returning('id')
        .executeTakeFirstOrThrow();
      const account = await trx
        .insertInto('accounts')
        .values({
          ...merchant.mainAccount,
          customer_id: customer.id,
          is_main: 1,
          account_type: 'main',
          status: 'active',
          permissions: '[]',
          guide_type_3: 0,
          created_at: merchant.customer.created_at,
          updated_at: merchant.customer.updated_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { customerId: customer.id, accountId: account.id };
    });
  }

  /** A new reset token; the account's earlier unused ones expire now, so only the newest link works. */
  async replaceResetToken(row: {
    account_id: number;
    customer_id: number;
    token_hash: string;
    expires_at: string;
    at: string;
  }): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('password_resets')
        .set({ expires_at: row.at })
        .where('account_id', '=', row.account_id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', row.at)
        .execute();
      await trx
        .insertInto('password_resets')
        .values({
          account_id: row.account_id,
          customer_id: row.customer_id,
          token_hash: row.token_hash,
          expires_at: row.expires_at,
          used_at: null,
          created_at: row.at,
        })
        .execute();
    });
  }

  /** The unused, unexpired reset of a token hash whose account may still sign in. */
  findUsableReset(tokenHash: string, now: string): Promise<UsableReset | undefined> {
    return this.db.kysely
      .selectFrom('password_resets')
      .innerJoin('accounts', 'accounts.id', 'password_resets.account_id')
      .select(['password_resets.id', 'password_resets.account_id', 'password_resets.customer_id', 'accounts.email'])
      .where('password_resets.token_hash', '=', tokenHash)
      .where('password_resets.used_at', 'is', null)
      .where('password_resets.expires_at', '>', now)
      .where('accounts.status', '=', 'active')
      .executeTakeFirst();
  }

  /**
   * Marks the reset used and sets the password in one transaction. The conditional update makes
   * the token single-use even when two requests race: the loser answers false and changes nothing.
   */
  consumeReset(reset: UsableReset, passwordHash: string, now: string): Promise<boolean> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', reset.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('accounts')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('customer_id', '=', reset.customer_id)
        .where('id', '=', reset.account_id)
        .execute();
      return true;
    });
  }
}

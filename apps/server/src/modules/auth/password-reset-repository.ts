import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { AuthTables } from './auth-tables';

export interface UsableReset {
  id: number;
  account_id: number;
  customer_id: number;
}

/** Password-reset tokens, kept only as their sha256 hash. */
export class PasswordResetRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<AuthTables>(this.db, tx);
  }

  /** A new reset token; the account's earlier unused ones expire now, so only the newest works. */
  async replace(
    row: { account_id: number; customer_id: number; token_hash: string; expires_at: string; at: string },
    tx: Tx,
  ): Promise<void> {
    await this.kysely(tx)
      .updateTable('password_resets')
      .set({ expires_at: row.at })
      .where('account_id', '=', row.account_id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', row.at)
      .execute();
    await this.kysely(tx)
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
  }

  /** The unused, unexpired reset of a token hash. */
  findUsable(tokenHash: string, now: string): Promise<UsableReset | undefined> {
    return this.kysely()
      .selectFrom('password_resets')
      .select(['id', 'account_id', 'customer_id'])
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /**
   * Marks the reset used. The conditional update makes the token single-use even when two requests
   * race: the loser answers false.
   */
  async consume(resetId: number, now: string, tx: Tx): Promise<boolean> {
    const used = await this.kysely(tx)
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', resetId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }

  /** Resets that expired before `before` (used ones expire too): nothing reads them again. */
  async prune(before: string): Promise<number> {
    const result = await this.kysely()
      .deleteFrom('password_resets')
      .where('expires_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** A deleted account's reset links go with it. */
  async forgetAccount(accountId: number, tx: Tx): Promise<void> {
    await this.kysely(tx).deleteFrom('password_resets').where('account_id', '=', accountId).execute();
  }
}

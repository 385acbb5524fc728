import type { Db } from '../db/database';

export interface ActiveSession {
  id: number;
  account_id: number;
  customer_id: number;
  last_seen_at: string;
  expires_at: string;
  is_main: 0 | 1;
  permissions: string;
  status: string;
}

/** Sessions live in the database so that any instance can check any token. */
export class SessionRepository {
  constructor(private readonly db: Db) {}

  async create(row: {
    token_hash: string;
    account_id: number;
    customer_id: number;
    at: string;
    expires_at: string;
    ip: string;
    user_agent: string;
  }): Promise<void> {
    await this.db.kysely
      .insertInto('sessions')
      .values({
        token_hash: row.token_hash,
        account_id: row.account_id,
        customer_id: row.customer_id,
        created_at: row.at,
        last_seen_at: row.at,
        expires_at: row.expires_at,
        revoked_at: null,
        ip: row.ip.slice(0, 64),
        user_agent: row.user_agent.slice(0, 300),
      })
      .execute();
  }

  /** The unrevoked, unexpired session of a token hash, with the account's standing. */
  findActive(tokenHash: string, now: string): Promise<ActiveSession | undefined> {
    return this.db.kysely
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
      .select([
        'sessions.id',
        'sessions.account_id',
        'sessions.customer_id',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'accounts.is_main',
        'accounts.permissions',
        'accounts.status',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
  }

  async touch(sessionId: number, at: string, expiresAt: string): Promise<void> {
    await this.db.kysely
      .updateTable('sessions')
      .set({ last_seen_at: at, expires_at: expiresAt })
      .where('id', '=', sessionId)
      .execute();
  }

  async revoke(sessionId: number, at: string): Promise<void> {
    await this.db.kysely.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).execute();
  }

  /** Revokes every live session of an account; answers how many. */
  async revokeAllOfAccount(accountId: number, at: string): Promise<number> {
    const result = await this.db.kysely
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}

import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import { queryBuilder } from '../db/query-builder';
import type { Tx } from '../db/transaction';
import type { IdentityTables } from './identity-tables';

export interface ActiveSession {
  id: number;
  account_id: number;
  customer_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  is_main: 0 | 1;
  permissions: string;
  status: string;
  /** The account's sign-in e-mail: how its changes are labelled in histories. */
  email: string;
}

export interface ListedSession {
  id: number;
  ip: string;
  user_agent: string;
  created_at: string;
  last_seen_at: string;
}

/** One account's own sessions: the account and its customer both name the rows. */
export interface SessionOwner {
  customerId: number;
  accountId: number;
}

/** Sessions live in the database so that any instance can check any token. */
export class SessionRepository {
  /** Every signed-in request makes this lookup: its SQL is compiled once. */
  private readonly activeSession: (params: { tokenHash: string; now: string }) => Promise<ActiveSession[]>;

  constructor(private readonly db: Db) {
    const kysely = queryBuilder<Pick<IdentityTables, 'sessions' | 'accounts'>>(db);
    this.activeSession = compiledOnce(kysely, ['tokenHash', 'now'], ({ tokenHash, now }) =>
      kysely
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
        .select([
          'sessions.id',
          'sessions.account_id',
          'sessions.customer_id',
          'sessions.created_at',
          'sessions.last_seen_at',
          'sessions.expires_at',
          'accounts.is_main',
          'accounts.permissions',
          'accounts.status',
          'accounts.email',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .limit(1),
    );
  }

  private get kysely() {
    return queryBuilder<Pick<IdentityTables, 'sessions' | 'accounts'>>(this.db);
  }

  async create(row: {
    token_hash: string;
    account_id: number;
    customer_id: number;
    at: string;
    expires_at: string;
    ip: string;
    user_agent: string;
  }): Promise<void> {
    await this.kysely
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
  async findActive(tokenHash: string, now: string): Promise<ActiveSession | undefined> {
    const [session] = await this.activeSession({ tokenHash, now });
    return session;
  }

  /** Live sessions of one account, most recently used first. */
  listActive(owner: SessionOwner, now: string): Promise<ListedSession[]> {
    return this.kysely
      .selectFrom('sessions')
      .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
      .where('customer_id', '=', owner.customerId)
      .where('account_id', '=', owner.accountId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
  }

  /** Whether the account ever signed in from this address (its sign-ins are not slowed by others' guessing). */
  async hasSignedInFrom(accountId: number, ip: string): Promise<boolean> {
    const row = await this.kysely
      .selectFrom('sessions')
      .select('id')
      .where('account_id', '=', accountId)
      .where('ip', '=', ip.slice(0, 64))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async touch(sessionId: number, at: string, expiresAt: string): Promise<void> {
    await this.kysely
      .updateTable('sessions')
      .set({ last_seen_at: at, expires_at: expiresAt })
      .where('id', '=', sessionId)
      .execute();
  }

  async revoke(sessionId: number, at: string): Promise<void> {
    await this.kysely.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).execute();
  }

  /** Revokes one live session of the owner, other than `keepId`; answers whether there was one. */
  async revokeOwn(owner: SessionOwner, sessionId: number, at: string): Promise<boolean> {
    const result = await this.kysely
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('customer_id', '=', owner.customerId)
      .where('account_id', '=', owner.accountId)
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Revokes every live session of the owner but `keepId`; answers how many. */
  async revokeOthers(owner: SessionOwner, keepId: number, at: string): Promise<number> {
    const result = await this.kysely
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('customer_id', '=', owner.customerId)
      .where('account_id', '=', owner.accountId)
      .where('id', '!=', keepId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Revokes every live session of an account; answers how many. */
  async revokeAllOfAccount(accountId: number, at: string): Promise<number> {
    const result = await this.kysely
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** A deleted account's sessions go with it. */
  async deleteAllOfAccount(accountId: number, tx: Tx): Promise<void> {
    await queryBuilder<Pick<IdentityTables, 'sessions'>>(this.db, tx)
      .deleteFrom('sessions')
      .where('account_id', '=', accountId)
      .execute();
  }
}

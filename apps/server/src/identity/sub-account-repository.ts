import type { SubAccountItem, SubAccountStatus, SubAccountType } from '@portal/contract';
import { containsText } from '../db/contains-text';
import type { Db } from '../db/database';
import { queryBuilder } from '../db/query-builder';
import type { Tx } from '../db/transaction';
import type { IdentityTables } from './identity-tables';

type Tables = Pick<IdentityTables, 'accounts' | 'account_invitations'>;

export interface SubAccountFilters {
  keyword?: string;
  status?: SubAccountStatus;
  account_type?: SubAccountType;
}

export interface SubAccountRow {
  id: number;
  customer_id: number;
  account_type: SubAccountType;
  first_name: string;
  last_name: string;
  email: string;
  status: SubAccountStatus;
  permissions: string;
  last_sign_in_at: string | null;
  invitation_expires_at: string | null;
  created_at: string;
}

export interface PendingInvitation {
  account_id: number;
  customer_id: number;
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * A merchant's sub-accounts as the list shows them (never its main account: a read of `accounts`,
 * whose writes are AccountRepository's), and their invitations, which this repository owns.
 */
export class SubAccountRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Tables>(this.db, tx);
  }

  private rows(customerId: number, tx?: Tx) {
    return this.kysely(tx)
      .selectFrom('accounts')
      .leftJoin('account_invitations', 'account_invitations.account_id', 'accounts.id')
      .where('accounts.customer_id', '=', customerId)
      .where('accounts.is_main', '=', 0);
  }

  async list(
    customerId: number,
    filters: SubAccountFilters,
    page: { page: number; page_size: number },
  ): Promise<{ rows: SubAccountRow[]; total: number }> {
    let query = this.rows(customerId);
    if (filters.keyword) {
      const keyword = filters.keyword;
      query = query.where((eb) =>
        eb.or([
          containsText('accounts.email', keyword),
          containsText('accounts.first_name', keyword),
          containsText('accounts.last_name', keyword),
        ]),
      );
    }
    if (filters.status) query = query.where('accounts.status', '=', filters.status);
    if (filters.account_type) query = query.where('accounts.account_type', '=', filters.account_type);
    const [rows, count] = await Promise.all([
      query
        .select(SELECTED)
        .orderBy('accounts.id', 'desc')
        .limit(page.page_size)
        .offset((page.page - 1) * page.page_size)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as SubAccountRow[], total: Number(count.total) };
  }

  async find(customerId: number, id: number, tx?: Tx): Promise<SubAccountRow | undefined> {
    const row = await this.rows(customerId, tx).select(SELECTED).where('accounts.id', '=', id).executeTakeFirst();
    return row as SubAccountRow | undefined;
  }

  /** A deleted or accepted account's invitation goes. */
  async deleteInvitation(accountId: number, tx: Tx): Promise<void> {
    await this.kysely(tx).deleteFrom('account_invitations').where('account_id', '=', accountId).execute();
  }

  /** The account's invitation is now this one: a link mailed earlier stops working. */
  async replaceInvitation(
    row: { account_id: number; customer_id: number; token_hash: string; expires_at: string; at: string },
    tx: Tx,
  ): Promise<void> {
    await this.kysely(tx).deleteFrom('account_invitations').where('account_id', '=', row.account_id).execute();
    await this.kysely(tx)
      .insertInto('account_invitations')
      .values({
        account_id: row.account_id,
        customer_id: row.customer_id,
        token_hash: row.token_hash,
        expires_at: row.expires_at,
        created_at: row.at,
      })
      .execute();
  }

  /** The invited account a link's token hash opens, while the link can be used. */
  async findInvitation(tokenHash: string, now: string): Promise<PendingInvitation | undefined> {
    return this.kysely()
      .selectFrom('account_invitations')
      .innerJoin('accounts', 'accounts.id', 'account_invitations.account_id')
      .select([
        'account_invitations.account_id',
        'account_invitations.customer_id',
        'accounts.email',
        'accounts.first_name',
        'accounts.last_name',
      ])
      .where('account_invitations.token_hash', '=', tokenHash)
      .where('account_invitations.expires_at', '>', now)
      .where('accounts.status', '=', 'invited')
      .executeTakeFirst();
  }

  /**
   * Uses the invitation: deleted with a condition, so of two requests racing with one link only
   * one sets the password (the other answers false).
   */
  async consumeInvitation(accountId: number, tokenHash: string, now: string, tx: Tx): Promise<boolean> {
    const result = await this.kysely(tx)
      .deleteFrom('account_invitations')
      .where('account_id', '=', accountId)
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}

const SELECTED = [
  'accounts.id',
  'accounts.customer_id',
  'accounts.account_type',
  'accounts.first_name',
  'accounts.last_name',
  'accounts.email',
  'accounts.status',
  'accounts.permissions',
  'accounts.last_sign_in_at',
  'account_invitations.expires_at as invitation_expires_at',
  'accounts.created_at',
] as const;

/** A row as the list shows it. */
export function listItem(row: SubAccountRow, grant: SubAccountItem['grant'], skuCount: number): SubAccountItem {
  return {
    id: row.id,
    account_type: row.account_type,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    status: row.status,
    grant,
    sku_count: skuCount,
    last_sign_in_at: row.last_sign_in_at,
    invitation_expires_at: row.status === 'invited' ? row.invitation_expires_at : null,
    created_at: row.created_at,
  };
}

import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { queryBuilder } from '../db/query-builder';
import type { ApiKeysTable, IdentityTables } from './identity-tables';

export type ApiKeyRow = Omit<ApiKeysTable, 'id' | 'key_hash'> & { id: number };

export type NewApiKey = Insertable<ApiKeysTable>;

/**
 * A merchant's named API keys (the plugins page), which this repository alone writes: created,
 * listed, revoked, and their last use. The Open API's per-request lookup by hash is
 * ApiKeyOwnerRepository's (one prepared statement with the main account).
 */
export class ApiKeyRepository {
  private readonly kysely;

  constructor(db: Db) {
    this.kysely = queryBuilder<Pick<IdentityTables, 'api_keys'>>(db);
  }

  async list(customerId: number, limit: number): Promise<ApiKeyRow[]> {
    return this.kysely
      .selectFrom('api_keys')
      .select([
        'id',
        'customer_id',
        'name',
        'key_hint',
        'scopes',
        'created_by',
        'created_at',
        'last_used_at',
        'last_used_ip',
      ])
      .where('customer_id', '=', customerId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async count(customerId: number): Promise<number> {
    const row = await this.kysely
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The new key's id; undefined when the merchant already has a key of that name. */
  async insert(key: NewApiKey): Promise<number | undefined> {
    try {
      const row = await this.kysely.insertInto('api_keys').values(key).returning('id').executeTakeFirstOrThrow();
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** Whether a key of the merchant was removed (another merchant's id removes nothing). */
  async delete(customerId: number, id: number): Promise<boolean> {
    const result = await this.kysely
      .deleteFrom('api_keys')
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Records a use unless one was recorded since `unchangedSince`: of several instances seeing the
   * same key in the same minute, one writes.
   */
  async touch(id: number, at: string, ip: string, unchangedSince: string): Promise<void> {
    await this.kysely
      .updateTable('api_keys')
      .set({ last_used_at: at, last_used_ip: ip })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', unchangedSince)]))
      .execute();
  }
}

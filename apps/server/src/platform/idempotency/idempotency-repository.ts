import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { IdempotencyTables } from './idempotency-tables';

export interface KeyClaim {
  customerId: number;
  key: string;
  requestHash: string;
  holder: string;
  now: number;
  leaseUntil: number;
  expiresAt: number;
}

export interface StoredKey {
  request_hash: string;
  state: 'running' | 'done';
  status_code: number | null;
  reply: string | null;
  expires_at: number;
}

/** `idempotency_keys`: one row per merchant and key, claimed before the request runs. */
export class IdempotencyRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<IdempotencyTables>(this.db);
  }

  /**
   * Claims the key in one upsert under the primary key, so of any number of concurrent requests
   * exactly one gets it: a new key, an expired one, or a `running` one of the same request whose
   * holder stopped renewing its lease (its instance died). Answers whether this holder has it.
   */
  async claim(claim: KeyClaim): Promise<boolean> {
    const fresh = {
      request_hash: claim.requestHash,
      state: 'running' as const,
      holder: claim.holder,
      lease_until: claim.leaseUntil,
      status_code: null,
      reply: null,
      created_at: new Date(claim.now).toISOString(),
      expires_at: claim.expiresAt,
    };
    const row = await this.kysely
      .insertInto('idempotency_keys')
      .values({ customer_id: claim.customerId, idem_key: claim.key, ...fresh })
      .onConflict((oc) =>
        oc
          .columns(['customer_id', 'idem_key'])
          .doUpdateSet(fresh)
          .where(
            sql<boolean>`idempotency_keys.expires_at <= ${claim.now} or (idempotency_keys.state = 'running' and idempotency_keys.lease_until <= ${claim.now} and idempotency_keys.request_hash = ${claim.requestHash})`,
          ),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === claim.holder;
  }

  async find(customerId: number, key: string): Promise<StoredKey | undefined> {
    const row = await this.kysely
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'state', 'status_code', 'reply', 'expires_at'])
      .where('customer_id', '=', customerId)
      .where('idem_key', '=', key)
      .executeTakeFirst();
    return row && { ...row, expires_at: Number(row.expires_at) };
  }

  /** Pushes the running holder's lease on; false once another request has taken the key over. */
  async renew(customerId: number, key: string, holder: string, leaseUntil: number): Promise<boolean> {
    const result = await this.kysely
      .updateTable('idempotency_keys')
      .set({ lease_until: leaseUntil })
      .where(heldBy(customerId, key, holder))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Keeps the reply for repeats; false when the holder lost the key meanwhile. */
  async complete(customerId: number, key: string, holder: string, status: number, reply: string): Promise<boolean> {
    const result = await this.kysely
      .updateTable('idempotency_keys')
      .set({ state: 'done', status_code: status, reply })
      .where(heldBy(customerId, key, holder))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives the key up: the next request with it runs afresh. */
  async release(customerId: number, key: string, holder: string): Promise<void> {
    await this.kysely
      .deleteFrom('idempotency_keys')
      .where(heldBy(customerId, key, holder))
      .execute();
  }

  /** Keys past their 24 hours (they already count as absent); answers how many went. */
  async prune(now: number): Promise<number> {
    const result = await this.kysely.deleteFrom('idempotency_keys').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** Only the row this holder still has running: one that was taken over is left alone. */
function heldBy(customerId: number, key: string, holder: string) {
  return (eb: ExpressionBuilder<IdempotencyTables, 'idempotency_keys'>) =>
    eb.and([
      eb('customer_id', '=', customerId),
      eb('idem_key', '=', key),
      eb('holder', '=', holder),
      eb('state', '=', 'running'),
    ]);
}

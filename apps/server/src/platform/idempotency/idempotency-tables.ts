import type { ColumnType } from 'kysely';

/** The first reply to each (merchant, Idempotency-Key), kept 24 hours (platform/idempotency). */
export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}

export interface IdempotencyKeysTable {
  customer_id: number;
  idem_key: string;
  /** SHA-256 (hex) of the method, path, query and canonical JSON body. */
  request_hash: string;
  /** `running` while the first request executes, `done` once its reply is kept. */
  state: 'running' | 'done';
  /** A random id of the request that claimed the key. */
  holder: string;
  /** Epoch milliseconds: a `running` row past it belongs to a request that died, and may be taken over. */
  lease_until: ColumnType<number, number, number>;
  status_code: number | null;
  /** The envelope as it was sent (JSON). */
  reply: string | null;
  created_at: string;
  /** Epoch milliseconds: the key is forgotten then. */
  expires_at: ColumnType<number, number, number>;
}

import type { ColumnType, Generated } from 'kysely';

/** Tables of the platform layer: rate limits (fixed windows and token buckets), work slots, server secrets, basic configuration, import jobs. */
export interface PlatformTables {
  rate_limits: RateLimitsTable;
  rate_buckets: RateBucketsTable;
  work_slots: WorkSlotsTable;
  server_secrets: ServerSecretsTable;
  basic_config: BasicConfigTable;
  import_jobs: ImportJobsTable;
}

export interface RateLimitsTable {
  bucket: string;
  /** Epoch milliseconds of the current window's start. */
  window_start: ColumnType<number, number, number>;
  hits: number;
}

export interface WorkSlotsTable {
  bucket: string;
  slot: number;
  /** A random id of the task holding the slot. */
  holder: string;
  /** Epoch milliseconds when the lease runs out, even if its task never released it. */
  expires_at: ColumnType<number, number, number>;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface BasicConfigTable {
  cfg_name: string;
  value: string;
}

export interface ImportJobsTable {
  id: Generated<number>;
  customer_id: number;
  account_id: number;
  kind: string;
  file_name: string;
  total: number;
  succeeded: number;
  failed: number;
  failed_rows: string;
  created_at: string;
}

/** A token bucket of the GCRA: the time at which the bucket is full again, less one request's interval. */
export interface RateBucketsTable {
  bucket: string;
  /** Epoch milliseconds: the theoretical arrival time of the next request. */
  tat: ColumnType<number, number, number>;
}

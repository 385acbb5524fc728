import type { Generated } from 'kysely';

/** Uploaded files: who owns which stored file. */
export interface UploadTables {
  uploads: UploadsTable;
}

export interface UploadsTable {
  id: Generated<number>;
  customer_id: number;
  account_id: number;
  storage_key: string;
  original_name: string;
  mime: string;
  size: number;
  created_at: string;
}

import type { Generated } from 'kysely';

/** Password-reset tokens (kept as their sha256 hash). */
export interface AuthTables {
  password_resets: PasswordResetsTable;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  account_id: number;
  customer_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Flag } from '../db/flag';

/** Tables of the identity layer: merchants (customers), their accounts, sessions, failed sign-ins. Times are ISO-8601 UTC text, flags 0/1. */
export interface IdentityTables {
  customers: CustomersTable;
  accounts: AccountsTable;
  account_invitations: AccountInvitationsTable;
  account_skus: AccountSkusTable;
  sessions: SessionsTable;
  auth_failures: AuthFailuresTable;
  api_keys: ApiKeysTable;
}

export interface CustomersTable {
  id: Generated<number>;
  name: string;
  email: string;
  platform_type: number;
  phone: string;
  country: string;
  currency: string;
  company_name: string;
  /** Shown in the settings drawer; never looked up by (see api_key_hash). */
  api_key: string | null;
  /** SHA-256 (hex) of api_key, unique: the Open API finds the merchant by it. */
  api_key_hash: string | null;
  show_true_tracking_number: Flag;
  warning_quantity_enabled: Flag;
  scan_barcode_enabled: Flag;
  warning_email_enabled: Flag;
  app_down_button_is_display: Flag;
  created_at: string;
  updated_at: string;
}

export interface AccountsTable {
  id: Generated<number>;
  customer_id: number;
  is_main: Flag;
  account_type: 'main' | 'insider' | 'supplier';
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** `invited`: waiting for the invitee to set a password through the mailed link (no sign-in until then). */
  status: 'active' | 'disabled' | 'invited';
  /** The sub-account's Grant as JSON (`grantSchema`); ignored for the main account. */
  permissions: string;
  guide_type_3: Flag;
  /** The account's chosen language (en, zh_CN; registration, profile, header switch): mail about the account is written in it. A sign-in never changes it. */
  lang: string | null;
  /** The latest sign-in (a session opened); null if never. */
  last_sign_in_at: string | null;
  /** The account's own phone, set on its profile; '' when never given. */
  phone: Generated<string>;
  /** IANA zone the web shows times in ('UTC' until chosen); the API keeps UTC. */
  time_zone: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A sub-account's pending invitation: the hash of the mailed link's token, one per account. */
export interface AccountInvitationsTable {
  id: Generated<number>;
  customer_id: number;
  account_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

/** A SKU a sub-account limited to chosen SKUs reaches (docs/SECURITY.md "SKU permissions"). */
export interface AccountSkusTable {
  account_id: number;
  customer_id: number;
  product_id: number;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  customer_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string;
  user_agent: string;
}

/** Failed attempts of one subject (`login:<email>`, `ops-key`) from one client address, per window. */
export interface AuthFailuresTable {
  subject: string;
  ip: string;
  failures: number;
  /** Epoch milliseconds. */
  window_start: ColumnType<number, number, number>;
  last_failed_at: ColumnType<number, number, number>;
}

/** A named API key with scopes (the plugins page); the settings drawer's full-access key is on `customers`. */
export interface ApiKeysTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  /** SHA-256 (hex) of the key, unique: the only form of the key kept. */
  key_hash: string;
  /** The key's first characters, shown to tell keys apart. */
  key_hint: string;
  /** JSON list of `area:level` scopes (`ApiKeyScope`). */
  scopes: string;
  /** The e-mail of the account that created it. */
  created_by: string;
  created_at: string;
  /** Written at most once a minute per key (docs/server/open-api.md). */
  last_used_at: string | null;
  last_used_ip: string | null;
}

export type CustomerRow = Selectable<CustomersTable>;
export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;

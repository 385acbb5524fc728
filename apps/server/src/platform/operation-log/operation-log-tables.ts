import type { Generated } from 'kysely';

/** The operation log (platform/operation-log writes it, modules/operation-log reads and prunes it). */
export interface OperationLogTables {
  operation_logs: OperationLogsTable;
}

export interface OperationLogsTable {
  id: Generated<number>;
  customer_id: number;
  /** The acting account; 0 for the API key and staff. */
  account_id: number;
  /** The account's e-mail then, or the API key's or staff member's label. */
  account_email: string;
  /** `main`, `sub`, or '' for the API key and staff. */
  account_kind: string;
  source: string;
  menu: string;
  operation: string;
  method: string;
  url: string;
  /** JSON, secrets masked, cut at PARAMETERS_MAX_CHARS. */
  params: string;
  result_code: number;
  result_msg: string;
  duration_ms: number;
  ip: string;
  user_agent: string;
  created_at: string;
}

import type { Generated } from 'kysely';

/** In-app alerts about a merchant's records (the user messages page), and which account has read which. */
export interface AlertTables {
  user_alerts: UserAlertsTable;
  user_alert_reads: UserAlertReadsTable;
}

export interface UserAlertsTable {
  id: Generated<number>;
  customer_id: number;
  /** `MessageAlertType`. */
  type: string;
  /** The permission area a sub-account needs to see it (`order`, `inventory`). */
  area: string;
  /** The record it is about (an order's or a loss order's id): unique per merchant and kind. */
  subject: string;
  /** What the list names it by (the order's system id, the loss order's number). */
  reference: string;
  /** What happened, in the provider's words. */
  detail: string;
  created_at: string;
}

export interface UserAlertReadsTable {
  alert_id: number;
  account_id: number;
  customer_id: number;
  read_at: string;
}

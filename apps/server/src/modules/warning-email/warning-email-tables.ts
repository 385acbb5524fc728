import type { Generated } from 'kysely';

/** Warning e-mails: the addresses, the merchant's digest hour and sending times, the alerts to mail. */
export interface WarningEmailTables {
  warning_email_recipients: WarningEmailRecipientsTable;
  warning_email_settings: WarningEmailSettingsTable;
  warning_alerts: WarningAlertsTable;
}

export interface WarningEmailRecipientsTable {
  id: Generated<number>;
  customer_id: number;
  /** The address's place in the merchant's list (0-based). */
  position: number;
  email: string;
  /** The kinds it receives, comma-separated (`WarningEmailType`). */
  types: string;
  created_at: string;
}

export interface WarningEmailSettingsTable {
  customer_id: number;
  /** UTC hour of the low-stock digest. */
  digest_hour: number;
  /** When the last batch of immediate alerts was mailed: the next waits `WARNING_EMAIL_BATCH_MINUTES`. */
  last_mailed_at: string | null;
  /** The UTC date (YYYY-MM-DD) the last low-stock digest was made for. */
  last_digest_on: string | null;
  updated_at: string;
}

export interface WarningAlertsTable {
  id: Generated<number>;
  customer_id: number;
  /** `WarningEmailType`. */
  type: string;
  /** The record it is about (an order's id): unique per merchant and kind. */
  subject: string;
  /** What the mail names it by (the order number). */
  reference: string;
  /** What happened, in the provider's words (the exception's reason, the carrier's status). */
  detail: string;
  created_at: string;
  /** Null until mailed (or dropped because warning e-mails were switched off). */
  mailed_at: string | null;
}

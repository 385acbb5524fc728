import type { CURRENCIES, TOP_UP_STATUSES, VOUCHER_MIMES } from '@portal/contract';
import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';
import type { ActorKind } from '../../platform/actor';

type Currency = (typeof CURRENCIES)[number];

export interface TopUpTables {
  top_up_receiving_accounts: ReceivingAccountsTable;
  top_up_exchange_rates: ExchangeRatesTable;
  top_ups: TopUpsTable;
  top_up_history: TopUpHistoryTable;
}

/** The provider's account merchants pay into for one platform and currency. */
export interface ReceivingAccountsTable {
  id: Generated<number>;
  platform: string;
  platform_name: string;
  currency: Currency;
  account_name: string;
  account_number: string;
  bank_name: string;
  instructions: string;
  enabled: Flag;
  updated_at: string;
}

/** USD for one unit of `currency` on `rate_date` (YYYY-MM-DD), as exact decimal text. */
export interface ExchangeRatesTable {
  id: Generated<number>;
  currency: Currency;
  rate_date: string;
  usd_rate: string;
  updated_at: string;
}

/** A merchant's top-up (spec 3 "Top-up record"); amounts in minor units of `currency`, `credited_usd` in cents. */
export interface TopUpsTable {
  id: Generated<number>;
  customer_id: number;
  top_up_no: string;
  platform: string;
  platform_name: string;
  currency: Currency;
  amount: number;
  payment_date: string;
  remark: string;
  status: (typeof TOP_UP_STATUSES)[number];
  received_amount: number | null;
  usd_rate: string | null;
  rate_date: string | null;
  credited_usd: number | null;
  reject_reason: string;
  /** `<customer_id>/<uuid>.<ext>` under DATA_DIR/vouchers: never served without a session. */
  voucher_key: string;
  voucher_name: string;
  voucher_mime: (typeof VOUCHER_MIMES)[number];
  voucher_size: number;
  voucher_sha256: string;
  /** The account that submitted it. */
  account_id: number;
  created_at: string;
  updated_at: string;
}

export interface TopUpHistoryTable {
  id: Generated<number>;
  customer_id: number;
  top_up_id: number;
  status: (typeof TOP_UP_STATUSES)[number];
  actor_kind: ActorKind;
  actor_id: number;
  actor_label: string;
  note: string;
  created_at: string;
}

import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';

export interface StorageFeeTables {
  storage_rate_tiers: StorageRateTiersTable;
  storage_discounts: StorageDiscountsTable;
  storage_charges: StorageChargesTable;
  storage_charge_lines: StorageChargeLinesTable;
}

/** One age tier of a warehouse's rate card: from `from_day` (> 30) until the next tier, a daily rate per m³ in micro-dollars. */
export interface StorageRateTiersTable {
  warehouse_id: number;
  from_day: number;
  daily_rate_micro: number;
  updated_at: string;
}

/** A merchant's storage discount in basis points (100 = 1%). */
export interface StorageDiscountsTable {
  customer_id: number;
  discount_bp: number;
  updated_at: string;
}

/**
 * One merchant's storage charge for one warehouse and local day (unique). Money in USD cents:
 * receivable = Σ lines' micro-dollars rounded to cents once; discount = receivable × discount_bp
 * rounded; net = receivable − discount, debited from the wallet (`settled` 1 once debited, or when
 * there was nothing to debit).
 */
export interface StorageChargesTable {
  id: Generated<number>;
  customer_id: number;
  warehouse_id: number;
  /** The warehouse's local day charged, `YYYY-MM-DD`. */
  charge_date: string;
  /** Volume of every unit on hand that day, free or not. */
  stored_volume_m3: number;
  /** Volume past the free days: what was charged. */
  charged_volume_m3: number;
  currency: 'USD';
  receivable: number;
  discount_bp: number;
  discount: number;
  net: number;
  settled: Flag;
  wallet_transaction_id: number | null;
  created_at: string;
}

/** One age layer of one SKU charged on the day: units × unit volume × its tier's rate. */
export interface StorageChargeLinesTable {
  id: Generated<number>;
  customer_id: number;
  charge_id: number;
  product_id: number;
  layer_id: number;
  received_at: string;
  /** The layer's age that day: the local day it arrived is day 1. */
  age_days: number;
  tier_from_day: number;
  units: number;
  unit_volume_m3: number;
  daily_rate_micro: number;
  /** units × unit volume × rate, unrounded micro-dollars. */
  amount_micro: number;
}

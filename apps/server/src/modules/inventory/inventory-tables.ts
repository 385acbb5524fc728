import type { Generated } from 'kysely';
import type { ActorKind } from '../../platform/actor';

/** The stock ledger: balances per SKU and warehouse, every movement, and what each reference holds locked. */
export interface InventoryTables {
  stock_balances: StockBalancesTable;
  stock_movements: StockMovementsTable;
  stock_locks: StockLocksTable;
  stock_layers: StockLayersTable;
  stock_ages: StockAgesTable;
}

/**
 * One SKU in one warehouse: `on_hand` on the shelf, `locked` reserved by orders (and staff holds);
 * available = on_hand − locked, never negative (a check constraint). Written only with a movement.
 */
export interface StockBalancesTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  warehouse_id: number;
  on_hand: number;
  locked: number;
  updated_at: string;
  /** The SKU's `sku_key`, copied by a trigger (migration 0020) so the list sorts by it without the join. */
  sku_key: Generated<string>;
  /** The SKU's warning quantity, copied by the same triggers, for the alert filter's index. */
  warning_quantity: number | null;
}

/** Append-only: on_hand = Σ on_hand_delta and locked = Σ locked_delta per SKU and warehouse. */
export interface StockMovementsTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  warehouse_id: number;
  /** A `StockMovementType` of the contract. */
  type: string;
  on_hand_delta: number;
  locked_delta: number;
  on_hand_after: number;
  locked_after: number;
  /** A `StockReferenceType` of the contract, null for a count or a receipt without a booking. */
  reference_type: string | null;
  reference_id: number | null;
  /** The package the SKU moved for as a component, null otherwise (migration 0042). */
  package_code: string | null;
  actor_kind: ActorKind;
  actor_id: number;
  actor_label: string;
  created_at: string;
}

/**
 * What a reference (an order, a staff hold) holds locked now, per SKU and warehouse: a lock adds to
 * it, a release or deduction takes the row away in the statement that reads it, so two servers
 * cancelling the same order cannot both give its stock back.
 */
export interface StockLocksTable {
  customer_id: number;
  reference_type: string;
  reference_id: number;
  product_id: number;
  warehouse_id: number;
  quantity: number;
  /** The package the SKU is locked for as a component, '' for the SKU's own line (migration 0042). */
  package_code: Generated<string>;
}

/**
 * The age of stock (issue 11): one row per arrival of units (an inbound batch shelved, a counted
 * gain, a loss order's recount upwards), consumed first in, first out by packing and counted losses.
 * Per SKU and warehouse, Σ remaining = the balance's on_hand, written in the balance's transaction.
 * Spent layers stay (remaining 0), as the history of when each unit arrived.
 */
export interface StockLayersTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  warehouse_id: number;
  /** When the units arrived (UTC, ISO): what storage age and billing count from. */
  received_at: string;
  quantity: number;
  remaining: number;
  /** The `StockMovementType` that brought the units in (opening, receipt, adjustment, loss_adjustment). */
  movement_type: string;
  /** A `StockReferenceType` (an inbound booking, a loss order), null for a count or opening stock. */
  reference_type: string | null;
  reference_id: number | null;
}

/**
 * One row per SKU and warehouse with stock on hand: when its oldest unit still there arrived (the
 * received_at of its oldest open layer), kept by the same writes as the layers, so the age screen
 * pages oldest first through an index instead of grouping every layer of the merchant.
 */
export interface StockAgesTable {
  customer_id: number;
  product_id: number;
  warehouse_id: number;
  oldest_received_at: string;
}

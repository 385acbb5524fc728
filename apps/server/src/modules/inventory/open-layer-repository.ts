import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { InventoryTables } from './inventory-tables';

// A literal, not a bound parameter: SQLite uses the partial index `stock_layers_open_idx` (where
// remaining > 0) only when the query states that very condition.
const OPEN = sql<boolean>`remaining > 0`;

/** An age layer with units left: what storage billing charges (issue 12). */
export interface OpenLayer {
  id: number;
  customerId: number;
  productId: number;
  warehouseId: number;
  /** UTC ISO time the units arrived. */
  receivedAt: string;
  remaining: number;
}

/**
 * Reads of open `stock_layers` for other modules (storage fees): across merchants for the daily job,
 * which pages merchants of one warehouse by id, and of one merchant for its forecast. Read-only; the
 * ledger's `AgeLayerRepository` stays the only writer.
 */
export class OpenLayerReads {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<InventoryTables, 'stock_layers'>>(this.db, tx);
  }

  /** Up to `limit` merchants (ascending ids after `afterCustomerId`) holding units in the warehouse that arrived before `before`. */
  async customersHolding(warehouseId: number, before: string, afterCustomerId: number, limit: number, tx?: Tx) {
    const rows = await this.kysely(tx)
      .selectFrom('stock_layers')
      .select('customer_id')
      .distinct()
      .where('customer_id', '>', afterCustomerId)
      .where('warehouse_id', '=', warehouseId)
      .where(OPEN)
      .where('received_at', '<', before)
      .orderBy('customer_id')
      .limit(limit)
      .execute();
    return rows.map((row) => Number(row.customer_id));
  }

  /** The open layers of these merchants in the warehouse that arrived before `before`. */
  async inWarehouse(warehouseId: number, customerIds: number[], before: string, tx?: Tx): Promise<OpenLayer[]> {
    if (customerIds.length === 0) return [];
    const rows = await this.kysely(tx)
      .selectFrom('stock_layers')
      .select(['id', 'customer_id', 'product_id', 'warehouse_id', 'received_at', 'remaining'])
      .where('customer_id', 'in', customerIds)
      .where('warehouse_id', '=', warehouseId)
      .where(OPEN)
      .where('received_at', '<', before)
      .orderBy('customer_id')
      .orderBy('product_id')
      .orderBy('received_at')
      .orderBy('id')
      .execute();
    return rows.map(toLayer);
  }

  /** Every open layer of one merchant, oldest first per SKU and warehouse. */
  async ofMerchant(scope: TenantScope, tx?: Tx): Promise<OpenLayer[]> {
    const rows = await this.kysely(tx)
      .selectFrom('stock_layers')
      .select(['id', 'customer_id', 'product_id', 'warehouse_id', 'received_at', 'remaining'])
      .where('customer_id', '=', scope.customerId)
      .where(OPEN)
      .orderBy('product_id')
      .orderBy('warehouse_id')
      .orderBy('received_at')
      .orderBy('id')
      .execute();
    return rows.map(toLayer);
  }
}

function toLayer(row: {
  id: number;
  customer_id: number;
  product_id: number;
  warehouse_id: number;
  received_at: string;
  remaining: number;
}): OpenLayer {
  return {
    id: Number(row.id),
    customerId: Number(row.customer_id),
    productId: Number(row.product_id),
    warehouseId: Number(row.warehouse_id),
    receivedAt: row.received_at,
    remaining: Number(row.remaining),
  };
}

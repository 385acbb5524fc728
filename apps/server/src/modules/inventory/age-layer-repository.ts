import type { StockMovementType } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import { takeFirstInFirstOut } from './age-layers';
import type { BalanceKey } from './balance-repository';
import type { InventoryTables } from './inventory-tables';
import type { StockReference } from './stock-ledger-types';

/** What brought a layer's units in: the movement's type and its reference (an inbound booking, a loss order). */
export interface LayerSource {
  type: StockMovementType;
  reference: StockReference | null;
}

/**
 * `stock_layers`: when each unit on hand arrived, and `stock_ages`, the oldest open layer's time per
 * SKU and warehouse with stock. The ledger calls it inside the transaction of every on-hand write,
 * after the balance write (which holds the balance row, so two writers of one SKU never consume the
 * same layer), so Σ remaining per SKU and warehouse = on_hand at every commit.
 */
export class AgeLayerRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx: Tx) {
    return queryBuilder<Pick<InventoryTables, 'stock_layers' | 'stock_ages'>>(this.db, tx);
  }

  private layers(tx: Tx, scope: TenantScope) {
    return this.kysely(tx).updateTable('stock_layers').where('customer_id', '=', scope.customerId);
  }

  /** A new layer of `quantity` units received at `at` (UTC ISO time). */
  async add(tx: Tx, scope: TenantScope, key: BalanceKey, quantity: number, at: string, source: LayerSource) {
    if (!Number.isSafeInteger(quantity) || quantity <= 0) {
      throw new RangeError(`stock quantity must be a positive whole number, got ${quantity}`);
    }
    await this.kysely(tx)
      .insertInto('stock_layers')
      .values({
        customer_id: scope.customerId,
        product_id: key.productId,
        warehouse_id: key.warehouseId,
        received_at: at,
        quantity,
        remaining: quantity,
        movement_type: source.type,
        reference_type: source.reference?.type ?? null,
        reference_id: source.reference?.id ?? null,
      })
      .execute();
    await this.kysely(tx)
      .insertInto('stock_ages')
      .values({
        customer_id: scope.customerId,
        product_id: key.productId,
        warehouse_id: key.warehouseId,
        oldest_received_at: at,
      })
      .onConflict((oc) =>
        oc.columns(['product_id', 'warehouse_id']).doUpdateSet({
          oldest_received_at: sql`case when excluded.oldest_received_at < stock_ages.oldest_received_at
            then excluded.oldest_received_at else stock_ages.oldest_received_at end`,
        }),
      )
      .execute();
  }

  /** Takes `quantity` units off the SKU's layers, oldest first; throws (a broken ledger) if they hold less. */
  async consume(tx: Tx, scope: TenantScope, key: BalanceKey, quantity: number): Promise<void> {
    const open = await this.kysely(tx)
      .selectFrom('stock_layers')
      .select(['id', 'remaining', 'received_at'])
      .where('customer_id', '=', scope.customerId)
      .where('product_id', '=', key.productId)
      .where('warehouse_id', '=', key.warehouseId)
      .where('remaining', '>', 0)
      .orderBy('received_at')
      .orderBy('id')
      .execute();
    const left = takeFirstInFirstOut(
      open.map((row) => ({ id: row.id, remaining: Number(row.remaining) })),
      quantity,
    );
    // Every layer but the last one touched is emptied: one statement for those, one for the last.
    const emptied = left.filter((layer) => layer.remaining === 0).map((layer) => layer.id);
    if (emptied.length) {
      await this.layers(tx, scope).set({ remaining: 0 }).where('id', 'in', emptied).execute();
    }
    const partial = left.find((layer) => layer.remaining > 0);
    if (partial) {
      await this.layers(tx, scope).set({ remaining: partial.remaining }).where('id', '=', partial.id).execute();
    }
    const leftOf = new Map(left.map((layer) => [layer.id, layer.remaining]));
    const oldest = open.find((row) => (leftOf.get(row.id) ?? Number(row.remaining)) > 0);
    if (oldest?.received_at === open[0]?.received_at) return;
    if (oldest) {
      await this.kysely(tx)
        .updateTable('stock_ages')
        .set({ oldest_received_at: oldest.received_at })
        .where('customer_id', '=', scope.customerId)
        .where('product_id', '=', key.productId)
        .where('warehouse_id', '=', key.warehouseId)
        .execute();
    } else {
      await this.kysely(tx)
        .deleteFrom('stock_ages')
        .where('customer_id', '=', scope.customerId)
        .where('product_id', '=', key.productId)
        .where('warehouse_id', '=', key.warehouseId)
        .execute();
    }
  }
}

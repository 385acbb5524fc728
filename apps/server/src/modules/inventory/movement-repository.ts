import type { StockMovementType, StockReferenceType } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import { actorColumns, actorOf } from '../../platform/actor';
import type { InventoryTables, StockMovementsTable } from './inventory-tables';
import type { StockMovement, StockReference } from './stock-ledger-types';

/** A movement to append: what moved, why, and the balance the write left. */
export type NewMovement = Omit<StockMovement, 'id' | 'createdAt' | 'packageCode'> & { packageCode?: string | null };

/** Rows per insert, well under both engines' limits on bound parameters (14 columns each). */
const INSERT_CHUNK = 500;

function toMovement(row: Selectable<StockMovementsTable>): StockMovement {
  return {
    id: row.id,
    productId: row.product_id,
    warehouseId: row.warehouse_id,
    type: row.type as StockMovementType,
    onHandDelta: Number(row.on_hand_delta),
    lockedDelta: Number(row.locked_delta),
    onHandAfter: Number(row.on_hand_after),
    lockedAfter: Number(row.locked_after),
    reference:
      row.reference_type === null || row.reference_id === null
        ? null
        : { type: row.reference_type as StockReferenceType, id: row.reference_id },
    packageCode: row.package_code,
    actor: actorOf(row),
    createdAt: row.created_at,
  };
}

/** `stock_movements`: appended to, never updated or deleted. */
export class MovementRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<InventoryTables, 'stock_movements'>>(this.db, tx);
  }

  async append(tx: Tx, scope: TenantScope, movements: NewMovement[], at: string): Promise<StockMovement[]> {
    const written: StockMovement[] = [];
    for (let start = 0; start < movements.length; start += INSERT_CHUNK) {
      const rows = await this.kysely(tx)
        .insertInto('stock_movements')
        .values(
          movements.slice(start, start + INSERT_CHUNK).map((m) => ({
            customer_id: scope.customerId,
            product_id: m.productId,
            warehouse_id: m.warehouseId,
            type: m.type,
            on_hand_delta: m.onHandDelta,
            locked_delta: m.lockedDelta,
            on_hand_after: m.onHandAfter,
            locked_after: m.lockedAfter,
            reference_type: m.reference?.type ?? null,
            reference_id: m.reference?.id ?? null,
            package_code: m.packageCode ?? null,
            ...actorColumns(m.actor),
            created_at: at,
          })),
        )
        .returningAll()
        .execute();
      written.push(...rows.map(toMovement));
    }
    return written;
  }

  /** The movements of one reference, oldest first. */
  async ofReference(scope: TenantScope, reference: StockReference, tx?: Tx): Promise<StockMovement[]> {
    const rows = await this.kysely(tx)
      .selectFrom('stock_movements')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('reference_type', '=', reference.type)
      .where('reference_id', '=', reference.id)
      .orderBy('id')
      .execute();
    return rows.map(toMovement);
  }
}

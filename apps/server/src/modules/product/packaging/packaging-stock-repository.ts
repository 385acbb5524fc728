import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { queryBuilder } from '../../../db/query-builder';
import type { Tx } from '../../../db/transaction';
import type { TenantScope } from '../../../kernel/viewer';
import { type Actor, actorColumns } from '../../../platform/actor';
import type { PackagingMovementsTable, ProductTables } from '../product-tables';

export interface PackagingBalanceRow {
  packaging_id: number;
  warehouse_id: number;
  on_hand: number;
  locked: number;
}

/** What a reference (an order) holds or moves: the item, the warehouse and how many. */
export interface PackagingReference {
  type: string;
  id: number;
}

type MovementType = PackagingMovementsTable['type'];

/**
 * The packaging ledger's tables (`packaging_balances`, `packaging_movements`, `packaging_locks`): the one
 * reader and writer. Every write is one conditional statement whose condition is the rule, as the
 * stock ledger's: a lock is `locked + q` where `on_hand - locked >= q`, so concurrent submits never
 * lock more than there is; release and deduction take a reference's locks with `delete … returning`,
 * so a second cancel finds nothing to give back.
 */
export class PackagingStockRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<ProductTables>(this.db, tx);
  }

  balancesOf(scope: TenantScope, packagingIds: number[], tx?: Tx): Promise<PackagingBalanceRow[]> {
    if (!packagingIds.length) return Promise.resolve([]);
    return this.kysely(tx)
      .selectFrom('packaging_balances')
      .select(['packaging_id', 'warehouse_id', 'on_hand', 'locked'])
      .where('customer_id', '=', scope.customerId)
      .where('packaging_id', 'in', packagingIds)
      .orderBy('packaging_id')
      .orderBy('warehouse_id')
      .execute();
  }

  /** The ids among `packagingIds` with units on hand or locked in some warehouse. */
  async withStock(tx: Tx, scope: TenantScope, packagingIds: number[]): Promise<number[]> {
    if (!packagingIds.length) return [];
    const rows = await this.kysely(tx)
      .selectFrom('packaging_balances')
      .select('packaging_id')
      .distinct()
      .where('customer_id', '=', scope.customerId)
      .where('packaging_id', 'in', packagingIds)
      .where((eb) => eb.or([eb('on_hand', '>', 0), eb('locked', '>', 0)]))
      .execute();
    return rows.map((row) => row.packaging_id);
  }

  /** Deleting items: their balances, all empty by then (the movements stay, as a deleted SKU's do). */
  async removeEmptyBalances(tx: Tx, scope: TenantScope, packagingIds: number[]): Promise<void> {
    if (!packagingIds.length) return;
    await this.kysely(tx)
      .deleteFrom('packaging_balances')
      .where('customer_id', '=', scope.customerId)
      .where('packaging_id', 'in', packagingIds)
      .where('on_hand', '=', 0)
      .where('locked', '=', 0)
      .execute();
  }

  /** Which inbound bookings (by id) each of these items was received with. */
  receivedWith(
    tx: Tx,
    scope: TenantScope,
    packagingIds: number[],
  ): Promise<{ packaging_id: number; reference_id: number }[]> {
    if (!packagingIds.length) return Promise.resolve([]);
    return this.kysely(tx)
      .selectFrom('packaging_movements')
      .select(['packaging_id', 'reference_id'])
      .distinct()
      .where('customer_id', '=', scope.customerId)
      .where('packaging_id', 'in', packagingIds)
      .where('type', '=', 'receipt')
      .where('reference_type', '=', 'inbound')
      .execute();
  }

  /** Units received against one reference (an inbound booking), per item. */
  async receivedFor(scope: TenantScope, reference: PackagingReference): Promise<Map<number, number>> {
    const rows = await this.kysely()
      .selectFrom('packaging_movements')
      .select((eb) => ['packaging_id', eb.fn.sum<number>('on_hand_delta').as('received')])
      .where('customer_id', '=', scope.customerId)
      .where('reference_type', '=', reference.type)
      .where('reference_id', '=', reference.id)
      .where('type', '=', 'receipt')
      .groupBy('packaging_id')
      .execute();
    return new Map(rows.map((row) => [row.packaging_id, Number(row.received)]));
  }

  /** Adds units on hand (a balance row is made on the first receipt in a warehouse). */
  async receive(
    tx: Tx,
    scope: TenantScope,
    move: { reference: PackagingReference; warehouseId: number; packagingId: number; quantity: number },
    actor: Actor,
    at: string,
  ): Promise<void> {
    const after = await this.kysely(tx)
      .insertInto('packaging_balances')
      .values({
        customer_id: scope.customerId,
        packaging_id: move.packagingId,
        warehouse_id: move.warehouseId,
        on_hand: move.quantity,
        locked: 0,
      })
      .onConflict((oc) =>
        oc
          .columns(['packaging_id', 'warehouse_id'])
          .doUpdateSet({ on_hand: sql<number>`packaging_balances.on_hand + ${move.quantity}` }),
      )
      .returning(['on_hand', 'locked'])
      .executeTakeFirstOrThrow();
    await this.record(tx, scope, move, { type: 'receipt', onHand: move.quantity, locked: 0 }, after, actor, at);
  }

  /** Locks `quantity` if that many are free; answers false (nothing written) otherwise. */
  async lock(
    tx: Tx,
    scope: TenantScope,
    move: { reference: PackagingReference; warehouseId: number; packagingId: number; quantity: number },
    actor: Actor,
    at: string,
  ): Promise<boolean> {
    const after = await this.kysely(tx)
      .updateTable('packaging_balances')
      .set({ locked: sql<number>`locked + ${move.quantity}` })
      .where('customer_id', '=', scope.customerId)
      .where('packaging_id', '=', move.packagingId)
      .where('warehouse_id', '=', move.warehouseId)
      .where(sql<boolean>`on_hand - locked >= ${move.quantity}`)
      .returning(['on_hand', 'locked'])
      .executeTakeFirst();
    if (!after) return false;
    await this.kysely(tx)
      .insertInto('packaging_locks')
      .values({
        customer_id: scope.customerId,
        reference_type: move.reference.type,
        reference_id: move.reference.id,
        packaging_id: move.packagingId,
        warehouse_id: move.warehouseId,
        quantity: move.quantity,
      })
      .execute();
    await this.record(tx, scope, move, { type: 'lock', onHand: 0, locked: move.quantity }, after, actor, at);
    return true;
  }

  /**
   * Ends what a reference holds: `release` gives the units back to available, `deduction` takes them
   * off the shelf (packed). Answers how many items moved.
   */
  async settle(
    tx: Tx,
    scope: TenantScope,
    reference: PackagingReference,
    type: 'release' | 'deduction',
    actor: Actor,
    at: string,
  ): Promise<number> {
    const held = await this.kysely(tx)
      .deleteFrom('packaging_locks')
      .where('customer_id', '=', scope.customerId)
      .where('reference_type', '=', reference.type)
      .where('reference_id', '=', reference.id)
      .returning(['packaging_id', 'warehouse_id', 'quantity'])
      .execute();
    held.sort((a, b) => a.packaging_id - b.packaging_id || a.warehouse_id - b.warehouse_id);
    for (const lock of held) {
      const onHand = type === 'deduction' ? -lock.quantity : 0;
      const after = await this.kysely(tx)
        .updateTable('packaging_balances')
        .set({
          on_hand: sql<number>`on_hand + ${onHand}`,
          locked: sql<number>`locked - ${lock.quantity}`,
        })
        .where('customer_id', '=', scope.customerId)
        .where('packaging_id', '=', lock.packaging_id)
        .where('warehouse_id', '=', lock.warehouse_id)
        .returning(['on_hand', 'locked'])
        .executeTakeFirstOrThrow();
      const move = { reference, warehouseId: lock.warehouse_id, packagingId: lock.packaging_id };
      await this.record(tx, scope, move, { type, onHand, locked: -lock.quantity }, after, actor, at);
    }
    return held.length;
  }

  private async record(
    tx: Tx,
    scope: TenantScope,
    move: { reference: PackagingReference; warehouseId: number; packagingId: number },
    delta: { type: MovementType; onHand: number; locked: number },
    after: { on_hand: number; locked: number },
    actor: Actor,
    at: string,
  ): Promise<void> {
    await this.kysely(tx)
      .insertInto('packaging_movements')
      .values({
        customer_id: scope.customerId,
        packaging_id: move.packagingId,
        warehouse_id: move.warehouseId,
        type: delta.type,
        on_hand_delta: delta.onHand,
        locked_delta: delta.locked,
        on_hand_after: after.on_hand,
        locked_after: after.locked,
        reference_type: move.reference.type,
        reference_id: move.reference.id,
        ...actorColumns(actor),
        created_at: at,
      })
      .execute();
  }

  private movementsOf(scope: TenantScope, packagingId: number, warehouseId?: number) {
    let q = this.kysely()
      .selectFrom('packaging_movements')
      .where('customer_id', '=', scope.customerId)
      .where('packaging_id', '=', packagingId);
    if (warehouseId) q = q.where('warehouse_id', '=', warehouseId);
    return q;
  }

  async countMovements(scope: TenantScope, packagingId: number, warehouseId?: number): Promise<number> {
    const row = await this.movementsOf(scope, packagingId, warehouseId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest first. */
  movements(
    scope: TenantScope,
    packagingId: number,
    warehouseId: number | undefined,
    page: { offset: number; limit: number },
  ) {
    return this.movementsOf(scope, packagingId, warehouseId)
      .selectAll()
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }
}

import { type AliasedSelectQueryBuilder, type Kysely, sql } from 'kysely';
import { compiledPerShape } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { InventoryTables } from './inventory-tables';
import type { StockBalance } from './stock-ledger-types';

/** A balance row's counts after a write, as the write itself returned them. */
export interface BalanceAfter {
  id: number;
  productId: number;
  onHand: number;
  locked: number;
}

/** Where one SKU's balance is: the merchant, the warehouse and the SKU. */
export interface BalanceKey {
  productId: number;
  warehouseId: number;
}

/**
 * Available stock per SKU in one warehouse (`product_id`, `available`), for another module's
 * repository to join (the SKU picker's search): the SQL of `stock_balances` stays written here.
 */
export type AvailableStockSubquery = AliasedSelectQueryBuilder<{ product_id: number; available: number }, 'stock'>;

const AFTER = ['id', 'product_id', 'on_hand', 'locked'] as const;

function after(row: { id: number; product_id: number; on_hand: number; locked: number }): BalanceAfter {
  return { id: row.id, productId: row.product_id, onHand: Number(row.on_hand), locked: Number(row.locked) };
}

function toBalance(row: { product_id: number; warehouse_id: number; on_hand: number; locked: number }): StockBalance {
  const onHand = Number(row.on_hand);
  const locked = Number(row.locked);
  return { productId: row.product_id, warehouseId: row.warehouse_id, onHand, locked, available: onHand - locked };
}

/**
 * `stock_balances`, one row per SKU and warehouse. Every write is one statement whose condition is
 * the rule (`on_hand - locked >= q` to lock), so two servers racing on the same row cannot both
 * pass it: PostgreSQL re-checks the condition on the row a concurrent writer left, SQLite runs one
 * writer at a time. A write answers the counts it left, for the movement beside it.
 */
/** Which balances a page lists: one SKU and one warehouse, either optional. */
export interface BalancePageFilter {
  productId?: number;
  warehouseId?: number;
  offset: number;
  limit: number;
}

export class BalanceRepository {
  /** The SKU list's stock lookup, compiled once per page length (`db/compiled-once.ts`). */
  private readonly productShapes;

  constructor(private readonly db: Db) {
    this.productShapes = compiledPerShape(
      () => this.kysely() as Kysely<unknown>,
      (params) => this.ofProductsQuery(params.customerId as number, params.productIds as number[]),
    );
  }

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<InventoryTables, 'stock_balances'>>(this.db, tx);
  }

  private row(tx: Tx, scope: TenantScope, key: BalanceKey) {
    return this.kysely(tx)
      .updateTable('stock_balances')
      .where('customer_id', '=', scope.customerId)
      .where('product_id', '=', key.productId)
      .where('warehouse_id', '=', key.warehouseId);
  }

  /** Locks `quantity` if that much is available; undefined (nothing written) otherwise. */
  async lock(tx: Tx, scope: TenantScope, key: BalanceKey, quantity: number, at: string) {
    const row = await this.row(tx, scope, key)
      .set((eb) => ({ locked: eb('locked', '+', quantity), updated_at: at }))
      .where(sql<boolean>`on_hand - locked >= ${quantity}`)
      .returning(AFTER)
      .executeTakeFirst();
    return row && after(row);
  }

  /** Gives back `quantity` locked units; undefined if fewer are locked (the ledger would be broken). */
  async unlock(tx: Tx, scope: TenantScope, key: BalanceKey, quantity: number, at: string) {
    const row = await this.row(tx, scope, key)
      .set((eb) => ({ locked: eb('locked', '-', quantity), updated_at: at }))
      .where('locked', '>=', quantity)
      .returning(AFTER)
      .executeTakeFirst();
    return row && after(row);
  }

  /** Takes `quantity` locked units off the shelf: on hand and locked both go down. */
  async deduct(tx: Tx, scope: TenantScope, key: BalanceKey, quantity: number, at: string) {
    const row = await this.row(tx, scope, key)
      .set((eb) => ({ on_hand: eb('on_hand', '-', quantity), locked: eb('locked', '-', quantity), updated_at: at }))
      .where('locked', '>=', quantity)
      .returning(AFTER)
      .executeTakeFirst();
    return row && after(row);
  }

  /** Sets what is on the shelf, unless that would leave less than is locked (undefined then). */
  async setOnHand(tx: Tx, scope: TenantScope, key: BalanceKey, onHand: number, at: string) {
    const row = await this.row(tx, scope, key)
      .set({ on_hand: onHand, updated_at: at })
      .where('locked', '<=', onHand)
      .returning(AFTER)
      .executeTakeFirst();
    return row && after(row);
  }

  /**
   * The SKU's balance row, made (empty) when the SKU has none in the warehouse, and held for the rest
   * of the transaction: a write that changes nothing still takes the row's lock (PostgreSQL) or the
   * database's (SQLite), so what is read here stays true until the caller's writes.
   */
  async claim(tx: Tx, scope: TenantScope, key: BalanceKey, at: string): Promise<BalanceAfter> {
    const row = await this.kysely(tx)
      .insertInto('stock_balances')
      .values({
        customer_id: scope.customerId,
        product_id: key.productId,
        warehouse_id: key.warehouseId,
        on_hand: 0,
        locked: 0,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(['product_id', 'warehouse_id']).doUpdateSet({ updated_at: at }))
      .returning(AFTER)
      .executeTakeFirstOrThrow();
    return after(row);
  }

  /** Empty rows for the SKUs a warehouse has none of yet; rows already there are left alone. */
  async open(tx: Tx, scope: TenantScope, warehouseId: number, productIds: number[], at: string): Promise<void> {
    if (!productIds.length) return;
    await this.kysely(tx)
      .insertInto('stock_balances')
      .values(
        productIds.map((productId) => ({
          customer_id: scope.customerId,
          product_id: productId,
          warehouse_id: warehouseId,
          on_hand: 0,
          locked: 0,
          updated_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(['product_id', 'warehouse_id']).doNothing())
      .execute();
  }

  /** Adds received units (one row per SKU, made when missing); answers each SKU's counts after. */
  async receive(
    tx: Tx,
    scope: TenantScope,
    warehouseId: number,
    lines: { productId: number; quantity: number }[],
    at: string,
  ): Promise<BalanceAfter[]> {
    if (!lines.length) return [];
    const rows = await this.kysely(tx)
      .insertInto('stock_balances')
      .values(
        lines.map((line) => ({
          customer_id: scope.customerId,
          product_id: line.productId,
          warehouse_id: warehouseId,
          on_hand: line.quantity,
          locked: 0,
          updated_at: at,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['product_id', 'warehouse_id']).doUpdateSet((eb) => ({
          on_hand: eb('stock_balances.on_hand', '+', eb.ref('excluded.on_hand')),
          updated_at: at,
        })),
      )
      .returning(AFTER)
      .execute();
    return rows.map(after);
  }

  /** What is available of one SKU in a warehouse (0 without a row), to word a refusal. */
  async available(tx: Tx, scope: TenantScope, key: BalanceKey): Promise<number> {
    const row = await this.kysely(tx)
      .selectFrom('stock_balances')
      .select(['on_hand', 'locked'])
      .where('customer_id', '=', scope.customerId)
      .where('product_id', '=', key.productId)
      .where('warehouse_id', '=', key.warehouseId)
      .executeTakeFirst();
    return row ? Number(row.on_hand) - Number(row.locked) : 0;
  }

  /**
   * The balances of these SKUs in every warehouse that has a row for them. Found: SQLite, which has
   * no statistics, walked every balance of the merchant (by the customer-leading index) to find a
   * page's 20 SKUs; the unary `+` keeps the customer check off the index choice, so it looks the
   * SKUs up by `(product_id, warehouse_id)` and checks the customer on each row it finds.
   */
  async ofProducts(scope: TenantScope, productIds: number[], tx?: Tx): Promise<StockBalance[]> {
    if (!productIds.length) return [];
    const rows = tx
      ? await this.ofProductsQuery(scope.customerId, productIds, tx).execute()
      : await this.productShapes({ customerId: scope.customerId, productIds });
    return rows.map(toBalance);
  }

  private ofProductsQuery(customerId: number, productIds: number[], tx?: Tx) {
    return this.kysely(tx)
      .selectFrom('stock_balances')
      .select(['product_id', 'warehouse_id', 'on_hand', 'locked'])
      .where(sql<number>`+${sql.ref('customer_id')}`, '=', customerId)
      .where('product_id', 'in', productIds);
  }

  /** A page of the merchant's balances by SKU id, then warehouse, and how many match in all. */
  async page(scope: TenantScope, filter: BalancePageFilter): Promise<{ balances: StockBalance[]; total: number }> {
    let matching = this.kysely().selectFrom('stock_balances').where('customer_id', '=', scope.customerId);
    if (filter.productId !== undefined) matching = matching.where('product_id', '=', filter.productId);
    if (filter.warehouseId !== undefined) matching = matching.where('warehouse_id', '=', filter.warehouseId);
    const [rows, count] = await Promise.all([
      matching
        .select(['product_id', 'warehouse_id', 'on_hand', 'locked'])
        .orderBy('product_id')
        .orderBy('warehouse_id')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { balances: rows.map(toBalance), total: Number(count?.n ?? 0) };
  }

  /** The balances of these SKUs in one warehouse (SKUs without a row are absent). */
  async inWarehouse(scope: TenantScope, warehouseId: number, productIds: number[], tx?: Tx): Promise<StockBalance[]> {
    if (!productIds.length) return [];
    const rows = await this.kysely(tx)
      .selectFrom('stock_balances')
      .select(['product_id', 'warehouse_id', 'on_hand', 'locked'])
      .where('customer_id', '=', scope.customerId)
      .where('warehouse_id', '=', warehouseId)
      .where('product_id', 'in', productIds)
      .execute();
    return rows.map(toBalance);
  }

  /** The SKUs among `productIds` with stock on hand (or locked) in any warehouse. */
  async productIdsWithStock(tx: Tx, scope: TenantScope, productIds: number[]): Promise<number[]> {
    if (!productIds.length) return [];
    const rows = await this.kysely(tx)
      .selectFrom('stock_balances')
      .select('product_id')
      .distinct()
      .where('customer_id', '=', scope.customerId)
      .where('product_id', 'in', productIds)
      .where((eb) => eb.or([eb('on_hand', '>', 0), eb('locked', '>', 0)]))
      .execute();
    return rows.map((r) => r.product_id);
  }

  /** Removes the empty balance rows of SKUs being deleted (their movements stay, summing to zero). */
  async removeEmpty(tx: Tx, scope: TenantScope, productIds: number[]): Promise<void> {
    if (!productIds.length) return;
    await this.kysely(tx)
      .deleteFrom('stock_balances')
      .where('customer_id', '=', scope.customerId)
      .where('product_id', 'in', productIds)
      .where('on_hand', '=', 0)
      .where('locked', '=', 0)
      .execute();
  }

  availableIn(scope: TenantScope, warehouseId: number): AvailableStockSubquery {
    return this.kysely()
      .selectFrom('stock_balances')
      .select(['product_id', sql<number>`on_hand - locked`.as('available')])
      .where('customer_id', '=', scope.customerId)
      .where('warehouse_id', '=', warehouseId)
      .as('stock');
  }
}

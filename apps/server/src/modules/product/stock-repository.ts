import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../http/viewer';
import type { ProductTables } from './product-tables';

/** One SKU's stock in one warehouse, named by its code. */
export interface StockLine {
  sku: string;
  warehouseId: number;
  total: number;
  frozen: number;
}

export interface StockLineFilter {
  /** Upper-cased SKU code (`codeKey`). */
  skuKey?: string;
  warehouseId?: number;
  offset: number;
  limit: number;
}

export interface StockCount {
  productId: number;
  warehouseId: number;
  total: number;
  frozen: number;
}

/** Stock of the merchant's SKUs per warehouse (`product_stock`, one row per SKU and warehouse). */
export class StockRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<ProductTables, 'product_stock' | 'products'>>(this.db, tx);
  }

  /** The stock rows of these SKUs, in any order. */
  async ofProducts(scope: TenantScope, productIds: number[]): Promise<StockCount[]> {
    if (!productIds.length) return [];
    const rows = await this.kysely()
      .selectFrom('product_stock')
      .select(['product_id', 'warehouse_id', 'total', 'frozen'])
      .where('customer_id', '=', scope.customerId)
      .where('product_id', 'in', productIds)
      .execute();
    return rows.map((r) => ({
      productId: r.product_id,
      warehouseId: r.warehouse_id,
      total: r.total,
      frozen: r.frozen,
    }));
  }

  /** A page of the merchant's stock rows by SKU code, then warehouse, and how many match in all. */
  async lines(scope: TenantScope, filter: StockLineFilter): Promise<{ lines: StockLine[]; total: number }> {
    let matching = this.kysely()
      .selectFrom('product_stock')
      .innerJoin('products', 'products.id', 'product_stock.product_id')
      .where('product_stock.customer_id', '=', scope.customerId)
      .where('products.customer_id', '=', scope.customerId);
    if (filter.skuKey !== undefined) matching = matching.where('products.sku_key', '=', filter.skuKey);
    if (filter.warehouseId !== undefined)
      matching = matching.where('product_stock.warehouse_id', '=', filter.warehouseId);
    const [rows, count] = await Promise.all([
      matching
        .select(['products.sku', 'product_stock.warehouse_id', 'product_stock.total', 'product_stock.frozen'])
        .orderBy('products.sku_key')
        .orderBy('product_stock.warehouse_id')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return {
      lines: rows.map((r) => ({ sku: r.sku, warehouseId: r.warehouse_id, total: r.total, frozen: r.frozen })),
      total: Number(count?.n ?? 0),
    };
  }

  /** The SKUs among `ids` that hold or reserve stock in any warehouse. */
  async productIdsWithStock(scope: TenantScope, ids: number[], tx: Tx): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.kysely(tx)
      .selectFrom('product_stock')
      .select('product_id')
      .distinct()
      .where('customer_id', '=', scope.customerId)
      .where('product_id', 'in', ids)
      .where((eb) => eb.or([eb('total', '>', 0), eb('frozen', '>', 0)]))
      .execute();
    return rows.map((r) => r.product_id);
  }

  /** Removes the stock rows of SKUs being deleted (rows with counts were refused before this). */
  async removeOf(scope: TenantScope, productIds: number[], tx: Tx): Promise<void> {
    await this.kysely(tx)
      .deleteFrom('product_stock')
      .where('customer_id', '=', scope.customerId)
      .where('product_id', 'in', productIds)
      .execute();
  }

  /** Writes the counts, adding the row the first time the SKU is counted in that warehouse. */
  async set(scope: TenantScope, count: StockCount, at: string): Promise<StockCount> {
    const row = await this.kysely()
      .insertInto('product_stock')
      .values({
        customer_id: scope.customerId,
        product_id: count.productId,
        warehouse_id: count.warehouseId,
        total: count.total,
        frozen: count.frozen,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc
          .columns(['product_id', 'warehouse_id'])
          .doUpdateSet({ total: count.total, frozen: count.frozen, updated_at: at }),
      )
      .returning(['product_id', 'warehouse_id', 'total', 'frozen'])
      .executeTakeFirstOrThrow();
    return { productId: row.product_id, warehouseId: row.warehouse_id, total: row.total, frozen: row.frozen };
  }
}

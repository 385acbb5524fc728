import type { Db } from '../../../db/database';
import type { TenantScope } from '../../../http/viewer';

export interface StockCount {
  productId: number;
  warehouseId: number;
  total: number;
  frozen: number;
}

/** Stock of the merchant's SKUs per warehouse (`product_stock`, one row per SKU and warehouse). */
export class StockRepository {
  constructor(private readonly db: Db) {}

  /** The merchant's SKU with this upper-cased code. */
  async productIdBySkuKey(scope: TenantScope, skuKey: string): Promise<number | undefined> {
    const row = await this.db.kysely
      .selectFrom('products')
      .select('id')
      .where('customer_id', '=', scope.customerId)
      .where('sku_key', '=', skuKey)
      .executeTakeFirst();
    return row?.id;
  }

  /** Writes the counts, adding the row the first time the SKU is counted in that warehouse. */
  async set(scope: TenantScope, count: StockCount, at: string): Promise<StockCount> {
    const row = await this.db.kysely
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

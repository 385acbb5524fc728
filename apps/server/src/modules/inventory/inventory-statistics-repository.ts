import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { TenantScope } from '../../kernel/viewer';
import type { SkuCatalogueSubquery } from '../../platform/sku-catalogue';
import type { InventoryTables } from './inventory-tables';

/** Units of one SKU on hand in one warehouse. */
export interface OnHandFigures {
  productId: number;
  warehouseId: number;
  onHand: number;
}

/** The inventory module's aggregate reads for statistics and the dashboards (read-only). */
export class InventoryStatisticsRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Pick<InventoryTables, 'stock_balances' | 'stock_movements'>>(this.db);
  }

  /** What is on hand now, per SKU and warehouse (rows with nothing on hand left out). */
  async onHand(scope: TenantScope, warehouseId?: number): Promise<OnHandFigures[]> {
    let q = this.kysely
      .selectFrom('stock_balances')
      .select(['product_id', 'warehouse_id', 'on_hand'])
      .where('customer_id', '=', scope.customerId)
      .where('on_hand', '>', 0);
    if (warehouseId !== undefined) q = q.where('warehouse_id', '=', warehouseId);
    const rows = await q.execute();
    return rows.map((r) => ({ productId: r.product_id, warehouseId: r.warehouse_id, onHand: Number(r.on_hand) }));
  }

  /**
   * What was on hand at `at` (exclusive), per SKU and warehouse: the balance each one's last movement
   * before then left (movements are append-only, their ids in time order).
   */
  async onHandAt(scope: TenantScope, at: string, warehouseId?: number): Promise<OnHandFigures[]> {
    let last = this.kysely
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('customer_id', '=', scope.customerId)
      .where('created_at', '<', at)
      .groupBy(['product_id', 'warehouse_id']);
    if (warehouseId !== undefined) last = last.where('warehouse_id', '=', warehouseId);
    const rows = await this.kysely
      .selectFrom('stock_movements')
      .select(['product_id', 'warehouse_id', 'on_hand_after'])
      .where('customer_id', '=', scope.customerId)
      .where('id', 'in', last)
      .where('on_hand_after', '>', 0)
      .execute();
    return rows.map((r) => ({ productId: r.product_id, warehouseId: r.warehouse_id, onHand: Number(r.on_hand_after) }));
  }

  /** Balances whose available stock is below their SKU's warning quantity (the inventory list's alert filter). */
  async belowWarning(scope: TenantScope, catalogue: SkuCatalogueSubquery): Promise<number> {
    const row = await this.kysely
      .selectFrom('stock_balances')
      .innerJoin(catalogue, 'sku_catalogue.id', 'stock_balances.product_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('stock_balances.customer_id', '=', scope.customerId)
      .where('sku_catalogue.warning_quantity', 'is not', null)
      .where(sql<boolean>`stock_balances.on_hand - stock_balances.locked < sku_catalogue.warning_quantity`)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Those balances themselves, the lowest available first: the low-stock digest's lines. */
  async belowWarningLines(
    scope: TenantScope,
    catalogue: SkuCatalogueSubquery,
    limit: number,
  ): Promise<{ sku: string; warehouseId: number; available: number; warningQuantity: number }[]> {
    const rows = await this.kysely
      .selectFrom('stock_balances')
      .innerJoin(catalogue, 'sku_catalogue.id', 'stock_balances.product_id')
      .select([
        'sku_catalogue.sku',
        'stock_balances.warehouse_id',
        'sku_catalogue.warning_quantity',
        sql<number>`stock_balances.on_hand - stock_balances.locked`.as('available'),
      ])
      .where('stock_balances.customer_id', '=', scope.customerId)
      .where('sku_catalogue.warning_quantity', 'is not', null)
      .where(sql<boolean>`stock_balances.on_hand - stock_balances.locked < sku_catalogue.warning_quantity`)
      .orderBy('available')
      .orderBy('sku_catalogue.sku')
      .orderBy('stock_balances.warehouse_id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      sku: row.sku,
      warehouseId: row.warehouse_id,
      available: Number(row.available),
      warningQuantity: Number(row.warning_quantity),
    }));
  }
}

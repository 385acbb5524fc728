import type { StockMovementType } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { whereSkuAllowed } from '../../db/sku-scope';
import type { TenantScope } from '../../kernel/viewer';
import type { SkuCatalogueRow, SkuCatalogueSubquery } from '../../platform/sku-catalogue';
import type { InventoryTables, StockMovementsTable } from './inventory-tables';

/** The stock log's filters after the service resolved them (the SKU to its id, times as stored). */
export interface StockLogQuery {
  productIds?: number[];
  warehouseId?: number;
  type?: StockMovementType;
  createdFrom?: string;
  createdTo?: string;
  /** Keyset paging: movements older (lower id) than this one. */
  beforeId?: number;
  offset: number;
  limit: number;
}

export type StockLogRow = Selectable<StockMovementsTable>;
export type StockLogSku = Pick<SkuCatalogueRow, 'id' | 'sku' | 'name_cn' | 'name_en'>;

type Tables = Pick<InventoryTables, 'stock_movements'>;

/** The stock log's `total` counts at most this many movements (the contract says so). */
export const STOCK_LOG_COUNT_CAP = 10_000;

/**
 * The merchant's stock log, newest first. A page's rows come from `stock_movements` alone (its
 * indexes by merchant and SKU, by merchant and time, or the primary key); the page's SKU codes and
 * names are read afterwards from the SKU catalogue, so 5,000,000 movements are never joined.
 */
export class StockLogRepository {
  constructor(private readonly db: Db) {}

  private kysely() {
    return queryBuilder<Tables>(this.db);
  }

  private matching(scope: TenantScope, query: StockLogQuery) {
    let q = whereSkuAllowed(
      this.kysely().selectFrom('stock_movements').where('customer_id', '=', scope.customerId),
      scope,
      'stock_movements.product_id',
    );
    if (query.productIds) q = q.where('product_id', 'in', query.productIds.length ? query.productIds : [0]);
    if (query.warehouseId !== undefined) q = q.where('warehouse_id', '=', query.warehouseId);
    if (query.type) q = q.where('type', '=', query.type);
    if (query.createdFrom) q = q.where('created_at', '>=', query.createdFrom);
    if (query.createdTo) q = q.where('created_at', '<=', query.createdTo);
    return q;
  }

  async page(scope: TenantScope, query: StockLogQuery): Promise<{ rows: StockLogRow[]; total: number }> {
    const matching = this.matching(scope, query);
    let rows = matching.selectAll().orderBy('id', 'desc').limit(query.limit);
    rows = query.beforeId !== undefined ? rows.where('id', '<', query.beforeId) : rows.offset(query.offset);
    // Counted up to a cap: an exact count of 5,000,000 movements costs more than the page itself.
    const counted = matching.select('id').limit(STOCK_LOG_COUNT_CAP).as('counted');
    const [list, count] = await Promise.all([
      rows.execute(),
      this.kysely()
        .selectFrom(counted)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ]);
    return { rows: list, total: Number(count?.n ?? 0) };
  }

  /** The ids of the merchant's SKUs with these codes (upper-cased). */
  async productIdsOf(catalogue: SkuCatalogueSubquery, skuKeys: string[]): Promise<number[]> {
    if (!skuKeys.length) return [];
    const rows = await this.kysely().selectFrom(catalogue).select('id').where('sku_key', 'in', skuKeys).execute();
    return rows.map((row) => row.id);
  }

  /** Codes and names of these SKUs of the merchant. */
  async skus(catalogue: SkuCatalogueSubquery, productIds: number[]): Promise<StockLogSku[]> {
    if (!productIds.length) return [];
    return this.kysely()
      .selectFrom(catalogue)
      .select(['id', 'sku', 'name_cn', 'name_en'])
      .where('id', 'in', productIds)
      .execute();
  }
}

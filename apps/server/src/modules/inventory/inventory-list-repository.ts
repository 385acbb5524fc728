import type { INVENTORY_SORT_FIELDS } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { TenantScope } from '../../http/viewer';
import type { SkuCatalogueSubquery } from '../../platform/sku-catalogue';
import type { InventoryTables } from './inventory-tables';

/** The inventory list's filters after the service resolved them (SKU codes upper-cased). */
export interface InventoryListQuery {
  warehouseId?: number;
  skuKeys?: string[];
  inStockOnly: boolean;
  alertOnly: boolean;
  sortBy: (typeof INVENTORY_SORT_FIELDS)[number];
  descending: boolean;
  offset: number;
  limit: number;
}

/** A balance row with its SKU's columns. */
export interface InventoryRow {
  id: number;
  product_id: number;
  warehouse_id: number;
  on_hand: number;
  locked: number;
  sku: string;
  name_cn: string;
  name_en: string;
  image_url: string;
  warning_quantity: number | null;
}

/** Deducted units per SKU and warehouse in each sales window. */
export interface SalesRow {
  product_id: number;
  warehouse_id: number;
  sales: number[];
}

type Tables = Pick<InventoryTables, 'stock_balances' | 'stock_movements'>;

const available = sql<number>`stock_balances.on_hand - stock_balances.locked`;

/**
 * The merchant's inventory list: `stock_balances` joined to the SKU catalogue the product module
 * provides, and the sales windows of one page summed from `deduction` movements in one grouped query.
 */
export class InventoryListRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Tables>(this.db);
  }

  private matching(scope: TenantScope, catalogue: SkuCatalogueSubquery, query: InventoryListQuery) {
    let q = this.kysely
      .selectFrom('stock_balances')
      .innerJoin(catalogue, 'sku_catalogue.id', 'stock_balances.product_id')
      .where('stock_balances.customer_id', '=', scope.customerId);
    if (query.warehouseId !== undefined) q = q.where('stock_balances.warehouse_id', '=', query.warehouseId);
    if (query.skuKeys) q = q.where('sku_catalogue.sku_key', 'in', query.skuKeys.length ? query.skuKeys : ['']);
    if (query.inStockOnly) {
      q = q.where((eb) => eb.or([eb('stock_balances.on_hand', '>', 0), eb('stock_balances.locked', '>', 0)]));
    }
    if (query.alertOnly) {
      q = q
        .where('sku_catalogue.warning_quantity', 'is not', null)
        .where(sql<boolean>`${available} < sku_catalogue.warning_quantity`);
    }
    return q;
  }

  /**
   * How many rows match. Every balance has its SKU (a foreign key), so unless a filter reads the
   * SKU's columns the count needs `stock_balances` alone, not the join.
   */
  private count(scope: TenantScope, catalogue: SkuCatalogueSubquery, query: InventoryListQuery) {
    if (query.skuKeys || query.alertOnly) {
      return this.matching(scope, catalogue, query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
    }
    let q = this.kysely.selectFrom('stock_balances').where('stock_balances.customer_id', '=', scope.customerId);
    if (query.warehouseId !== undefined) q = q.where('stock_balances.warehouse_id', '=', query.warehouseId);
    if (query.inStockOnly) {
      q = q.where((eb) => eb.or([eb('stock_balances.on_hand', '>', 0), eb('stock_balances.locked', '>', 0)]));
    }
    return q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  }

  async page(
    scope: TenantScope,
    catalogue: SkuCatalogueSubquery,
    query: InventoryListQuery,
  ): Promise<{ rows: InventoryRow[]; total: number }> {
    const matching = this.matching(scope, catalogue, query);
    const direction = query.descending ? 'desc' : 'asc';
    let ordered = matching.select([
      'stock_balances.id',
      'stock_balances.product_id',
      'stock_balances.warehouse_id',
      'stock_balances.on_hand',
      'stock_balances.locked',
      'sku_catalogue.sku',
      'sku_catalogue.name_cn',
      'sku_catalogue.name_en',
      'sku_catalogue.image_url',
      'sku_catalogue.warning_quantity',
    ]);
    if (query.sortBy === 'available') ordered = ordered.orderBy(available, direction);
    ordered = ordered.orderBy('sku_catalogue.sku_key', query.sortBy === 'sku' ? direction : 'asc');
    const [rows, count] = await Promise.all([
      ordered.orderBy('stock_balances.warehouse_id').offset(query.offset).limit(query.limit).execute(),
      this.count(scope, catalogue, query),
    ]);
    return {
      rows: rows.map((row) => ({
        ...row,
        on_hand: Number(row.on_hand),
        locked: Number(row.locked),
        warning_quantity: row.warning_quantity === null ? null : Number(row.warning_quantity),
      })),
      total: Number(count?.n ?? 0),
    };
  }

  /**
   * Units deducted (packed) since each of `since` (ISO times, widest last) for the page's SKUs and
   * warehouses: one grouped query over the ledger's index by merchant, SKU and warehouse.
   */
  async sales(scope: TenantScope, keys: { productId: number; warehouseId: number }[], since: string[]) {
    if (!keys.length || !since.length) return [];
    const widest = since[since.length - 1] as string;
    const rows = await this.kysely
      .selectFrom('stock_movements')
      .select(['product_id', 'warehouse_id'])
      .select(
        since.map((from, i) =>
          sql<number>`sum(case when created_at >= ${from} then -on_hand_delta else 0 end)`.as(`w${i}`),
        ),
      )
      .where('customer_id', '=', scope.customerId)
      .where('type', '=', 'deduction')
      .where('product_id', 'in', [...new Set(keys.map((k) => k.productId))])
      .where('warehouse_id', 'in', [...new Set(keys.map((k) => k.warehouseId))])
      .where('created_at', '>=', widest)
      .groupBy(['product_id', 'warehouse_id'])
      .execute();
    return rows.map(
      (row): SalesRow => ({
        product_id: row.product_id,
        warehouse_id: row.warehouse_id,
        sales: since.map((_, i) => Number((row as Record<string, unknown>)[`w${i}`] ?? 0)),
      }),
    );
  }
}

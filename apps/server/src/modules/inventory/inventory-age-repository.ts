import { AGE_BUCKETS } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { whereSkuAllowed } from '../../db/sku-scope';
import type { TenantScope } from '../../kernel/viewer';
import type { SkuCatalogueSubquery } from '../../platform/sku-catalogue';
import type { BalanceKey } from './balance-repository';
import type { InventoryTables } from './inventory-tables';

export type AgeBucketKey = (typeof AGE_BUCKETS)[number]['key'];

/** The age screen's filters after the service resolved them. */
export interface InventoryAgeQuery {
  warehouseId?: number;
  /** SKU codes upper-cased. */
  skuKeys?: string[];
  offset: number;
  limit: number;
}

/** A SKU in a warehouse with stock on hand, oldest first. */
export interface AgedStockRow {
  product_id: number;
  warehouse_id: number;
  sku: string;
  name_cn: string;
  name_en: string;
  /** When its oldest unit still on hand arrived. */
  oldest_received_at: string;
}

/** Units on hand of one SKU in one warehouse per age bucket. */
export type AgeBucketsRow = BalanceKey & Record<AgeBucketKey, number>;

type Tables = Pick<InventoryTables, 'stock_layers' | 'stock_ages'>;

/**
 * The age screen's reads. A page is found through `stock_ages` (one row per SKU and warehouse with
 * stock, indexed by oldest arrival), then only the page's layers are summed into buckets in SQL, so
 * a page costs the same with 10 SKUs or 100,000.
 */
export class InventoryAgeRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Tables>(this.db);
  }

  private matching(scope: TenantScope, catalogue: SkuCatalogueSubquery, query: InventoryAgeQuery) {
    let q = this.kysely
      .selectFrom('stock_ages')
      .innerJoin(catalogue, 'sku_catalogue.id', 'stock_ages.product_id')
      .where('stock_ages.customer_id', '=', scope.customerId);
    if (query.warehouseId !== undefined) q = q.where('stock_ages.warehouse_id', '=', query.warehouseId);
    if (query.skuKeys) q = q.where('sku_catalogue.sku_key', 'in', query.skuKeys.length ? query.skuKeys : ['']);
    return q;
  }

  /**
   * A page of the SKUs with stock, oldest arrival first (then SKU id and warehouse), and how many
   * there are. Without a SKU filter the page is cut from `stock_ages`' index alone and only its rows
   * are joined to the catalogue, so a deep page skips rows without reading their SKUs.
   */
  async page(
    scope: TenantScope,
    catalogue: SkuCatalogueSubquery,
    query: InventoryAgeQuery,
  ): Promise<{ rows: AgedStockRow[]; total: number }> {
    let ages = whereSkuAllowed(
      this.kysely
        .selectFrom('stock_ages')
        .select(['product_id', 'warehouse_id', 'oldest_received_at'])
        .where('customer_id', '=', scope.customerId),
      scope,
      'stock_ages.product_id',
    );
    if (query.warehouseId !== undefined) ages = ages.where('warehouse_id', '=', query.warehouseId);
    if (!query.skuKeys) {
      ages = ages
        .orderBy('oldest_received_at')
        .orderBy('product_id')
        .orderBy('warehouse_id')
        .offset(query.offset)
        .limit(query.limit);
    }
    let rows = this.kysely
      .selectFrom(ages.as('aged'))
      .innerJoin(catalogue, 'sku_catalogue.id', 'aged.product_id')
      .select([
        'aged.product_id',
        'aged.warehouse_id',
        'aged.oldest_received_at',
        'sku_catalogue.sku',
        'sku_catalogue.name_cn',
        'sku_catalogue.name_en',
      ])
      .orderBy('aged.oldest_received_at')
      .orderBy('aged.product_id')
      .orderBy('aged.warehouse_id');
    if (query.skuKeys) {
      rows = rows
        .where('sku_catalogue.sku_key', 'in', query.skuKeys.length ? query.skuKeys : [''])
        .offset(query.offset)
        .limit(query.limit);
    }
    const [found, counted] = await Promise.all([rows.execute(), this.count(scope, catalogue, query)]);
    return { rows: found, total: Number(counted?.n ?? 0) };
  }

  /** Every `stock_ages` row has its SKU: without a SKU filter the count needs no join. */
  private count(scope: TenantScope, catalogue: SkuCatalogueSubquery, query: InventoryAgeQuery) {
    if (query.skuKeys) {
      return this.matching(scope, catalogue, query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
    }
    let q = whereSkuAllowed(
      this.kysely.selectFrom('stock_ages').where('customer_id', '=', scope.customerId),
      scope,
      'stock_ages.product_id',
    );
    if (query.warehouseId !== undefined) q = q.where('warehouse_id', '=', query.warehouseId);
    return q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  }

  /**
   * Units left per bucket for these SKUs and warehouses, summed in SQL over their open layers.
   * `bucketSince` gives per bucket the earliest arrival it counts (null for the last, which has no
   * end): a layer is in the first bucket whose start it is not before.
   */
  async buckets(scope: TenantScope, keys: BalanceKey[], bucketSince: (string | null)[]): Promise<AgeBucketsRow[]> {
    if (!keys.length) return [];
    const sums = AGE_BUCKETS.map((bucket, i) => {
      const since = bucketSince[i];
      const newer = bucketSince[i - 1];
      const within = [
        since === null || since === undefined ? sql`1 = 1` : sql`received_at >= ${since}`,
        newer === null || newer === undefined ? sql`1 = 1` : sql`received_at < ${newer}`,
      ];
      return sql<number>`sum(case when ${sql.join(within, sql` and `)} then remaining else 0 end)`.as(bucket.key);
    });
    const rows = await this.kysely
      .selectFrom('stock_layers')
      .select(['product_id', 'warehouse_id'])
      .select(sums)
      .where('customer_id', '=', scope.customerId)
      .where('product_id', 'in', [...new Set(keys.map((k) => k.productId))])
      .where('warehouse_id', 'in', [...new Set(keys.map((k) => k.warehouseId))])
      .where('remaining', '>', 0)
      .groupBy(['product_id', 'warehouse_id'])
      .execute();
    return rows.map((row) => ({
      productId: row.product_id,
      warehouseId: row.warehouse_id,
      ...(Object.fromEntries(AGE_BUCKETS.map((bucket) => [bucket.key, Number(row[bucket.key] ?? 0)])) as Record<
        AgeBucketKey,
        number
      >),
    }));
  }
}

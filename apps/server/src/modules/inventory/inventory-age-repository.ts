import { AGE_BUCKETS } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { TenantScope } from '../../http/viewer';
import type { SkuCatalogueSubquery } from '../../platform/sku-catalogue';
import type { InventoryTables } from './inventory-tables';

export type AgeBucketKey = (typeof AGE_BUCKETS)[number]['key'];

/** The age screen's filters after the service resolved them. */
export interface InventoryAgeQuery {
  warehouseId?: number;
  /** SKU codes upper-cased. */
  skuKeys?: string[];
  /**
   * Per bucket, the earliest receipt time it counts (a UTC day's start, ISO), or null for the
   * oldest bucket: a layer is in the first bucket whose `since` its `received_at` is not before.
   */
  bucketSince: (string | null)[];
  offset: number;
  limit: number;
}

export type InventoryAgeRow = {
  product_id: number;
  warehouse_id: number;
  on_hand: number;
  sku: string;
  name_cn: string;
  name_en: string;
  /** The oldest receipt of a unit still on hand, null with nothing on hand. */
  oldest_received_at: string | null;
} & Record<AgeBucketKey, number>;

type Tables = Pick<InventoryTables, 'stock_balances' | 'stock_layers'>;

/**
 * Units on hand by age, per SKU and warehouse: the buckets are summed in SQL over the open layers
 * (`stock_layers_open_idx`), one grouped subquery joined to the balances and the SKU catalogue,
 * oldest first, so a page costs one query however many layers the merchant has.
 */
export class InventoryAgeRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Tables>(this.db);
  }

  private ages(scope: TenantScope, query: InventoryAgeQuery) {
    const buckets = AGE_BUCKETS.map((bucket, i) => {
      const since = query.bucketSince[i];
      const newer = query.bucketSince[i - 1];
      const within = [
        since === null || since === undefined ? sql`1 = 1` : sql`received_at >= ${since}`,
        newer === null || newer === undefined ? sql`1 = 1` : sql`received_at < ${newer}`,
      ];
      return sql<number>`sum(case when ${sql.join(within, sql` and `)} then remaining else 0 end)`.as(bucket.key);
    });
    return this.kysely
      .selectFrom('stock_layers')
      .select(['product_id', 'warehouse_id'])
      .select((eb) => eb.fn.min('received_at').as('oldest_received_at'))
      .select(buckets)
      .where('customer_id', '=', scope.customerId)
      .where('remaining', '>', 0)
      .$if(query.warehouseId !== undefined, (q) => q.where('warehouse_id', '=', query.warehouseId as number))
      .groupBy(['product_id', 'warehouse_id'])
      .as('ages');
  }

  private matching(scope: TenantScope, catalogue: SkuCatalogueSubquery, query: InventoryAgeQuery) {
    let q = this.kysely
      .selectFrom('stock_balances')
      .innerJoin(catalogue, 'sku_catalogue.id', 'stock_balances.product_id')
      .where('stock_balances.customer_id', '=', scope.customerId);
    if (query.warehouseId !== undefined) q = q.where('stock_balances.warehouse_id', '=', query.warehouseId);
    if (query.skuKeys) q = q.where('sku_catalogue.sku_key', 'in', query.skuKeys.length ? query.skuKeys : ['']);
    return q;
  }

  async page(
    scope: TenantScope,
    catalogue: SkuCatalogueSubquery,
    query: InventoryAgeQuery,
  ): Promise<{ rows: InventoryAgeRow[]; total: number }> {
    const rows = this.matching(scope, catalogue, query)
      .leftJoin(this.ages(scope, query), (join) =>
        join
          .onRef('ages.product_id', '=', 'stock_balances.product_id')
          .onRef('ages.warehouse_id', '=', 'stock_balances.warehouse_id'),
      )
      .select([
        'stock_balances.product_id',
        'stock_balances.warehouse_id',
        'stock_balances.on_hand',
        'sku_catalogue.sku',
        'sku_catalogue.name_cn',
        'sku_catalogue.name_en',
        'ages.oldest_received_at',
        'ages.age_0_30',
        'ages.age_31_60',
        'ages.age_61_90',
        'ages.age_91_180',
        'ages.age_over_180',
      ])
      // Oldest stock first; SKUs with nothing on hand last.
      .orderBy(sql`case when ages.oldest_received_at is null then 1 else 0 end`)
      .orderBy('ages.oldest_received_at')
      .orderBy('sku_catalogue.sku_key')
      .orderBy('stock_balances.warehouse_id')
      .offset(query.offset)
      .limit(query.limit)
      .execute();
    const count = query.skuKeys
      ? this.matching(scope, catalogue, query)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      : this.countBalances(scope, query);
    const [found, counted] = await Promise.all([rows, count]);
    return {
      rows: found.map((row) => ({
        product_id: row.product_id,
        warehouse_id: row.warehouse_id,
        on_hand: Number(row.on_hand),
        sku: row.sku,
        name_cn: row.name_cn,
        name_en: row.name_en,
        oldest_received_at: row.oldest_received_at ?? null,
        ...bucketsOf(row),
      })),
      total: Number(counted?.n ?? 0),
    };
  }

  /** Every balance has its SKU (a foreign key): without a SKU filter the count needs no join. */
  private countBalances(scope: TenantScope, query: InventoryAgeQuery) {
    let q = this.kysely.selectFrom('stock_balances').where('customer_id', '=', scope.customerId);
    if (query.warehouseId !== undefined) q = q.where('warehouse_id', '=', query.warehouseId);
    return q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  }
}

function bucketsOf(row: Partial<Record<AgeBucketKey, number | string | null>>): Record<AgeBucketKey, number> {
  return Object.fromEntries(AGE_BUCKETS.map((bucket) => [bucket.key, Number(row[bucket.key] ?? 0)])) as Record<
    AgeBucketKey,
    number
  >;
}

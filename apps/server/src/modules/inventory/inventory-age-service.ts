import {
  AGE_BUCKETS,
  type InventoryAgeItem,
  type inventory,
  type ListResult,
  type ParsedQueryOf,
} from '@portal/contract';
import type { TenantScope } from '../../kernel/viewer';
import type { Clock } from '../../platform/clock';
import type { SkuCatalogue } from '../../platform/sku-catalogue';
import type { ProductReferenceApi } from '../product-reference';
import type { AgeBucketKey, InventoryAgeRepository } from './inventory-age-repository';

type AgeQuery = ParsedQueryOf<typeof inventory.getInventoryAge>;

const DAY_MS = 86_400_000;

function utcDayStart(time: number): number {
  return Math.floor(time / DAY_MS) * DAY_MS;
}

/** Whole UTC days between the day `receivedAt` fell on and the day of `now` (received today: 0). */
export function ageInDays(receivedAt: string, now: Date): number {
  return Math.round((utcDayStart(now.getTime()) - utcDayStart(Date.parse(receivedAt))) / DAY_MS);
}

/**
 * Per bucket, the start of the oldest UTC day it counts (ISO), null for the last (it has no end):
 * units received on or after it and before the previous bucket's start are in it.
 */
export function bucketStarts(now: Date): (string | null)[] {
  const today = utcDayStart(now.getTime());
  return AGE_BUCKETS.map((bucket) => (bucket.to === null ? null : new Date(today - bucket.to * DAY_MS).toISOString()));
}

export interface InventoryAgeDeps {
  ages: InventoryAgeRepository;
  catalogue: SkuCatalogue;
  references: ProductReferenceApi;
  clock: Clock;
}

/**
 * The age screen: units on hand per SKU and warehouse by days since they arrived (UTC days), oldest
 * first. Only SKUs with stock are listed: what is not on hand has no age.
 */
export class InventoryAgeService {
  constructor(private readonly deps: InventoryAgeDeps) {}

  async page(scope: TenantScope, query: AgeQuery): Promise<ListResult<InventoryAgeItem>> {
    const now = this.deps.clock.now();
    const [{ rows, total }, warehouses] = await Promise.all([
      this.deps.ages.page(scope, this.deps.catalogue.of(scope), {
        warehouseId: query.warehouse_id,
        skuKeys: query.sku?.map((line) => line.toUpperCase()),
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      }),
      this.deps.references.warehouses(),
    ]);
    const keys = rows.map((row) => ({ productId: row.product_id, warehouseId: row.warehouse_id }));
    const sums = new Map(
      (await this.deps.ages.buckets(scope, keys, bucketStarts(now))).map((b) => [`${b.productId}@${b.warehouseId}`, b]),
    );
    const codes = new Map(warehouses.map((w) => [w.id, w.code]));
    return {
      list: rows.map((row) => {
        const found = sums.get(`${row.product_id}@${row.warehouse_id}`);
        const buckets = Object.fromEntries(
          AGE_BUCKETS.map((bucket) => [bucket.key, found?.[bucket.key] ?? 0]),
        ) as Record<AgeBucketKey, number>;
        return {
          product_id: row.product_id,
          sku: row.sku,
          name_en: row.name_en,
          name_cn: row.name_cn,
          warehouse_id: row.warehouse_id,
          warehouse_code: codes.get(row.warehouse_id) ?? '',
          // The layers of a SKU add up to its on-hand stock (the ledger keeps them so).
          on_hand: Object.values(buckets).reduce((sum, units) => sum + units, 0),
          ...buckets,
          oldest_age_days: ageInDays(row.oldest_received_at, now),
        };
      }),
      total,
    };
  }
}

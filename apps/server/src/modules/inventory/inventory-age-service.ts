import {
  AGE_BUCKETS,
  type InventoryAgeItem,
  type inventory,
  type ListResult,
  type ParsedQueryOf,
} from '@portal/contract';
import type { TenantScope } from '../../http/viewer';
import type { Clock } from '../../platform/clock';
import type { SkuCatalogue } from '../../platform/sku-catalogue';
import type { ProductReferenceApi } from '../product-reference';
import type { InventoryAgeRepository } from './inventory-age-repository';

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

/** The age screen: units on hand per SKU and warehouse by days since they arrived (UTC days), oldest first. */
export class InventoryAgeService {
  constructor(private readonly deps: InventoryAgeDeps) {}

  async page(scope: TenantScope, query: AgeQuery): Promise<ListResult<InventoryAgeItem>> {
    const now = this.deps.clock.now();
    const [{ rows, total }, warehouses] = await Promise.all([
      this.deps.ages.page(scope, this.deps.catalogue.of(scope.customerId), {
        warehouseId: query.warehouse_id,
        skuKeys: query.sku?.map((line) => line.toUpperCase()),
        bucketSince: bucketStarts(now),
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      }),
      this.deps.references.warehouses(),
    ]);
    const codes = new Map(warehouses.map((w) => [w.id, w.code]));
    return {
      list: rows.map(({ oldest_received_at, ...row }) => ({
        ...row,
        warehouse_code: codes.get(row.warehouse_id) ?? '',
        oldest_age_days: oldest_received_at === null ? null : ageInDays(oldest_received_at, now),
      })),
      total,
    };
  }
}

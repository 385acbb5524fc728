import type {
  ListResult,
  ParsedQueryOf,
  StorageCharge,
  StorageChargeDetail,
  StorageForecastItem,
  storageFee,
} from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Clock } from '../../platform/clock';
import type { SkuCatalogue } from '../../platform/sku-catalogue';
import type { OpenLayer, OpenLayerReads } from '../inventory';
import type { ProductApi } from '../product';
import type { ProductReferenceApi } from '../product-reference';
import type { ChargeQuery, ChargeRepository, ChargeRow } from './charge-repository';
import { LocalDayCache, localDay } from './local-days';
import type { RateCardRepository } from './rate-card-repository';
import { forecastSku, type SkuForecast } from './storage-forecast';
import { roundVolume } from './storage-pricing';

type ListQuery = ParsedQueryOf<typeof storageFee.getStorageFeeList>;
type FilterQuery = ParsedQueryOf<typeof storageFee.exportStorageFee>;
type ForecastQuery = ParsedQueryOf<typeof storageFee.getStorageForecast>;

export interface StorageFeeServiceDeps {
  charges: ChargeRepository;
  rateCards: RateCardRepository;
  layers: OpenLayerReads;
  products: ProductApi;
  references: ProductReferenceApi;
  catalogue: SkuCatalogue;
  clock: Clock;
}

/** The merchant's storage fees (list, detail, export) and the forecast of what its stock will cost. */
export class StorageFeeService {
  constructor(private readonly deps: StorageFeeServiceDeps) {}

  private async warehouseCodes(): Promise<Map<number, string>> {
    return new Map((await this.deps.references.warehouses()).map((w) => [w.id, w.code]));
  }

  async list(scope: TenantScope, query: ListQuery): Promise<ListResult<StorageCharge>> {
    const [{ rows, total }, codes] = await Promise.all([
      this.deps.charges.page(scope, filters(query), (query.page - 1) * query.page_size, query.page_size),
      this.warehouseCodes(),
    ]);
    return { list: rows.map((row) => view(row, codes)), total };
  }

  /** At most `limit` rows for the export, and how many matched. */
  async matching(scope: TenantScope, query: FilterQuery, limit: number) {
    const [{ rows, total }, codes] = await Promise.all([
      this.deps.charges.page(scope, filters(query), 0, limit),
      this.warehouseCodes(),
    ]);
    return { rows: rows.map((row) => view(row, codes)), total };
  }

  async detail(scope: TenantScope, id: number): Promise<StorageChargeDetail> {
    const charge = await this.deps.charges.find(scope, id);
    if (!charge) throw new AppError('STORAGE_CHARGE_NOT_FOUND');
    const [lines, codes] = await Promise.all([
      this.deps.charges.lines(scope, this.deps.catalogue.of(scope), id),
      this.warehouseCodes(),
    ]);
    return {
      charge: view(charge, codes),
      lines: lines.map((line) => ({
        sku: line.sku,
        name_en: line.name_en,
        name_cn: line.name_cn,
        layer_id: Number(line.layer_id),
        received_at: line.received_at,
        age_days: line.age_days,
        tier_from_day: line.tier_from_day,
        units: line.units,
        unit_volume_m3: line.unit_volume_m3,
        volume_m3: roundVolume(line.units * line.unit_volume_m3),
        daily_rate_micro: line.daily_rate_micro,
        amount_micro: line.amount_micro,
      })),
    };
  }

  /** Per SKU and warehouse with stock, dearest over 90 days first (then SKU id and warehouse). */
  async forecast(scope: TenantScope, query: ForecastQuery): Promise<ListResult<StorageForecastItem>> {
    const catalogue = this.deps.catalogue.of(scope);
    let layers = await this.deps.layers.ofMerchant(scope);
    if (query.warehouse_id !== undefined) layers = layers.filter((layer) => layer.warehouseId === query.warehouse_id);
    const productIds = [...new Set(layers.map((layer) => layer.productId))];
    const [names, volumes, cards, discountBp, clocks, codes] = await Promise.all([
      this.deps.charges.skuNames(catalogue, productIds),
      this.deps.products.unitVolumes(productIds),
      this.deps.rateCards.allTiers(),
      this.deps.rateCards.discountOf(scope.customerId),
      this.deps.references.warehouseClocks(),
      this.warehouseCodes(),
    ]);
    const skus = new Map(names.map((row) => [Number(row.id), row]));
    const wanted = query.sku?.toUpperCase();
    const zones = new Map(clocks.map((w) => [w.id, w.timeZone]));
    const now = this.deps.clock.now().getTime();
    const forecasts: SkuForecast[] = [];
    for (const group of groups(layers)) {
      const first = group[0] as OpenLayer;
      const sku = skus.get(first.productId);
      if (!sku || (wanted !== undefined && sku.sku.toUpperCase() !== wanted)) continue;
      const zone = zones.get(first.warehouseId) ?? 'UTC';
      forecasts.push(
        forecastSku(group, localDay(now, zone), {
          tiers: cards.get(first.warehouseId) ?? [],
          unitVolumeM3: volumes.get(first.productId) ?? 0,
          arrivals: new LocalDayCache(zone),
          discountBp,
        }),
      );
    }
    forecasts.sort((a, b) => b.costs[2] - a.costs[2] || a.productId - b.productId || a.warehouseId - b.warehouseId);
    const start = (query.page - 1) * query.page_size;
    return {
      total: forecasts.length,
      list: forecasts.slice(start, start + query.page_size).map((f) => {
        const sku = skus.get(f.productId);
        return {
          product_id: f.productId,
          sku: sku?.sku ?? '',
          name_en: sku?.name_en ?? '',
          name_cn: sku?.name_cn ?? '',
          warehouse_id: f.warehouseId,
          warehouse_code: codes.get(f.warehouseId) ?? '',
          units: f.units,
          volume_m3: f.volumeM3,
          cost_30: f.costs[0],
          cost_60: f.costs[1],
          cost_90: f.costs[2],
          crossing_units: f.crossingUnits,
          crossing_date: f.crossingDate,
        };
      }),
    };
  }
}

function filters(query: FilterQuery): ChargeQuery {
  return {
    dateFrom: query.date_from,
    dateTo: query.date_to,
    warehouseId: query.warehouse_id,
    settled: query.settled === undefined ? undefined : query.settled === 1 ? 1 : 0,
  };
}

function view(row: ChargeRow, codes: Map<number, string>): StorageCharge {
  return {
    id: row.id,
    charge_date: row.charge_date,
    warehouse_id: row.warehouse_id,
    warehouse_code: codes.get(row.warehouse_id) ?? '',
    stored_volume_m3: row.stored_volume_m3,
    charged_volume_m3: row.charged_volume_m3,
    currency: 'USD',
    receivable: row.receivable,
    discount_bp: row.discount_bp,
    discount: row.discount,
    net: row.net,
    settled: row.settled === 1,
    created_at: row.created_at,
  };
}

/** Layers per SKU and warehouse (they come ordered so). */
function groups(layers: OpenLayer[]): OpenLayer[][] {
  const out: OpenLayer[][] = [];
  let current: OpenLayer[] = [];
  for (const layer of layers) {
    const head = current[0];
    if (head && (head.productId !== layer.productId || head.warehouseId !== layer.warehouseId)) {
      out.push(current);
      current = [];
    }
    current.push(layer);
  }
  if (current.length) out.push(current);
  return out;
}

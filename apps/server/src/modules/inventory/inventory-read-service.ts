import {
  type InventoryItem,
  type inventory,
  type ListResult,
  type ParsedQueryOf,
  SALES_WINDOWS,
  type StockMovementItem,
  type StockMovementType,
  type StockReferenceType,
} from '@portal/contract';
import type { TenantScope } from '../../kernel/viewer';
import type { Clock } from '../../platform/clock';
import type { InboundInTransit } from '../../platform/inbound-in-transit';
import type { ReferenceNames } from '../../platform/reference-names';
import type { SkuCatalogue } from '../../platform/sku-catalogue';
import type { ProductReferenceApi } from '../product-reference';
import type { InventoryListQuery, InventoryListRepository, InventoryRow } from './inventory-list-repository';
import type { StockLogQuery, StockLogRepository } from './stock-log-repository';

type ListQuery = ParsedQueryOf<typeof inventory.getInventoryList>;
type ListFilters = ParsedQueryOf<typeof inventory.exportInventory>;
type LogQuery = ParsedQueryOf<typeof inventory.getStockLog>;
type LogFilters = ParsedQueryOf<typeof inventory.downloadStockLog>;

const DAY_MS = 86_400_000;

export interface InventoryReadDeps {
  list: InventoryListRepository;
  log: StockLogRepository;
  catalogue: SkuCatalogue;
  referenceNames: ReferenceNames;
  /** Units booked on inbound bookings and not yet shelved (the inbound module provides them). */
  inTransit: InboundInTransit;
  references: ProductReferenceApi;
  clock: Clock;
}

/** available ÷ daily sales of the last 30 days, to one decimal; null without sales. */
export function daysOfCover(available: number, sales30: number): number | null {
  if (sales30 <= 0) return null;
  return Math.round(((Math.max(available, 0) * 30) / sales30) * 10) / 10;
}

function storedTime(iso: string | undefined): string | undefined {
  return iso === undefined ? undefined : new Date(iso).toISOString();
}

/** The merchant's inventory list and stock log (reads only; the ledger writes). */
export class InventoryReadService {
  constructor(private readonly deps: InventoryReadDeps) {}

  private async warehouseCodes(): Promise<Map<number, string>> {
    return new Map((await this.deps.references.warehouses()).map((w) => [w.id, w.code]));
  }

  async list(scope: TenantScope, query: ListQuery): Promise<ListResult<InventoryItem>> {
    const after =
      query.sort_by !== 'available' && query.after_sku !== undefined && query.after_warehouse_id !== undefined
        ? { skuKey: query.after_sku.toUpperCase(), warehouseId: query.after_warehouse_id }
        : undefined;
    return this.inventoryPage(scope, query, (query.page - 1) * query.page_size, query.page_size, after);
  }

  /** The export's rows: the list's filters, from the first row, at most `limit`. */
  async matchingInventory(scope: TenantScope, filters: ListFilters, limit: number) {
    const { list, total } = await this.inventoryPage(scope, filters, 0, limit);
    return { rows: list, total };
  }

  private async inventoryPage(
    scope: TenantScope,
    filters: ListFilters,
    offset: number,
    limit: number,
    after?: InventoryListQuery['after'],
  ): Promise<ListResult<InventoryItem>> {
    const query: InventoryListQuery = {
      after,
      warehouseId: filters.warehouse_id,
      skuKeys: filters.sku?.map((line) => line.toUpperCase()),
      inStockOnly: filters.in_stock_only === 1,
      alertOnly: filters.alert_only === 1,
      sortBy: filters.sort_by ?? 'sku',
      descending: filters.sort_order === 'desc',
      offset,
      limit,
    };
    const catalogue = this.deps.catalogue.of(scope);
    const [{ rows, total }, codes] = await Promise.all([
      this.deps.list.page(scope, catalogue, query),
      this.warehouseCodes(),
    ]);
    const now = this.deps.clock.now().getTime();
    const since = SALES_WINDOWS.map((days) => new Date(now - days * DAY_MS).toISOString());
    const sales = await this.deps.list.sales(
      scope,
      rows.map((row) => ({ productId: row.product_id, warehouseId: row.warehouse_id })),
      since,
    );
    const salesOf = new Map(sales.map((s) => [`${s.product_id}:${s.warehouse_id}`, s.sales]));
    const inTransit = await this.deps.inTransit.of(
      scope.customerId,
      rows.map((row) => row.product_id),
    );
    return {
      list: rows.map((row) => {
        const key = `${row.product_id}:${row.warehouse_id}`;
        return this.item(row, codes, salesOf.get(key), inTransit.get(key) ?? 0);
      }),
      total,
    };
  }

  private item(
    row: InventoryRow,
    codes: Map<number, string>,
    sales: number[] | undefined,
    inTransit: number,
  ): InventoryItem {
    const available = row.on_hand - row.locked;
    const [sales30 = 0, sales90 = 0, sales365 = 0] = sales ?? [];
    return {
      id: row.id,
      product_id: row.product_id,
      sku: row.sku,
      name_cn: row.name_cn,
      name_en: row.name_en,
      image_url: row.image_url,
      warehouse_id: row.warehouse_id,
      warehouse_code: codes.get(row.warehouse_id) ?? '',
      on_hand: row.on_hand,
      locked: row.locked,
      available,
      inbound_in_transit: inTransit,
      sales_30: sales30,
      sales_90: sales90,
      sales_365: sales365,
      days_of_cover: daysOfCover(available, sales30),
      warning_quantity: row.warning_quantity,
      alert: row.warning_quantity !== null && available < row.warning_quantity,
    };
  }

  async stockLog(scope: TenantScope, query: LogQuery): Promise<ListResult<StockMovementItem>> {
    const offset = query.after_id ? 0 : (query.page - 1) * query.page_size;
    return this.logPage(scope, query, { offset, limit: query.page_size, beforeId: query.after_id });
  }

  async matchingLog(scope: TenantScope, filters: LogFilters, limit: number) {
    const { list, total } = await this.logPage(scope, filters, { offset: 0, limit });
    return { rows: list, total };
  }

  private async logPage(
    scope: TenantScope,
    filters: LogFilters,
    paging: { offset: number; limit: number; beforeId?: number },
  ): Promise<ListResult<StockMovementItem>> {
    const catalogue = this.deps.catalogue.of(scope);
    const query: StockLogQuery = {
      warehouseId: filters.warehouse_id,
      type: filters.type,
      createdFrom: storedTime(filters.created_from),
      createdTo: storedTime(filters.created_to),
      ...paging,
    };
    if (filters.sku) {
      query.productIds = await this.deps.log.productIdsOf(catalogue, [filters.sku.toUpperCase()]);
    }
    const [{ rows, total }, codes] = await Promise.all([this.deps.log.page(scope, query), this.warehouseCodes()]);
    const referenced = rows.flatMap((r) =>
      r.reference_type === null || r.reference_id === null ? [] : [{ type: r.reference_type, id: r.reference_id }],
    );
    const [skuRows, referenceNos] = await Promise.all([
      this.deps.log.skus(catalogue, [...new Set(rows.map((r) => r.product_id))]),
      this.deps.referenceNames.of(scope.customerId, referenced),
    ]);
    const skus = new Map(skuRows.map((s) => [s.id, s]));
    return {
      list: rows.map((row) => {
        const sku = skus.get(row.product_id);
        return {
          id: row.id,
          created_at: row.created_at,
          product_id: row.product_id,
          sku: sku?.sku ?? '',
          name_en: sku?.name_en ?? '',
          name_cn: sku?.name_cn ?? '',
          warehouse_id: row.warehouse_id,
          warehouse_code: codes.get(row.warehouse_id) ?? '',
          type: row.type as StockMovementType,
          on_hand_delta: Number(row.on_hand_delta),
          locked_delta: Number(row.locked_delta),
          on_hand_after: Number(row.on_hand_after),
          locked_after: Number(row.locked_after),
          reference_type: row.reference_type as StockReferenceType | null,
          reference_id: row.reference_id,
          reference_no: referenceNos.get(`${row.reference_type}:${row.reference_id}`) ?? null,
          package_code: row.package_code,
          actor: row.actor_label,
        };
      }),
      total,
    };
  }
}

import { CM3_PER_M3, type ContentOf, type StatisticsFilters, skuVolumeCm3, type statistics } from '@portal/contract';
import type { Core } from '../../core';
import type { TenantScope } from '../../kernel/viewer';
import type { InventoryStatisticsRepository } from '../inventory';
import type { OrderStatisticsRepository } from '../order';
import type { ProductMeasuresRepository } from '../product';
import type { ProductReferenceApi } from '../product-reference';
import type { MonthlyStorageRow } from '../storage-fee';
import type { WalletStatisticsRepository } from '../wallet';
import { monthsOf, nextMonthStart, resolveRange, type StatisticsRange, startOf } from './statistics-range';

export type CountryData = ContentOf<typeof statistics.getCountryData>;
export type MonthlyExpenses = ContentOf<typeof statistics.getMonthlyExpenses>;
export type MonthlyShipping = ContentOf<typeof statistics.getMonthlyShipping>;
export type MonthlyVolume = ContentOf<typeof statistics.getMonthlyVolume>;
export type SkuShipment = ContentOf<typeof statistics.getSkuShipment>;

export interface StatisticsDeps {
  orders: OrderStatisticsRepository;
  wallet: WalletStatisticsRepository;
  inventory: InventoryStatisticsRepository;
  measures: ProductMeasuresRepository;
  references: ProductReferenceApi;
  storage: { monthlyByWarehouse(scope: TenantScope, fromDay: string, toDay: string): Promise<MonthlyStorageRow[]> };
  clock: Core['clock'];
}

function span(range: StatisticsRange) {
  return { start_date: range.startDate, end_date: range.endDate };
}

/** The five charts of the statistics pages; each reply is the table the chart draws. */
export class StatisticsService {
  constructor(private readonly deps: StatisticsDeps) {}

  range(query: StatisticsFilters): StatisticsRange {
    return resolveRange(query, this.deps.clock.now());
  }

  async countryData(scope: TenantScope, query: StatisticsFilters): Promise<CountryData> {
    const range = this.range(query);
    const rows = await this.deps.orders.byCountry(scope, range);
    rows.sort((a, b) => b.orders - a.orders || a.country.localeCompare(b.country));
    return { ...span(range), rows };
  }

  async monthlyExpenses(scope: TenantScope, query: StatisticsFilters): Promise<MonthlyExpenses> {
    const range = this.range(query);
    const rows = await this.deps.wallet.expensesByMonthAndType(scope, {
      firstDay: range.startDate,
      lastDay: range.endDate,
      ...(range.warehouseId === undefined ? {} : { warehouseId: range.warehouseId }),
    });
    rows.sort((a, b) => a.month.localeCompare(b.month) || a.type.localeCompare(b.type));
    return { ...span(range), rows };
  }

  async monthlyShipping(scope: TenantScope, query: StatisticsFilters): Promise<MonthlyShipping> {
    const range = this.range(query);
    const rows = await this.deps.orders.byMonthAndMethod(scope, range);
    rows.sort((a, b) => a.month.localeCompare(b.month) || a.shippingMethodCode.localeCompare(b.shippingMethodCode));
    return {
      ...span(range),
      rows: rows.map((r) => ({
        month: r.month,
        shipping_method_code: r.shippingMethodCode,
        shipping_method_name: r.shippingMethodName,
        orders: r.orders,
        parcels: r.parcels,
      })),
    };
  }

  /**
   * Units and volume on hand per warehouse at the end of each month of the range (the range's end for
   * its last month), with the month's storage charges of that warehouse (m³·days and net fee).
   */
  async monthlyVolume(scope: TenantScope, query: StatisticsFilters): Promise<MonthlyVolume> {
    const range = this.range(query);
    const months = monthsOf(range);
    const [snapshots, charges] = await Promise.all([
      Promise.all(
        months.map((month) => {
          const monthEnd = startOf(nextMonthStart(month));
          return this.deps.inventory.onHandAt(scope, monthEnd < range.to ? monthEnd : range.to, range.warehouseId);
        }),
      ),
      this.deps.storage.monthlyByWarehouse(scope, range.startDate, range.endDate),
    ]);
    const productIds = [...new Set(snapshots.flat().map((s) => s.productId))];
    const [measures, warehouses] = await Promise.all([
      this.deps.measures.of(scope, productIds),
      this.deps.references.warehouses(),
    ]);
    const codes = new Map(warehouses.map((w) => [w.id, w.code]));
    const charged = new Map(
      charges
        .filter((c) => range.warehouseId === undefined || c.warehouseId === range.warehouseId)
        .map((c) => [`${c.month} ${c.warehouseId}`, c]),
    );
    const rows: MonthlyVolume['rows'] = [];
    months.forEach((month, index) => {
      const byWarehouse = new Map<number, { units: number; cm3: number }>();
      for (const s of snapshots[index] ?? []) {
        const m = measures.get(s.productId);
        const sum = byWarehouse.get(s.warehouseId) ?? { units: 0, cm3: 0 };
        sum.units += s.onHand;
        sum.cm3 += m ? s.onHand * skuVolumeCm3(m.lengthCm, m.widthCm, m.heightCm) : 0;
        byWarehouse.set(s.warehouseId, sum);
      }
      // A warehouse emptied before the month's end may still have been charged during the month.
      for (const c of charged.values()) {
        if (c.month === month && !byWarehouse.has(c.warehouseId)) byWarehouse.set(c.warehouseId, { units: 0, cm3: 0 });
      }
      for (const [warehouseId, sum] of [...byWarehouse].sort((a, b) => a[0] - b[0])) {
        const charge = charged.get(`${month} ${warehouseId}`);
        rows.push({
          month,
          warehouse_id: warehouseId,
          warehouse_code: codes.get(warehouseId) ?? String(warehouseId),
          units: sum.units,
          volume_m3: Math.round(sum.cm3) / CM3_PER_M3,
          volume_m3_days: charge ? charge.storedVolumeM3Days : null,
          storage_fee: charge ? charge.net : null,
        });
      }
    });
    return { ...span(range), rows };
  }

  async skuShipment(scope: TenantScope, query: StatisticsFilters): Promise<SkuShipment> {
    const range = this.range(query);
    const rows = await this.deps.orders.skuByMonth(scope, range);
    rows.sort((a, b) => a.month.localeCompare(b.month) || b.quantity - a.quantity || a.sku.localeCompare(b.sku));
    return { ...span(range), rows };
  }
}

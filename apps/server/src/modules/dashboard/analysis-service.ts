import { allows, type ContentOf, type dashboard, type StatisticsFilters } from '@portal/contract';
import type { Core } from '../../core';
import type { Viewer } from '../../kernel/viewer';
import type { InventoryStatisticsRepository } from '../inventory';
import type { OrderStatisticsRange, OrderStatisticsRepository } from '../order';
import type { ProductMeasuresRepository } from '../product';
import { addDays, resolveRange, startOf } from '../statistics';

export type Analysis = ContentOf<typeof dashboard.getAnalysis>;

/** Without dates the analysis covers the last 30 days. */
const DEFAULT_DAYS = 30;

export interface AnalysisDeps {
  orders: OrderStatisticsRepository;
  inventory: InventoryStatisticsRepository;
  measures: ProductMeasuresRepository;
  clock: Core['clock'];
}

interface PeriodFigures {
  orders: number;
  spend: number;
  averageFee: number | null;
  onTimeRate: number | null;
}

/** The analysis dashboard: KPIs of a range and of the period of the same length before it. */
export class AnalysisService {
  constructor(private readonly deps: AnalysisDeps) {}

  private async period(viewer: Viewer, range: OrderStatisticsRange) {
    const [days, deliveries] = await Promise.all([
      this.deps.orders.byDay(viewer, range),
      this.deps.orders.deliveries(viewer, range),
    ]);
    const orders = days.reduce((sum, d) => sum + d.orders, 0);
    const spend = days.reduce((sum, d) => sum + d.spend, 0);
    const packed = days.reduce((sum, d) => sum + d.packed, 0);
    const figures: PeriodFigures = {
      orders,
      spend,
      averageFee: packed ? Math.round(spend / packed) : null,
      onTimeRate: deliveries.delivered ? Math.round((deliveries.onTime / deliveries.delivered) * 1000) / 10 : null,
    };
    return { days, figures };
  }

  /** Units on hand now × each SKU's declared value, cents. */
  private async stockValue(viewer: Viewer, warehouseId: number | undefined): Promise<number> {
    const onHand = await this.deps.inventory.onHand(viewer, warehouseId);
    const measures = await this.deps.measures.of(viewer, [...new Set(onHand.map((s) => s.productId))]);
    return onHand.reduce((sum, s) => sum + s.onHand * (measures.get(s.productId)?.declaredValue ?? 0), 0);
  }

  async analysis(viewer: Viewer, query: StatisticsFilters): Promise<Analysis> {
    const range = resolveRange(query, this.deps.clock.now(), DEFAULT_DAYS);
    const length = Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000);
    const previousStart = addDays(range.startDate, -length);
    const previousEnd = addDays(range.startDate, -1);
    const previousRange = { ...range, from: startOf(previousStart), to: range.from };
    const money = allows(viewer, 'billing');
    const [current, previous, stockValue] = await Promise.all([
      this.period(viewer, range),
      this.period(viewer, previousRange),
      money ? this.stockValue(viewer, range.warehouseId) : Promise.resolve(null),
    ]);
    const byDay = new Map(current.days.map((d) => [d.day, d]));
    const series: Analysis['series'] = [];
    for (let day = range.startDate; day <= range.endDate; day = addDays(day, 1)) {
      const d = byDay.get(day);
      series.push({ day, orders: d?.orders ?? 0, spend: money ? (d?.spend ?? 0) : null });
    }
    const c = current.figures;
    const p = previous.figures;
    const hidden = { value: null, previous: null };
    return {
      start_date: range.startDate,
      end_date: range.endDate,
      previous_start_date: previousStart,
      previous_end_date: previousEnd,
      orders: { value: c.orders, previous: p.orders },
      spend: money ? { value: c.spend, previous: p.spend } : hidden,
      average_fee: money ? { value: c.averageFee, previous: p.averageFee } : hidden,
      on_time_rate: { value: c.onTimeRate, previous: p.onTimeRate },
      stock_value: money ? { value: stockValue, previous: null } : hidden,
      series,
    };
  }
}

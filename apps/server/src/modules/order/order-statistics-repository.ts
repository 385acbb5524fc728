import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { TenantScope } from '../../kernel/viewer';
import type { OrderTables } from './order-tables';

/** Half-open range of UTC times (`from` ≤ t < `to`), ISO strings, and optionally one warehouse. */
export interface OrderStatisticsRange {
  from: string;
  to: string;
  warehouseId?: number;
}

export interface CountryFigures {
  country: string;
  orders: number;
  spend: number;
}
export interface MethodMonthFigures {
  month: string;
  shippingMethodCode: string;
  shippingMethodName: string;
  orders: number;
  parcels: number;
}
export interface SkuMonthFigures {
  month: string;
  sku: string;
  orders: number;
  quantity: number;
}
export interface DayFigures {
  day: string;
  orders: number;
  spend: number;
  packed: number;
}

const month = sql<string>`substr(day, 1, 7)`;

/** A range's first and last UTC day, `YYYY-MM-DD`: the rollups' days (`to` is the start of the day after). */
function days(range: OrderStatisticsRange) {
  return { first: range.from.slice(0, 10), last: new Date(Date.parse(range.to) - 1).toISOString().slice(0, 10) };
}

/**
 * The months lying whole inside the days `first`..`last` (`YYYY-MM`), with the first day of the
 * first and the first day after the last; undefined when there is none.
 */
function wholeMonths(first: string, last: string) {
  const firstMonth = first.endsWith('-01') ? first.slice(0, 7) : monthAfter(first.slice(0, 7));
  const dayAfterLast = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const lastMonth = dayAfterLast.endsWith('-01') ? last.slice(0, 7) : monthBefore(last.slice(0, 7));
  if (firstMonth > lastMonth) return undefined;
  return { first: firstMonth, last: lastMonth, startDay: `${firstMonth}-01`, endDay: `${monthAfter(lastMonth)}-01` };
}

function monthAfter(month: string): string {
  const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

function monthBefore(month: string): string {
  const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * The order module's aggregate reads for statistics and the dashboards. An order counts when it was
 * created in the range and is not cancelled; its spend is the fee charged at packing
 * (`final_fee_total`, null before packing). The charts read the rollups `order_day_figures` and
 * `order_sku_day_figures` (migration 0022, kept by `OrderTransitions` with every write), so ranges are
 * whole UTC days. Sums come back as numbers (PostgreSQL answers bigint as text).
 */
export class OrderStatisticsRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<
      Pick<
        OrderTables,
        | 'orders'
        | 'order_status_counts'
        | 'order_day_figures'
        | 'order_sku_day_figures'
        | 'order_sku_month_figures'
        | 'order_delivery_day_figures'
      >
    >(this.db);
  }

  private dayFigures(scope: TenantScope, range: OrderStatisticsRange) {
    const { first, last } = days(range);
    let q = this.kysely
      .selectFrom('order_day_figures')
      .where('customer_id', '=', scope.customerId)
      .where('day', '>=', first)
      .where('day', '<=', last);
    if (range.warehouseId !== undefined) q = q.where('warehouse_id', '=', range.warehouseId);
    return q;
  }

  async byCountry(scope: TenantScope, range: OrderStatisticsRange): Promise<CountryFigures[]> {
    const rows = await this.dayFigures(scope, range)
      .select((eb) => ['country', eb.fn.sum('orders').as('orders'), eb.fn.sum('spend').as('spend')])
      .groupBy('country')
      .having((eb) => eb.fn.sum('orders'), '>', 0)
      .execute();
    return rows.map((r) => ({ country: r.country, orders: Number(r.orders), spend: Number(r.spend) }));
  }

  async byMonthAndMethod(scope: TenantScope, range: OrderStatisticsRange): Promise<MethodMonthFigures[]> {
    const rows = await this.dayFigures(scope, range)
      .select((eb) => [
        month.as('month'),
        'shipping_method_code',
        eb.fn.sum('orders').as('orders'),
        eb.fn.sum('parcels').as('parcels'),
      ])
      .groupBy([month, 'shipping_method_code'])
      .having((eb) => eb.fn.sum('orders'), '>', 0)
      .execute();
    const names = await this.methodNames(scope, [...new Set(rows.map((r) => r.shipping_method_code))]);
    return rows.map((r) => ({
      month: r.month,
      shippingMethodCode: r.shipping_method_code,
      shippingMethodName: names.get(r.shipping_method_code) ?? r.shipping_method_code,
      orders: Number(r.orders),
      parcels: Number(r.parcels),
    }));
  }

  /** The name the merchant's newest order of each shipping method code carries. */
  private async methodNames(scope: TenantScope, codes: string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const code of codes) {
      const row = await this.kysely
        .selectFrom('orders')
        .select('shipping_method_name')
        .where('customer_id', '=', scope.customerId)
        .where('shipping_method_code', '=', code)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (row) names.set(code, row.shipping_method_name);
    }
    return names;
  }

  /**
   * Per month and SKU: the months the range covers whole from `order_sku_month_figures`, the days of
   * its partial first and last months from `order_sku_day_figures`. An order has one day, so its SKU
   * counts once in the month however the days add up.
   */
  async skuByMonth(scope: TenantScope, range: OrderStatisticsRange): Promise<SkuMonthFigures[]> {
    const { first, last } = days(range);
    const whole = wholeMonths(first, last);
    const sums = new Map<string, SkuMonthFigures>();
    const addRows = (rows: { month: string; sku: string; orders: unknown; quantity: unknown }[]) => {
      for (const r of rows) {
        const key = `${r.month}\u0000${r.sku}`;
        const sum = sums.get(key) ?? { month: r.month, sku: r.sku, orders: 0, quantity: 0 };
        sum.orders += Number(r.orders);
        sum.quantity += Number(r.quantity);
        sums.set(key, sum);
      }
    };
    let byDay = this.kysely
      .selectFrom('order_sku_day_figures')
      .where('customer_id', '=', scope.customerId)
      .where('day', '>=', first)
      .where('day', '<=', last);
    if (whole) {
      let byMonth = this.kysely
        .selectFrom('order_sku_month_figures')
        .where('customer_id', '=', scope.customerId)
        .where('month', '>=', whole.first)
        .where('month', '<=', whole.last);
      if (range.warehouseId !== undefined) byMonth = byMonth.where('warehouse_id', '=', range.warehouseId);
      addRows(
        await byMonth
          .select((eb) => ['month', 'sku', eb.fn.sum('orders').as('orders'), eb.fn.sum('units').as('quantity')])
          .groupBy(['month', 'sku'])
          .execute(),
      );
      byDay = byDay.where((eb) => eb.or([eb('day', '<', whole.startDay), eb('day', '>=', whole.endDay)]));
    }
    if (range.warehouseId !== undefined) byDay = byDay.where('warehouse_id', '=', range.warehouseId);
    addRows(
      await byDay
        .select((eb) => [month.as('month'), 'sku', eb.fn.sum('orders').as('orders'), eb.fn.sum('units').as('quantity')])
        .groupBy([month, 'sku'])
        .execute(),
    );
    return [...sums.values()].filter((r) => r.orders > 0);
  }

  /** Orders, spend and packed orders (those with a charged fee) per UTC day. */
  async byDay(scope: TenantScope, range: OrderStatisticsRange): Promise<DayFigures[]> {
    const rows = await this.dayFigures(scope, range)
      .select((eb) => [
        'day',
        eb.fn.sum('orders').as('orders'),
        eb.fn.sum('spend').as('spend'),
        eb.fn.sum('packed').as('packed'),
      ])
      .groupBy('day')
      .having((eb) => eb.fn.sum('orders'), '>', 0)
      .execute();
    return rows.map((r) => ({
      day: r.day,
      orders: Number(r.orders),
      spend: Number(r.spend),
      packed: Number(r.packed),
    }));
  }

  /**
   * Orders that reached Delivered in the range, and how many of them within `ON_TIME_DELIVERY_DAYS`
   * of being shipped (an order delivered without a shipping time counts as late): the days of the
   * rollup `order_delivery_day_figures` (migration 0024).
   */
  async deliveries(scope: TenantScope, range: OrderStatisticsRange): Promise<{ delivered: number; onTime: number }> {
    const { first, last } = days(range);
    const row = await this.kysely
      .selectFrom('order_delivery_day_figures')
      .select((eb) => [eb.fn.sum<number>('delivered').as('delivered'), eb.fn.sum<number>('on_time').as('on_time')])
      .where('customer_id', '=', scope.customerId)
      .where('day', '>=', first)
      .where('day', '<=', last)
      .$if(range.warehouseId !== undefined, (q) => q.where('warehouse_id', '=', range.warehouseId ?? 0))
      .executeTakeFirst();
    return { delivered: Number(row?.delivered ?? 0), onTime: Number(row?.on_time ?? 0) };
  }

  /** Orders per status now (the counts every transition keeps). */
  async statusCounts(scope: TenantScope): Promise<{ status: string; count: number }[]> {
    const rows = await this.kysely
      .selectFrom('order_status_counts')
      .select(['status', 'count'])
      .where('customer_id', '=', scope.customerId)
      .execute();
    return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
  }

  /** Orders with an exception waiting for the merchant's reply. */
  async awaitingReply(scope: TenantScope): Promise<number> {
    const row = await this.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('customer_id', '=', scope.customerId)
      .where('needs_reply', '=', 1)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}

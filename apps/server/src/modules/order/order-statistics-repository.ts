import { type Expression, sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { TenantScope } from '../../http/viewer';
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

/** Ids of a merchant's orders from one warehouse, for another module's query (`reference_id in …`). */
export type OrderIdsSubquery = Expression<number>;

const month = sql<string>`substr(orders.created_at, 1, 7)`;
const day = sql<string>`substr(orders.created_at, 1, 10)`;

/**
 * The order module's aggregate reads for statistics and the dashboards. An order counts when it was
 * created in the range and is not cancelled; its spend is the fee charged at packing
 * (`final_fee_total`, null before packing). Sums come back as numbers (PostgreSQL answers bigint as text).
 */
export class OrderStatisticsRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Pick<OrderTables, 'orders' | 'order_lines' | 'order_transitions' | 'order_status_counts'>>(
      this.db,
    );
  }

  private counted(scope: TenantScope, range: OrderStatisticsRange) {
    let q = this.kysely
      .selectFrom('orders')
      .where('orders.customer_id', '=', scope.customerId)
      .where('orders.created_at', '>=', range.from)
      .where('orders.created_at', '<', range.to)
      .where('orders.status', '<>', 'canceled');
    if (range.warehouseId !== undefined) q = q.where('orders.warehouse_id', '=', range.warehouseId);
    return q;
  }

  async byCountry(scope: TenantScope, range: OrderStatisticsRange): Promise<CountryFigures[]> {
    const rows = await this.counted(scope, range)
      .select((eb) => [
        'orders.country',
        eb.fn.countAll().as('orders'),
        eb.fn.coalesce(eb.fn.sum('orders.final_fee_total'), sql.lit(0)).as('spend'),
      ])
      .groupBy('orders.country')
      .execute();
    return rows.map((r) => ({ country: r.country, orders: Number(r.orders), spend: Number(r.spend) }));
  }

  async byMonthAndMethod(scope: TenantScope, range: OrderStatisticsRange): Promise<MethodMonthFigures[]> {
    // Grouped by code alone, so the covering index answers it; each code's name is looked up after.
    const rows = await this.counted(scope, range)
      .select((eb) => [
        month.as('month'),
        'orders.shipping_method_code',
        eb.fn.countAll().as('orders'),
        eb.fn.count('orders.shipped_at').as('parcels'),
      ])
      .groupBy([month, 'orders.shipping_method_code'])
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

  async skuByMonth(scope: TenantScope, range: OrderStatisticsRange): Promise<SkuMonthFigures[]> {
    const rows = await this.counted(scope, range)
      .innerJoin('order_lines', (join) =>
        join.onRef('order_lines.order_id', '=', 'orders.id').on('order_lines.customer_id', '=', scope.customerId),
      )
      .select((eb) => [
        month.as('month'),
        'order_lines.sku',
        eb.fn.count('orders.id').distinct().as('orders'),
        eb.fn.sum('order_lines.quantity').as('quantity'),
      ])
      .groupBy([month, 'order_lines.sku'])
      .execute();
    return rows.map((r) => ({ month: r.month, sku: r.sku, orders: Number(r.orders), quantity: Number(r.quantity) }));
  }

  /** Orders, spend and packed orders (those with a charged fee) per UTC day. */
  async byDay(scope: TenantScope, range: OrderStatisticsRange): Promise<DayFigures[]> {
    const rows = await this.counted(scope, range)
      .select((eb) => [
        day.as('day'),
        eb.fn.countAll().as('orders'),
        eb.fn.coalesce(eb.fn.sum('orders.final_fee_total'), sql.lit(0)).as('spend'),
        eb.fn.count('orders.final_fee_total').as('packed'),
      ])
      .groupBy(day)
      .execute();
    return rows.map((r) => ({
      day: r.day,
      orders: Number(r.orders),
      spend: Number(r.spend),
      packed: Number(r.packed),
    }));
  }

  /**
   * Orders that reached Delivered in the range, and how many of them within `days` of being shipped
   * (an order delivered without a shipping time counts as late).
   */
  async deliveries(
    scope: TenantScope,
    range: OrderStatisticsRange,
    days: number,
  ): Promise<{ delivered: number; onTime: number }> {
    const within =
      this.db.engine === 'postgres'
        ? sql<boolean>`orders.shipped_at is not null and order_transitions.created_at::timestamptz - orders.shipped_at::timestamptz <= make_interval(days => ${days})`
        : sql<boolean>`orders.shipped_at is not null and julianday(order_transitions.created_at) - julianday(orders.shipped_at) <= ${days}`;
    let q = this.kysely
      .selectFrom('order_transitions')
      .innerJoin('orders', (join) =>
        join.onRef('orders.id', '=', 'order_transitions.order_id').on('orders.customer_id', '=', scope.customerId),
      )
      .where('order_transitions.customer_id', '=', scope.customerId)
      .where('order_transitions.to_status', '=', 'delivered')
      .where('order_transitions.created_at', '>=', range.from)
      .where('order_transitions.created_at', '<', range.to);
    if (range.warehouseId !== undefined) q = q.where('orders.warehouse_id', '=', range.warehouseId);
    const row = await q
      .select((eb) => [
        eb.fn.countAll().as('delivered'),
        eb.fn.sum(sql<number>`case when ${within} then 1 else 0 end`).as('on_time'),
      ])
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

  /** The merchant's orders from one warehouse, any time (wallet transactions name orders by id). */
  idsInWarehouse(scope: TenantScope, warehouseId: number): OrderIdsSubquery {
    return this.kysely
      .selectFrom('orders')
      .select('orders.id')
      .where('orders.customer_id', '=', scope.customerId)
      .where('orders.warehouse_id', '=', warehouseId)
      .$asScalar();
  }
}

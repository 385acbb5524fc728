import { ON_TIME_DELIVERY_DAYS } from '@portal/contract';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { OrderTables } from './order-tables';

/** Figures by name (orders, spend, packed, parcels; orders, units; delivered, on_time), all integers. */
type Figures = Record<string, number>;

/** What some orders add to the statistics rollups, by rollup key (`OrderRollupRepository.figuresOf`). */
export interface OrderFigures {
  days: Map<string, Figures>;
  skus: Map<string, Figures>;
  deliveries: Map<string, Figures>;
}

export const NO_FIGURES: OrderFigures = { days: new Map(), skus: new Map(), deliveries: new Map() };

const ON_TIME_MS = ON_TIME_DELIVERY_DAYS * 86_400_000;

/** Statements stay well under both engines' limits on bound parameters. */
const ID_CHUNK = 1000;
const SEP = '\u0000';

function add(map: Map<string, Figures>, key: string, figures: Figures, sign: number) {
  const sum = map.get(key) ?? {};
  for (const [name, n] of Object.entries(figures)) sum[name] = (sum[name] ?? 0) + sign * n;
  map.set(key, sum);
}

function byKey([a]: [string, Figures], [b]: [string, Figures]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `after − before`, the keys whose figures changed, in key order. */
function difference(after: Map<string, Figures>, before: Map<string, Figures>): [string, Figures][] {
  const delta = new Map<string, Figures>();
  for (const [key, figures] of after) add(delta, key, figures, 1);
  for (const [key, figures] of before) add(delta, key, figures, -1);
  return [...delta].filter(([, figures]) => Object.values(figures).some((n) => n !== 0)).sort(byKey);
}

/**
 * The statistics rollups of orders (`order_day_figures`, `order_sku_day_figures` and its monthly sums
 * `order_sku_month_figures`, migration 0022).
 * A write takes the figures of the orders it touches before (`figuresOf`, which on PostgreSQL locks
 * those rows until the transaction ends, so nobody changes them in between) and after, and adds the
 * difference (`apply`) in the same transaction. An order counts when it is not cancelled, on the UTC
 * day of its creation; a line counts its order once per SKU.
 */
export class OrderRollupRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx: Tx) {
    return queryBuilder<
      Pick<
        OrderTables,
        | 'orders'
        | 'order_lines'
        | 'order_transitions'
        | 'order_day_figures'
        | 'order_sku_day_figures'
        | 'order_sku_month_figures'
        | 'order_delivery_day_figures'
      >
    >(this.db, tx);
  }

  async figuresOf(tx: Tx, scope: TenantScope, orderIds: readonly number[]): Promise<OrderFigures> {
    const figures: OrderFigures = { days: new Map(), skus: new Map(), deliveries: new Map() };
    const ids = [...new Set(orderIds)].sort((a, b) => a - b);
    for (let start = 0; start < ids.length; start += ID_CHUNK) {
      const chunk = ids.slice(start, start + ID_CHUNK);
      const orders = await this.kysely(tx)
        .selectFrom('orders')
        .select([
          'id',
          'created_at',
          'status',
          'warehouse_id',
          'country',
          'shipping_method_code',
          'final_fee_total',
          'shipped_at',
        ])
        .where('customer_id', '=', scope.customerId)
        .where('id', 'in', chunk)
        .orderBy('id')
        .$if(this.db.engine === 'postgres', (q) => q.forUpdate())
        .execute();
      const counted = new Map(
        orders
          .filter((order) => order.status !== 'canceled')
          .map((order) => [order.id, { day: order.created_at.slice(0, 10), warehouse: order.warehouse_id }]),
      );
      for (const order of orders) {
        const where = counted.get(order.id);
        if (!where) continue;
        const key = [where.day, where.warehouse, order.country, order.shipping_method_code].join(SEP);
        const spend = order.final_fee_total === null ? 0 : Number(order.final_fee_total);
        add(
          figures.days,
          key,
          {
            orders: 1,
            spend,
            packed: order.final_fee_total === null ? 0 : 1,
            parcels: order.shipped_at === null ? 0 : 1,
          },
          1,
        );
      }
      await this.addDeliveries(tx, scope, orders, figures.deliveries);
      if (!counted.size) continue;
      const lines = await this.kysely(tx)
        .selectFrom('order_lines')
        .select(['order_id', 'sku', 'quantity'])
        .where('customer_id', '=', scope.customerId)
        .where('order_id', 'in', [...counted.keys()])
        .execute();
      const seen = new Set<string>();
      for (const line of lines) {
        const where = counted.get(line.order_id);
        if (!where) continue;
        const key = [where.day, where.warehouse, line.sku].join(SEP);
        const first = !seen.has(`${line.order_id}${SEP}${line.sku}`);
        seen.add(`${line.order_id}${SEP}${line.sku}`);
        add(figures.skus, key, { orders: first ? 1 : 0, units: Number(line.quantity) }, 1);
      }
    }
    return figures;
  }

  /**
   * The transitions to Delivered of the delivered orders among `orders`, by UTC day of the transition
   * and warehouse, and those within `ON_TIME_DELIVERY_DAYS` of shipping (none without a shipping
   * time). Delivered is final and only Approving or Canceled orders can be deleted, so no other order
   * has such a transition (the rebuild counts them all, as the dashboard did).
   */
  private async addDeliveries(
    tx: Tx,
    scope: TenantScope,
    orders: { id: number; status: string; warehouse_id: number; shipped_at: string | null }[],
    deliveries: Map<string, Figures>,
  ) {
    const delivered = new Map(orders.filter((order) => order.status === 'delivered').map((order) => [order.id, order]));
    if (!delivered.size) return;
    const transitions = await this.kysely(tx)
      .selectFrom('order_transitions')
      .select(['order_id', 'created_at'])
      .where('customer_id', '=', scope.customerId)
      .where('order_id', 'in', [...delivered.keys()])
      .where('to_status', '=', 'delivered')
      // A note on a delivered order's history (`noted`) is no second delivery.
      .where('from_status', '<>', 'delivered')
      .execute();
    for (const transition of transitions) {
      const order = delivered.get(transition.order_id);
      if (!order) continue;
      const onTime =
        order.shipped_at !== null && Date.parse(transition.created_at) - Date.parse(order.shipped_at) <= ON_TIME_MS;
      const key = [transition.created_at.slice(0, 10), order.warehouse_id].join(SEP);
      add(deliveries, key, { delivered: 1, on_time: onTime ? 1 : 0 }, 1);
    }
  }

  /**
   * Adds `after − before` to the rollups. Rows are written in key order, so two transactions touching
   * the same keys take their locks in the same order and cannot deadlock.
   */
  async apply(tx: Tx, scope: TenantScope, before: OrderFigures, after: OrderFigures): Promise<void> {
    const db = this.kysely(tx);
    for (const [key, delta] of difference(after.days, before.days)) {
      const [day, warehouse, country, method] = key.split(SEP) as [string, string, string, string];
      await db
        .insertInto('order_day_figures')
        .values({
          customer_id: scope.customerId,
          day,
          warehouse_id: Number(warehouse),
          country,
          shipping_method_code: method,
          orders: delta.orders ?? 0,
          spend: delta.spend ?? 0,
          packed: delta.packed ?? 0,
          parcels: delta.parcels ?? 0,
        })
        .onConflict((oc) =>
          oc.columns(['customer_id', 'day', 'warehouse_id', 'country', 'shipping_method_code']).doUpdateSet((eb) => ({
            orders: eb('order_day_figures.orders', '+', eb.ref('excluded.orders')),
            spend: eb('order_day_figures.spend', '+', eb.ref('excluded.spend')),
            packed: eb('order_day_figures.packed', '+', eb.ref('excluded.packed')),
            parcels: eb('order_day_figures.parcels', '+', eb.ref('excluded.parcels')),
          })),
        )
        .execute();
    }
    const skuDays = difference(after.skus, before.skus);
    const skuMonths = new Map<string, Figures>();
    for (const [key, delta] of skuDays) add(skuMonths, key.slice(0, 7) + key.slice(10), delta, 1);
    for (const [key, delta] of skuDays) {
      const [day, warehouse, sku] = key.split(SEP) as [string, string, string];
      await db
        .insertInto('order_sku_day_figures')
        .values({
          customer_id: scope.customerId,
          day,
          warehouse_id: Number(warehouse),
          sku,
          orders: delta.orders ?? 0,
          units: delta.units ?? 0,
        })
        .onConflict((oc) =>
          oc.columns(['customer_id', 'day', 'warehouse_id', 'sku']).doUpdateSet((eb) => ({
            orders: eb('order_sku_day_figures.orders', '+', eb.ref('excluded.orders')),
            units: eb('order_sku_day_figures.units', '+', eb.ref('excluded.units')),
          })),
        )
        .execute();
    }
    for (const [key, delta] of difference(after.deliveries, before.deliveries)) {
      const [day, warehouse] = key.split(SEP) as [string, string];
      await db
        .insertInto('order_delivery_day_figures')
        .values({
          customer_id: scope.customerId,
          day,
          warehouse_id: Number(warehouse),
          delivered: delta.delivered ?? 0,
          on_time: delta.on_time ?? 0,
        })
        .onConflict((oc) =>
          oc.columns(['customer_id', 'day', 'warehouse_id']).doUpdateSet((eb) => ({
            delivered: eb('order_delivery_day_figures.delivered', '+', eb.ref('excluded.delivered')),
            on_time: eb('order_delivery_day_figures.on_time', '+', eb.ref('excluded.on_time')),
          })),
        )
        .execute();
    }
    for (const [key, delta] of [...skuMonths].sort(byKey)) {
      if (delta.orders === 0 && delta.units === 0) continue;
      const [month, warehouse, sku] = key.split(SEP) as [string, string, string];
      await db
        .insertInto('order_sku_month_figures')
        .values({
          customer_id: scope.customerId,
          month,
          warehouse_id: Number(warehouse),
          sku,
          orders: delta.orders ?? 0,
          units: delta.units ?? 0,
        })
        .onConflict((oc) =>
          oc.columns(['customer_id', 'month', 'warehouse_id', 'sku']).doUpdateSet((eb) => ({
            orders: eb('order_sku_month_figures.orders', '+', eb.ref('excluded.orders')),
            units: eb('order_sku_month_figures.units', '+', eb.ref('excluded.units')),
          })),
        )
        .execute();
    }
  }
}

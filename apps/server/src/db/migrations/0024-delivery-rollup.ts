import { ON_TIME_DELIVERY_DAYS } from '@portal/contract';
import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../database';
import { ROLLUP_REBUILD } from './0022-statistics-rollups';

/**
 * The analysis dashboard's on-time delivery rate as a rollup too (issue 12: the dashboard over a year
 * ≤ 300 ms; it read ~843,000 transitions to Delivered, 245–864 ms): `order_delivery_day_figures`,
 * per merchant × UTC day of the transition to Delivered × warehouse of the order, the transitions to
 * Delivered (`delivered`) and those within `ON_TIME_DELIVERY_DAYS` of the order's `shipped_at`
 * (`on_time`; none without a shipping time). The same figure the dashboard counted from the rows.
 * `OrderTransitions` keeps it with the move into Delivered (docs/server/statistics-and-dashboards.md).
 */
export function deliveryRollup(engine: Db['engine']): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('order_delivery_day_figures')
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('delivered', 'integer', (c) => c.notNull())
        .addColumn('on_time', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_delivery_day_figures_pk', ['customer_id', 'day', 'warehouse_id'])
        .execute();
      for (const statement of deliveryRollupRebuild(engine)) await sql.raw(statement).execute(db);
    },
  };
}

/**
 * Recomputes the delivery rollup from the transitions and orders, as the dashboard counted them
 * before (the engines differ only in how they subtract two times).
 */
export function deliveryRollupRebuild(engine: Db['engine']): string[] {
  const within =
    engine === 'postgres'
      ? `t.created_at::timestamptz - o.shipped_at::timestamptz <= make_interval(days => ${ON_TIME_DELIVERY_DAYS})`
      : `julianday(t.created_at) - julianday(o.shipped_at) <= ${ON_TIME_DELIVERY_DAYS}`;
  return [
    'delete from order_delivery_day_figures',
    `insert into order_delivery_day_figures (customer_id, day, warehouse_id, delivered, on_time)
     select t.customer_id, substr(t.created_at, 1, 10), o.warehouse_id, count(*),
       sum(case when o.shipped_at is not null and ${within} then 1 else 0 end)
     from order_transitions t
     join orders o on o.id = t.order_id and o.customer_id = t.customer_id
     where t.to_status = 'delivered'
     group by t.customer_id, substr(t.created_at, 1, 10), o.warehouse_id`,
  ];
}

/** Every statistics rollup statement (migrations 0022 and 0024) for `engine`. */
export function statisticsRollupRebuild(engine: Db['engine']): string[] {
  return [...ROLLUP_REBUILD, ...deliveryRollupRebuild(engine)];
}

/**
 * Recomputes every statistics rollup from the rows, on any Kysely instance (or transaction): after
 * rows were written with SQL around the code (a test's fixtures).
 */
export async function rebuildStatisticsRollups<DB>(db: Kysely<DB>): Promise<void> {
  const engine = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  for (const statement of statisticsRollupRebuild(engine)) await sql.raw(statement).execute(db);
}

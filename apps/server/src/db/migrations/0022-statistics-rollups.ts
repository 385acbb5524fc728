import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Statistics rollups (issue 12: each chart over a year of 1,000,000 orders ≤ 300 ms). The charts
 * grouped every order, line and wallet transaction of the range on each request; they now sum a few
 * hundred rows per day:
 * - `order_day_figures`: per merchant × UTC day of creation × warehouse × country × shipping method,
 *   the orders that count (not cancelled), their spend (Σ `final_fee_total`), how many are packed
 *   (a fee charged) and how many shipped (parcels);
 * - `order_sku_day_figures`: per merchant × UTC day × warehouse × SKU, the counted orders holding
 *   the SKU and their units, and `order_sku_month_figures` the same per UTC month (the SKU chart
 *   reads whole months there and only the range's partial months by day);
 * - `wallet_expense_days`: per merchant × UTC day × bill type × warehouse of the referenced order
 *   (0: none), the transactions and Σ amount.
 * The order module keeps the first two in the transaction of every write that changes a counted
 * figure, the wallet keeps the third at its one insert (docs/server/statistics-and-dashboards.md).
 * The back-fill is `ROLLUP_REBUILD`; `rebuildStatisticsRollups` (migration 0024, with the delivery
 * rollup) runs it after rows are written in bulk.
 */
export const statisticsRollups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_day_figures')
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('warehouse_id', 'integer', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('shipping_method_code', 'text', (c) => c.notNull())
      .addColumn('orders', 'integer', (c) => c.notNull())
      .addColumn('spend', 'bigint', (c) => c.notNull())
      .addColumn('packed', 'integer', (c) => c.notNull())
      .addColumn('parcels', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_day_figures_pk', [
        'customer_id',
        'day',
        'warehouse_id',
        'country',
        'shipping_method_code',
      ])
      .execute();
    await db.schema
      .createTable('order_sku_day_figures')
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('warehouse_id', 'integer', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('orders', 'integer', (c) => c.notNull())
      .addColumn('units', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_sku_day_figures_pk', ['customer_id', 'day', 'warehouse_id', 'sku'])
      .execute();
    // The same by month: a year of SKUs is ~300,000 day rows but ~10,000 month rows.
    await db.schema
      .createTable('order_sku_month_figures')
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('warehouse_id', 'integer', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('orders', 'integer', (c) => c.notNull())
      .addColumn('units', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_sku_month_figures_pk', ['customer_id', 'month', 'warehouse_id', 'sku'])
      .execute();
    await db.schema
      .createTable('wallet_expense_days')
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('warehouse_id', 'integer', (c) => c.notNull())
      .addColumn('transactions', 'integer', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('wallet_expense_days_pk', ['customer_id', 'day', 'type', 'warehouse_id'])
      .execute();
    // The warehouse filter of the three order charts reads the rollups by warehouse first.
    await db.schema
      .createIndex('order_day_figures_warehouse_idx')
      .on('order_day_figures')
      .columns(['customer_id', 'warehouse_id', 'day'])
      .execute();
    await db.schema
      .createIndex('order_sku_day_figures_warehouse_idx')
      .on('order_sku_day_figures')
      .columns(['customer_id', 'warehouse_id', 'day'])
      .execute();
    // The analysis dashboard's on-time rate reads the merchant's transitions to Delivered in a range.
    await db.schema
      .createIndex('order_transitions_status_time_idx')
      .on('order_transitions')
      .columns(['customer_id', 'to_status', 'created_at', 'order_id'])
      .execute();
    // The shipping chart names each method by the merchant's newest order of its code.
    await db.schema
      .createIndex('orders_method_newest_idx')
      .on('orders')
      .columns(['customer_id', 'shipping_method_code', 'id'])
      .execute();
    for (const statement of ROLLUP_REBUILD) await sql.raw(statement).execute(db);
  },
};

const DAY = 'substr(o.created_at, 1, 10)';
const TRANSACTION_DAY = 'substr(t.created_at, 1, 10)';

/**
 * Recomputes every rollup from the rows (plain SQL both engines run): the migration's back-fill, and
 * the benchmark's after its bulk writes. Each figure is the one the charts read from rows before.
 */
export const ROLLUP_REBUILD: readonly string[] = [
  'delete from order_day_figures',
  'delete from order_sku_day_figures',
  'delete from order_sku_month_figures',
  'delete from wallet_expense_days',
  `insert into order_day_figures
     (customer_id, day, warehouse_id, country, shipping_method_code, orders, spend, packed, parcels)
   select o.customer_id, ${DAY}, o.warehouse_id, o.country, o.shipping_method_code,
     count(*), coalesce(sum(o.final_fee_total), 0), count(o.final_fee_total), count(o.shipped_at)
   from orders o
   where o.status <> 'canceled'
   group by o.customer_id, ${DAY}, o.warehouse_id, o.country, o.shipping_method_code`,
  `insert into order_sku_day_figures (customer_id, day, warehouse_id, sku, orders, units)
   select o.customer_id, ${DAY}, o.warehouse_id, l.sku, count(distinct o.id), sum(l.quantity)
   from orders o
   join order_lines l on l.order_id = o.id and l.customer_id = o.customer_id
   where o.status <> 'canceled'
   group by o.customer_id, ${DAY}, o.warehouse_id, l.sku`,
  `insert into order_sku_month_figures (customer_id, month, warehouse_id, sku, orders, units)
   select customer_id, substr(day, 1, 7), warehouse_id, sku, sum(orders), sum(units)
   from order_sku_day_figures
   group by customer_id, substr(day, 1, 7), warehouse_id, sku`,
  `insert into wallet_expense_days (customer_id, day, type, warehouse_id, transactions, amount)
   select t.customer_id, ${TRANSACTION_DAY}, t.type, coalesce(o.warehouse_id, 0), count(*), sum(t.amount)
   from wallet_transactions t
   left join orders o on t.reference_type = 'order' and o.id = t.reference_id and o.customer_id = t.customer_id
   group by t.customer_id, ${TRANSACTION_DAY}, t.type, coalesce(o.warehouse_id, 0)`,
];

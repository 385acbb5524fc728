import path from 'node:path';
import SQLite from 'better-sqlite3';
import { statisticsRollupRebuild } from '../../apps/server/src/db/migrations/0024-delivery-rollup';

/** Destination countries by `i % 12`: what the country chart groups. */
const COUNTRY_CASE = `CASE i % 12 WHEN 0 THEN 'DE' WHEN 1 THEN 'GB' WHEN 2 THEN 'FR' WHEN 3 THEN 'CA' WHEN 4 THEN 'AU'
  WHEN 5 THEN 'IT' WHEN 6 THEN 'ES' WHEN 7 THEN 'NL' ELSE 'US' END`;

/**
 * Writes `count` orders of the demo merchant 10001 straight into the SQLite database of `dataDir`,
 * evenly over the 365 days up to `end` (statuses mostly delivered, one in twenty cancelled, one in
 * ten not packed yet), twelve countries, four warehouses and six shipping methods; one SKU line each
 * (of 200 SKUs) and a second on every third; and one fulfilment-fee wallet transaction per packed
 * order, so the expenses chart reads about as many transactions as orders; each delivered order's
 * transition to Delivered (three days after shipping, up to now). Rows written with SQL
 * bypass the writes that keep the statistics rollups, so the rollups are then rebuilt from the rows
 * with the migrations' own back-fills (`statisticsRollupRebuild`, migrations 0022 and 0024).
 */
export function seedStatistics(dataDir: string, count: number, end: Date): void {
  const db = new SQLite(path.join(dataDir, 'portal.sqlite'));
  const start = end.getTime() - 365 * 86_400_000;
  const step = (365 * 86_400) / count;
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    db.exec('BEGIN');
    db.exec(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}),
      t(i, at) AS (SELECT i, strftime('%Y-%m-%dT%H:%M:%fZ', ${start / 1000}, 'unixepoch', '+' || CAST(i * ${step} AS INTEGER) || ' seconds') FROM n)
      INSERT INTO orders (customer_id, system_order_id, platform_order_no, status, warehouse_id, warehouse_code,
        shipping_method_code, shipping_method_name, courier, first_name, city, country, tracking_number,
        last_mile_tracking_number, estimate_total, final_fee_total, needs_reply, interception_requested, created_at,
        updated_at, address_type, last_name, phone, address1, state, zip, estimate_lines, created_by, shipped_at)
      SELECT 10001, 'SO20200101' || printf('%08d', i), 'STATS-' || i,
        CASE WHEN i % 20 = 0 THEN 'canceled' WHEN i % 10 = 1 THEN 'approving' ELSE 'delivered' END,
        1 + i % 4, 'USWE', 'METHOD-' || (i % 6), 'Method ' || (i % 6), 'DHL', 'Buyer', 'City', ${COUNTRY_CASE},
        '1Z' || i, 'LM' || i, 1500, CASE WHEN i % 10 = 1 THEN NULL ELSE 1200 + i % 900 END, 0, 0, at, at,
        'residential', 'Doe', '+1 555 0100', '1 Main St', 'CA', '90001', '[]', 1,
        CASE WHEN i % 10 = 1 THEN NULL ELSE at END
      FROM t`);
    const line = (position: number, where: string) => `
      INSERT INTO order_lines (customer_id, order_id, position, product_id, sku, sku_key, name, property_id,
        unit_price, quantity, weight_g, length_cm, width_cm, height_cm)
      SELECT customer_id, id, ${position}, 1, 'STAT-SKU-' || ((id + ${position} * 7) % 200),
        'STAT-SKU-' || ((id + ${position} * 7) % 200), 'Item', 1, 1500, 1 + id % 3, 180, 30, 20, 3
      FROM orders WHERE platform_order_no LIKE 'STATS-%' ${where}`;
    db.exec(line(0, ''));
    db.exec(line(1, 'AND id % 3 = 0'));
    db.exec(`
      INSERT INTO wallet_transactions (customer_id, type, amount, balance_after, reference_type, reference_id,
        actor_kind, actor_id, actor_label, remark, created_at)
      SELECT customer_id, 'fulfilment_fee', -final_fee_total, 0, 'order', id, 'staff', 0, 'bench', '', created_at
      FROM orders WHERE platform_order_no LIKE 'STATS-%' AND final_fee_total IS NOT NULL`);
    // Each delivered order's transition to Delivered, three days after shipping: the analysis
    // dashboard's on-time rate reads these.
    db.exec(`
      INSERT INTO order_transitions (customer_id, order_id, from_status, to_status, actor_kind, actor_id,
        actor_label, reason, created_at)
      SELECT customer_id, id, 'in_transit', 'delivered', 'system', 0, 'bench', '',
        strftime('%Y-%m-%dT%H:%M:%fZ', shipped_at, '+3 days')
      FROM orders WHERE platform_order_no LIKE 'STATS-%' AND status = 'delivered'
        AND shipped_at < '${new Date(end.getTime() - 3 * 86_400_000).toISOString()}'`);
    for (const statement of statisticsRollupRebuild('sqlite')) db.exec(statement);
    db.exec('COMMIT');
    db.exec('ANALYZE');
  } finally {
    db.close();
  }
}

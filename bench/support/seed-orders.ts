import { seedSqlite } from './sqlite-seed';

/**
 * Statuses by `i % 100`, roughly as a merchant's history looks after a few years: most orders
 * delivered, a tenth on their way, a few at the warehouse, some canceled.
 */
export const STATUS_CASE = `CASE
  WHEN i % 100 < 60 THEN 'delivered' WHEN i % 100 < 70 THEN 'in_transit' WHEN i % 100 < 75 THEN 'canceled'
  WHEN i % 100 < 80 THEN 'approving' WHEN i % 100 < 83 THEN 'verifying' WHEN i % 100 < 86 THEN 'awaiting_packing'
  WHEN i % 100 < 88 THEN 'packaged' WHEN i % 100 < 90 THEN 'awaiting_shipping' WHEN i % 100 < 93 THEN 'shipped'
  WHEN i % 100 < 95 THEN 'pick_up' WHEN i % 100 < 97 THEN 'out_for_delivery' WHEN i % 100 < 99 THEN 'alert'
  ELSE 'expired' END`;

/**
 * Writes `count` orders straight into the SQLite database of `dataDir` (already migrated and seeded
 * with the demo merchants): nine in ten to the demo merchant 10001, one in ten to 10002, one SKU
 * line each and a second on every third, one a minute from 2024-01-01, and their counts per status.
 * Order `i` is `BENCH-i`, system order id `SO20240101` + i on 8 digits (the demo's own orders carry
 * today's date, so the two never meet).
 */
export function seedOrders(dataDir: string, count: number): void {
  seedSqlite(dataDir, (db) => {
    db.exec(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
      INSERT INTO orders (customer_id, system_order_id, platform_order_no, status, warehouse_id, warehouse_code,
        shipping_method_code, shipping_method_name, courier, first_name, city, country, tracking_number,
        last_mile_tracking_number, estimate_total, final_fee_total, needs_reply, interception_requested, created_at,
        updated_at, address_type, last_name, phone, address1, state, zip, estimate_lines, created_by)
      SELECT CASE WHEN i % 10 = 0 THEN 10002 ELSE 10001 END, 'SO20240101' || printf('%08d', i), 'BENCH-' || i,
        ${STATUS_CASE}, 1 + i % 4, 'USWE', 'EXPRESS', 'Express', 'DHL', 'Buyer' || (i % 5000), 'City' || (i % 300),
        'US', '1Z' || i, 'LM' || i, 1500, 1600, 0, 0,
        strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || (i * 60) || ' seconds'), '2026-11-23T00:00:00.000Z',
        'residential', 'Doe', '+1 555 0100', '1 Main St', 'CA', '90001', '[]', 1
      FROM n`);
    const line = (position: number, product: string, sku: string, where: string) => `
      INSERT INTO order_lines (customer_id, order_id, position, product_id, sku, sku_key, name, property_id,
        unit_price, quantity, weight_g, length_cm, width_cm, height_cm)
      SELECT customer_id, id, ${position}, ${product}, ${sku}, ${sku}, 'Item', 1, 1500, 1 + id % 3, 180, 30, 20, 3
      FROM orders WHERE platform_order_no LIKE 'BENCH-%' ${where}`;
    db.exec(line(0, '1 + id % 50', `'SKU-' || (id % 50)`, ''));
    db.exec(line(1, '100 + id % 7', `'EXTRA-' || (id % 7)`, 'AND id % 3 = 0'));
    db.exec('DELETE FROM order_status_counts');
    db.exec(`INSERT INTO order_status_counts (customer_id, status, count)
      SELECT customer_id, status, count(*) FROM orders GROUP BY customer_id, status`);
  });
}

import pg from 'pg';
import { STATUS_CASE } from './seed-orders';

/** Orders the bench wrote already: a later run with the same database reuses them. */
export async function benchOrdersIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM orders WHERE platform_order_no LIKE 'BENCH-%'",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL twin of `seedOrders`: the same `count` orders, lines and counts per status, written
 * with generate_series into the database at `url` (already migrated and seeded with the demo merchants).
 */
export async function seedOrdersPostgres(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`
      INSERT INTO orders (customer_id, system_order_id, platform_order_no, status, warehouse_id, warehouse_code,
        shipping_method_code, shipping_method_name, courier, first_name, city, country, tracking_number,
        last_mile_tracking_number, estimate_total, final_fee_total, needs_reply, interception_requested, created_at,
        updated_at, address_type, last_name, phone, address1, state, zip, estimate_lines, created_by)
      SELECT CASE WHEN i % 10 = 0 THEN 10002 ELSE 10001 END, 'SO20240101' || lpad(i::text, 8, '0'), 'BENCH-' || i,
        ${STATUS_CASE}, 1 + i % 4, 'USWE', 'EXPRESS', 'Express', 'DHL', 'Buyer' || (i % 5000), 'City' || (i % 300),
        'US', '1Z' || i, 'LM' || i, 1500, 1600, 0, 0,
        to_char(timestamp '2024-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        '2026-11-23T00:00:00.000Z', 'residential', 'Doe', '+1 555 0100', '1 Main St', 'CA', '90001', '[]', 1
      FROM generate_series(1, ${count}) AS n(i)`);
    const line = (position: number, product: string, sku: string, where: string) => `
      INSERT INTO order_lines (customer_id, order_id, position, product_id, sku, sku_key, name, property_id,
        unit_price, quantity, weight_g, length_cm, width_cm, height_cm)
      SELECT customer_id, id, ${position}, ${product}, ${sku}, ${sku}, 'Item', 1, 1500, 1 + id % 3, 180, 30, 20, 3
      FROM orders WHERE platform_order_no LIKE 'BENCH-%' ${where}`;
    await client.query(line(0, '1 + id % 50', `'SKU-' || (id % 50)`, ''));
    await client.query(line(1, '100 + id % 7', `'EXTRA-' || (id % 7)`, 'AND id % 3 = 0'));
    await client.query('DELETE FROM order_status_counts');
    await client.query(`INSERT INTO order_status_counts (customer_id, status, count)
      SELECT customer_id, status, count(*) FROM orders GROUP BY customer_id, status`);
    await client.query('COMMIT');
    // As autovacuum would have by now: the visibility map lets a page's ids come from the index alone.
    await client.query('VACUUM ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

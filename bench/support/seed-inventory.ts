import { benchProductsSql, seedSqlite } from './sqlite-seed';

/**
 * Writes `skus` SKUs of the demo merchant 10001 (`INVB-<i>`, a warning quantity on every tenth), one
 * balance each in warehouse 1 + i % 4, and `movements` stock movements spread over them from
 * 2024-01-01 to the day of the run (a third of them `deduction`s, so every sales window has some),
 * straight into the SQLite database of `dataDir` (already migrated and seeded with the demo).
 */
export function seedInventory(dataDir: string, skus: number, movements: number): void {
  seedSqlite(dataDir, (db) => {
    db.exec(
      benchProductsSql({
        prefix: 'INVB',
        count: skus,
        nameCn: "'测试' || i",
        nameEn: "'Bench item ' || i",
        warningQuantity: 'CASE WHEN i % 10 = 0 THEN 500 ELSE NULL END',
        createdAt: '2024-01-01T00:00:00.000Z',
      }),
    );
    db.exec(`
      INSERT INTO stock_balances (customer_id, product_id, warehouse_id, on_hand, locked, updated_at)
      SELECT 10001, id, 1 + id % 4, 100 + id % 900, id % 7, '2026-01-01T00:00:00.000Z'
      FROM products WHERE customer_id = 10001 AND sku LIKE 'INVB-%'`);
    const first = (db.prepare(`SELECT min(id) AS id FROM products WHERE sku LIKE 'INVB-%'`).get() as { id: number }).id;
    const span = Date.now() - Date.parse('2024-01-01T00:00:00Z');
    db.exec(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${movements})
      INSERT INTO stock_movements (customer_id, product_id, warehouse_id, type, on_hand_delta, locked_delta,
        on_hand_after, locked_after, reference_type, reference_id, actor_kind, actor_id, actor_label, created_at)
      SELECT 10001, ${first} + (i * 7919) % ${skus}, 1 + (${first} + (i * 7919) % ${skus}) % 4,
        CASE i % 3 WHEN 0 THEN 'deduction' WHEN 1 THEN 'lock' ELSE 'adjustment' END,
        CASE i % 3 WHEN 0 THEN -1 WHEN 1 THEN 0 ELSE 5 END, CASE i % 3 WHEN 0 THEN -1 WHEN 1 THEN 1 ELSE 0 END,
        500, 3, CASE WHEN i % 3 = 2 THEN NULL ELSE 'order' END, CASE WHEN i % 3 = 2 THEN NULL ELSE i END,
        'system', 0, 'bench',
        strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || CAST((i * 1.0 / ${movements}) * ${span / 1000} AS INTEGER) || ' seconds')
      FROM n`);
  });
}

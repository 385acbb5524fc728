import { postgresNumbers, seedPostgres } from './postgres-seed';
import { benchProductsSql, seedSqlite, sqliteNumbers } from './sqlite-seed';

const SKU_OPTIONS = {
  prefix: 'INVB',
  nameCn: "'测试' || i",
  nameEn: "'Bench item ' || i",
  warningQuantity: 'CASE WHEN i % 10 = 0 THEN 500 ELSE NULL END',
  createdAt: '2024-01-01T00:00:00.000Z',
};

const BALANCES = `
  INSERT INTO stock_balances (customer_id, product_id, warehouse_id, on_hand, locked, updated_at)
  SELECT 10001, id, 1 + id % 4, 100 + id % 900, id % 7, '2026-01-01T00:00:00.000Z'
  FROM products WHERE customer_id = 10001 AND sku LIKE 'INVB-%'`;

const FIRST_SKU = `(SELECT min(id) FROM products WHERE customer_id = 10001 AND sku LIKE 'INVB-%')`;

/**
 * Movement i (both engines write the same): SKU (i·7919) mod `skus` in its balance's warehouse, a
 * deduction, a lock or an adjustment in turn, at `createdAt` (the engine's expression of i).
 */
function movementsSql(source: string, skus: number, createdAt: string): string {
  const product = `f.first + (i * 7919) % ${skus}`;
  return `
    INSERT INTO stock_movements (customer_id, product_id, warehouse_id, type, on_hand_delta, locked_delta,
      on_hand_after, locked_after, reference_type, reference_id, actor_kind, actor_id, actor_label, created_at)
    SELECT 10001, ${product}, 1 + (${product}) % 4,
      CASE i % 3 WHEN 0 THEN 'deduction' WHEN 1 THEN 'lock' ELSE 'adjustment' END,
      CASE i % 3 WHEN 0 THEN -1 WHEN 1 THEN 0 ELSE 5 END, CASE i % 3 WHEN 0 THEN -1 WHEN 1 THEN 1 ELSE 0 END,
      500, 3, CASE WHEN i % 3 = 2 THEN NULL ELSE 'order' END, CASE WHEN i % 3 = 2 THEN NULL ELSE i END,
      'system', 0, 'bench', ${createdAt}
    FROM ${source}, (SELECT ${FIRST_SKU} AS first) f`;
}

/** Seconds from 2024-01-01 to movement i of `movements`, spread to the day of the run. */
function secondsOf(movements: number): string {
  const span = Math.floor((Date.now() - Date.parse('2024-01-01T00:00:00Z')) / 1000);
  return `CAST((i * 1.0 / ${movements}) * ${span} AS INTEGER)`;
}

/**
 * Writes `skus` SKUs of the demo merchant 10001 (`INVB-<i>`, a warning quantity on every tenth), one
 * balance each in warehouse 1 + i % 4, and `movements` stock movements spread over them from
 * 2024-01-01 to the day of the run (a third of them `deduction`s, so every sales window has some),
 * straight into the SQLite database of `dataDir` (already migrated and seeded with the demo).
 */
export function seedInventory(dataDir: string, skus: number, movements: number): void {
  seedSqlite(dataDir, (db) => {
    db.exec(benchProductsSql({ ...SKU_OPTIONS, count: skus }));
    db.exec(BALANCES);
    db.exec(
      movementsSql(
        sqliteNumbers(movements),
        skus,
        `strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || ${secondsOf(movements)} || ' seconds')`,
      ),
    );
  });
}

/** The PostgreSQL twin of `seedInventory`, with generate_series, into the database at `url`. */
export async function seedInventoryPostgres(url: string, skus: number, movements: number): Promise<void> {
  await seedPostgres(url, [
    benchProductsSql({ ...SKU_OPTIONS, count: skus }, postgresNumbers(skus)),
    BALANCES,
    movementsSql(
      postgresNumbers(movements),
      skus,
      `to_char(timestamp '2024-01-01' + ${secondsOf(movements)} * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    ),
  ]);
}

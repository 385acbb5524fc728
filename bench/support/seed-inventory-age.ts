import { postgresNumbers, seedPostgres } from './postgres-seed';
import { benchProductsSql, seedSqlite } from './sqlite-seed';

const DAY_S = 86_400;

/**
 * The layers of SKU i, layer j (both engines write the same): 20 units received
 * (i·37 + j·83) mod 400 days ago, a few of them spent, the oldest layer of every third SKU used up.
 */
const RECEIVED_DAYS_AGO = '((i * 37 + j * 83) % 400)';
const REMAINING = 'CASE WHEN j = 0 AND i % 3 = 0 THEN 0 ELSE 10 + (i + j) % 10 END';

/** Each aged SKU's balance: on hand = Σ remaining of its layers. */
const BALANCES_FROM_LAYERS = `
  INSERT INTO stock_balances (customer_id, product_id, warehouse_id, on_hand, locked, updated_at)
  SELECT customer_id, product_id, warehouse_id, sum(remaining), 0, '2026-01-01T00:00:00.000Z'
  FROM stock_layers WHERE customer_id = 10001
    AND product_id IN (SELECT id FROM products WHERE customer_id = 10001 AND sku LIKE 'AGEB-%')
  GROUP BY customer_id, product_id, warehouse_id`;

/** Each aged SKU's `stock_ages` row: its oldest layer with units left. */
const AGES_FROM_LAYERS = `
  INSERT INTO stock_ages (customer_id, product_id, warehouse_id, oldest_received_at)
  SELECT customer_id, product_id, warehouse_id, min(received_at)
  FROM stock_layers WHERE customer_id = 10001 AND remaining > 0
    AND product_id IN (SELECT id FROM products WHERE customer_id = 10001 AND sku LIKE 'AGEB-%')
  GROUP BY customer_id, product_id, warehouse_id`;

const agedSkus = (count: number) => ({
  prefix: 'AGEB',
  count,
  nameCn: "'库龄' || i",
  nameEn: "'Aged item ' || i",
  warningQuantity: 'NULL',
  createdAt: '2025-01-01T00:00:00.000Z',
});

/**
 * Writes `skus` SKUs of the demo merchant 10001 (`AGEB-<i>`), a balance each in warehouse 1 + i % 4
 * and `layers` age layers per SKU, with on hand = Σ remaining and their `stock_ages` rows, into the SQLite database of `dataDir`
 * (already migrated and seeded with the demo).
 */
export function seedInventoryAge(dataDir: string, skus: number, layers: number): void {
  const now = Math.floor(Date.now() / 1000);
  seedSqlite(dataDir, (db) => {
    db.exec(benchProductsSql(agedSkus(skus)));
    db.exec(`
      WITH RECURSIVE l(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM l WHERE j < ${layers - 1}),
        p AS (SELECT id, CAST(substr(sku, 6) AS INTEGER) AS i FROM products WHERE customer_id = 10001 AND sku LIKE 'AGEB-%')
      INSERT INTO stock_layers (customer_id, product_id, warehouse_id, received_at, quantity, remaining,
        movement_type, reference_type, reference_id)
      SELECT 10001, p.id, 1 + p.id % 4,
        strftime('%Y-%m-%dT%H:%M:%fZ', ${now} - ${RECEIVED_DAYS_AGO} * ${DAY_S} - j * 3600, 'unixepoch'),
        20, ${REMAINING}, 'receipt', 'inbound', j
      FROM p, l ORDER BY 4`);
    db.exec(BALANCES_FROM_LAYERS);
    db.exec(AGES_FROM_LAYERS);
  });
}

/** The PostgreSQL twin of `seedInventoryAge`, with generate_series. */
export async function seedInventoryAgePostgres(url: string, skus: number, layers: number): Promise<void> {
  await seedPostgres(url, [
    benchProductsSql(agedSkus(skus), postgresNumbers(skus)),
    `
      INSERT INTO stock_layers (customer_id, product_id, warehouse_id, received_at, quantity, remaining,
        movement_type, reference_type, reference_id)
      SELECT 10001, p.id, 1 + p.id % 4,
        to_char((now() - (${RECEIVED_DAYS_AGO} * interval '1 day') - j * interval '1 hour') at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        20, ${REMAINING}, 'receipt', 'inbound', j
      FROM (SELECT id, substr(sku, 6)::int AS i FROM products WHERE customer_id = 10001 AND sku LIKE 'AGEB-%') p,
        generate_series(0, ${layers - 1}) AS l(j)
      ORDER BY 4`,
    BALANCES_FROM_LAYERS,
    AGES_FROM_LAYERS,
  ]);
}

import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Runs `write` in one transaction on the SQLite database of `dataDir` (already migrated and seeded
 * with the demo), durability off as befits a throw-away bench file, then refreshes the planner's
 * statistics so the bench measures the plans production would use.
 */
export function seedSqlite(dataDir: string, write: (db: SQLite.Database) => void): void {
  const db = new SQLite(path.join(dataDir, 'portal.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    db.exec('BEGIN');
    write(db);
    db.exec('COMMIT');
    db.exec('ANALYZE');
  } finally {
    db.close();
  }
}

/** SQLite's rows i = 1…count, as a FROM source (PostgreSQL has generate_series). */
export function sqliteNumbers(count: number): string {
  return `(WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) SELECT i FROM n)`;
}

/**
 * SQL writing `count` SKUs of the demo merchant 10001 named `<prefix>-<i>` (i from 1), with the
 * names and warning quantity given as SQL expressions of `i`; `numbers` is the FROM source of i
 * (SQLite's by default).
 */
export function benchProductsSql(
  options: {
    prefix: string;
    count: number;
    nameCn: string;
    nameEn: string;
    warningQuantity: string;
    createdAt: string;
  },
  numbers = sqliteNumbers(options.count),
): string {
  const { prefix, nameCn, nameEn, warningQuantity, createdAt } = options;
  return `
    INSERT INTO products (customer_id, sku, sku_key, name_cn, name_en, alias, image_url, color, size, property_id,
      brand, hs_code, material_en, material_cn, purpose_en, purpose_cn, declared_value, tax_refund, weight_g,
      length_cm, width_cm, height_cm, warning_quantity, scan_barcode, created_by, created_at, updated_at)
    SELECT 10001, '${prefix}-' || i, '${prefix}-' || i, ${nameCn}, ${nameEn}, '', '', '', '', 1, '', '6109100000',
      '', '', '', '', 500, 0, 180, 20, 10, 5, ${warningQuantity}, 0, 1, '${createdAt}', '${createdAt}'
    FROM ${numbers}`;
}

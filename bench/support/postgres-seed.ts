import pg from 'pg';

/** How many SKUs whose code starts with `prefix-` the database at `url` holds (0 when it cannot be read). */
export async function benchSkusIn(url: string, prefix: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM products WHERE sku LIKE $1', [
      `${prefix}-%`,
    ]);
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs `statements` in one transaction on the PostgreSQL database at `url` (already migrated and
 * seeded with the demo), then vacuums and analyzes it: the visibility map and statistics a database
 * that has run a while has, so index-only scans and the planner's choices are the production ones.
 */
export async function seedPostgres(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (const statement of statements) await client.query(statement);
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/** The PostgreSQL twin of `benchProductsSql`: `count` SKUs of the demo merchant 10001, `<prefix>-<i>`. */
export function benchProductsPostgresSql(options: {
  prefix: string;
  count: number;
  nameCn: string;
  nameEn: string;
  warningQuantity: string;
  createdAt: string;
}): string {
  const { prefix, count, nameCn, nameEn, warningQuantity, createdAt } = options;
  return `
    INSERT INTO products (customer_id, sku, sku_key, name_cn, name_en, alias, image_url, color, size, property_id,
      brand, hs_code, material_en, material_cn, purpose_en, purpose_cn, declared_value, tax_refund, weight_g,
      length_cm, width_cm, height_cm, warning_quantity, scan_barcode, created_by, created_at, updated_at)
    SELECT 10001, '${prefix}-' || i, '${prefix}-' || i, ${nameCn}, ${nameEn}, '', '', '', '', 1, '', '6109100000',
      '', '', '', '', 500, 0, 180, 20, 10, 5, ${warningQuantity}, 0, 1, '${createdAt}', '${createdAt}'
    FROM generate_series(1, ${count}) AS n(i)`;
}

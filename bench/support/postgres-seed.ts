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

/** The PostgreSQL rows i = 1…count, as a FROM source. */
export function postgresNumbers(count: number): string {
  return `generate_series(1::bigint, ${count}) AS n(i)`;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { queryBuilder } from '../apps/server/src/db/query-builder';
import { transaction } from '../apps/server/src/db/transaction';
import { inventoryApi } from '../apps/server/src/modules/inventory';
import { productApi } from '../apps/server/src/modules/product';
import { systemActor } from '../apps/server/src/platform/actor';
import { postgresCluster } from './support/postgres-cluster';

/**
 * Package availability after a movement (issue 27 goal: 10,000 packages over 50,000 SKUs, ≤ 5 ms per
 * affected package), on SQLite and on PostgreSQL. Migrates a fresh SQLite file, and a PostgreSQL
 * database (DATABASE_URL, else a throw-away cluster started here), and writes one merchant with SKUS
 * SKUs, a balance each in warehouse 1, and PACKAGES packages of 2–4 components in bulk SQL (a
 * DATABASE_URL that holds them already is measured as it is); every package's first
 * component is one of 100 "hot" SKUs, so a hot SKU is in 100 packages. Each round receives units of
 * the moved SKUs through the stock ledger (a real movement), then times what the shops' stock push
 * runs for them: `ProductApi.packagesAvailableIn` (the packages holding them, their components'
 * balances, `packageAvailability`). Two cases: one hot SKU moved (100 packages), and a push's batch
 * of 500 SKUs (every hot SKU and 400 others). Prints the median of ROUNDS per affected package.
 * `npm run bench:packages -w bench`; ONLY=sqlite or ONLY=postgres picks one; exits non-zero on a miss.
 */
const SKUS = Number(process.env.SKUS ?? 50_000);
const PACKAGES = Number(process.env.PACKAGES ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const GOAL_MS = 5;
const CUSTOMER = 100_000;
const HOT = 100;

/** Seeds (unless the merchant is there already) and measures both cases on `db`; answers whether both met the goal. */
async function measure(db: Db, label: string): Promise<boolean> {
  let met = true;
  await migrateToLatest(db);
  const seeding = performance.now();
  const kept = await productIds(db);
  const ids = kept.length ? kept : await seed(db);
  console.log(
    kept.length
      ? `${label}: the ${ids.length} SKUs and their packages already there`
      : `${label}: ${SKUS} SKUs and ${PACKAGES} packages written in ${Math.round(performance.now() - seeding)} ms`,
  );
  const core = { db, clock: { now: () => new Date() } };
  const products = productApi(core);
  const ledger = inventoryApi(core);
  const scope = { customerId: CUSTOMER };
  const hot = ids.slice(0, HOT);
  const cases: [string, number[]][] = [
    ['one hot SKU moved', hot.slice(0, 1)],
    ['a push batch of 500 SKUs', [...hot, ...ids.slice(HOT + 1000, HOT + 1400)]],
  ];
  for (const [name, moved] of cases) {
    const perPackage: number[] = [];
    let affected = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      await transaction(db, (tx) =>
        ledger.receive(tx, scope, {
          reference: null,
          warehouseId: 1,
          lines: moved.map((productId) => ({ productId, quantity: 1 })),
          actor: systemActor('bench'),
        }),
      );
      const started = performance.now();
      const packages = await products.packagesAvailableIn(scope, 1, moved);
      const ms = performance.now() - started;
      affected = packages.length;
      if (!affected || packages.some((item) => item.available < 0)) throw new Error(`${name}: no packages`);
      perPackage.push(ms / affected);
    }
    perPackage.sort((a, b) => a - b);
    const median = perPackage[Math.floor(perPackage.length / 2)] ?? Number.NaN;
    const ok = median <= GOAL_MS;
    met &&= ok;
    console.log(
      `${ok ? 'ok  ' : 'MISS'} ${label}, ${name}: ${affected} packages, median ${median.toFixed(3)} ms per package ` +
        `(${(median * affected).toFixed(1)} ms in all; goal ≤ ${GOAL_MS} ms per package)`,
    );
  }
  return met;
}

async function onSqlite(): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-packages-'));
  const db = openDatabase({ databaseUrl: null, dataDir });
  try {
    return await measure(db, 'SQLite');
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<boolean> {
  const cluster = postgresCluster('packages');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-packages-'));
  const db = openDatabase({ databaseUrl: cluster.url, dataDir });
  try {
    return await measure(db, 'PostgreSQL');
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    cluster.stop();
  }
}

const only = process.env.ONLY;
const results = [
  ...(only && only !== 'sqlite' ? [] : [await onSqlite()]),
  ...(only && only !== 'postgres' ? [] : [await onPostgres()]),
];
process.exitCode = results.every(Boolean) ? 0 : 1;

/** The bench merchant's SKUs, in id order (none before the seed). */
async function productIds(db: Db): Promise<number[]> {
  const { rows } = await sql<{
    id: number;
  }>`SELECT id FROM products WHERE customer_id = ${CUSTOMER} ORDER BY id`.execute(queryBuilder(db));
  return rows.map((row) => Number(row.id));
}

/**
 * The merchant, its SKUs with a balance in warehouse 1, its packages and their components, by
 * recursive CTEs both engines run, in one transaction; then the planner's statistics. Answers the SKUs' ids.
 */
async function seed(db: Db): Promise<number[]> {
  const at = "'2026-01-01T00:00:00.000Z'";
  await transaction(db, async (tx) => {
    const exec = (text: string) => sql.raw(text).execute(queryBuilder(db, tx));
    await exec(`
      INSERT INTO customers (id, name, email, platform_type, phone, country, currency, company_name,
        show_true_tracking_number, warning_quantity_enabled, scan_barcode_enabled, warning_email_enabled,
        app_down_button_is_display, created_at, updated_at)
      VALUES (${CUSTOMER}, 'Bench kits', 'bench@packages.test', 1, '+1 555 0100', 'US', 'USD', '',
        0, 0, 0, 0, 0, ${at}, ${at})`);
    await exec(`
      WITH RECURSIVE s(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM s WHERE j < ${SKUS - 1})
      INSERT INTO products (customer_id, sku, sku_key, name_cn, name_en, alias, image_url, color, size, property_id,
        brand, hs_code, material_en, material_cn, purpose_en, purpose_cn, declared_value, tax_refund, weight_g,
        length_cm, width_cm, height_cm, warning_quantity, scan_barcode, created_by, created_at, updated_at)
      SELECT ${CUSTOMER}, 'PK-' || j, 'PK-' || j, '组件' || j, 'Part ' || j, '', '', '', '', 1, '', '6109100000',
        '', '', '', '', 500, 0, 180, 20, 15, 10, NULL, 0, 1, ${at}, ${at}
      FROM s ORDER BY j`);
    await exec(`
      INSERT INTO stock_balances (customer_id, product_id, warehouse_id, on_hand, locked, updated_at)
      SELECT customer_id, id, 1, 100 + id % 900, id % 7, ${at} FROM products WHERE customer_id = ${CUSTOMER}`);
    await exec(`
      WITH RECURSIVE p(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM p WHERE i < ${PACKAGES - 1})
      INSERT INTO packages (customer_id, code, code_key, name_en, name_cn, barcode, barcode_key, image_url,
        packing_note, assembly, created_by, updated_by, created_at, updated_at)
      SELECT ${CUSTOMER}, 'KIT-' || i, 'KIT-' || i, 'Kit ' || i, '套装' || i, NULL, NULL, '', '', 'pick_components',
        1, 1, ${at}, ${at}
      FROM p ORDER BY i`);
    // Component 0: one of the HOT first SKUs; components 1-3 spread over the rest (2 to 4 in all).
    await exec(`
      WITH first(id) AS (SELECT min(id) FROM products WHERE customer_id = ${CUSTOMER}),
      kits AS (SELECT id, id - (SELECT min(id) FROM packages WHERE customer_id = ${CUSTOMER}) AS i
               FROM packages WHERE customer_id = ${CUSTOMER}),
      slots(n) AS (VALUES (0), (1), (2), (3))
      INSERT INTO package_components (customer_id, package_id, product_id, quantity, position)
      SELECT ${CUSTOMER}, kits.id,
        first.id + CASE WHEN n = 0 THEN kits.i % ${HOT}
                        ELSE ${HOT} + (kits.i * 7 + n * 16411) % (${SKUS} - ${HOT}) END,
        1 + (kits.i + n) % 3, n
      FROM kits, first, slots
      WHERE n < 2 + kits.i % 3`);
  });
  await sql.raw(db.engine === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE').execute(queryBuilder(db));
  return productIds(db);
}

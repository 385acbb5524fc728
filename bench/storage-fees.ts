import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { inventoryLayerReads } from '../apps/server/src/modules/inventory';
import { productApi } from '../apps/server/src/modules/product';
import { productReferenceApi } from '../apps/server/src/modules/product-reference';
import { ChargeRepository } from '../apps/server/src/modules/storage-fee/charge-repository';
import { RateCardRepository } from '../apps/server/src/modules/storage-fee/rate-card-repository';
import { StorageBilling } from '../apps/server/src/modules/storage-fee/storage-billing';
import { walletApi } from '../apps/server/src/modules/wallet';

/**
 * The daily storage charge (issue 12 goal: 10,000 merchants × 100 SKUs in ≤ 60 s on SQLite). Migrates
 * a fresh SQLite file, writes MERCHANTS merchants with SKUS SKUs each in bulk SQL (one open age layer
 * per SKU in warehouse 1, 1–400 days old, so every tier and the free days occur), then charges one
 * local day of warehouse 1 with the job's own code: a charge row, its lines and a wallet debit per
 * merchant. Runs it a second time to time the re-run (everything skipped). `npm run bench:storage-fees`.
 */
const MERCHANTS = Number(process.env.MERCHANTS ?? 10_000);
const SKUS = Number(process.env.SKUS ?? 100);
const GOAL_S = 60;
const FIRST_ID = 100_000;
const DAY = '2026-11-23';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-storage-'));
const db = openDatabase({ databaseUrl: null, dataDir });
try {
  await migrateToLatest(db);
  const seeding = performance.now();
  seed(path.join(dataDir, 'portal.sqlite'));
  console.log(
    `${MERCHANTS} merchants × ${SKUS} SKUs (${MERCHANTS * SKUS} layers) written in ${Math.round(performance.now() - seeding)} ms`,
  );
  const clock = { now: () => new Date('2026-11-24T12:00:00Z') };
  const core = { db, clock };
  const billing = new StorageBilling({
    db,
    clock,
    charges: new ChargeRepository(db),
    rateCards: new RateCardRepository(db),
    layers: inventoryLayerReads(core),
    products: productApi(core),
    references: productReferenceApi(core),
    wallet: walletApi(core),
  });
  const warehouse = { id: 1, timeZone: 'America/Los_Angeles' };
  const started = performance.now();
  const counts = await billing.chargeDay(warehouse, DAY);
  const seconds = (performance.now() - started) / 1000;
  const rerunStarted = performance.now();
  const rerun = await billing.chargeDay(warehouse, DAY);
  const rerunSeconds = (performance.now() - rerunStarted) / 1000;
  if (counts.charges !== MERCHANTS || rerun.charges !== 0) {
    throw new Error(`expected ${MERCHANTS} charges then none, got ${counts.charges} and ${rerun.charges}`);
  }
  const met = seconds <= GOAL_S;
  console.log(
    `${met ? 'ok  ' : 'MISS'} one day charged: ${counts.charges} charges, ${counts.debited} debits in ${seconds.toFixed(1)} s (goal ≤ ${GOAL_S} s)`,
  );
  console.log(`     re-run of the day: ${rerun.skipped} merchants skipped in ${rerunSeconds.toFixed(1)} s`);
  process.exitCode = met ? 0 : 1;
} finally {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Merchants, their SKUs (20 × 15 × 10 cm … ) and one open layer each, by recursive CTEs. */
function seed(file: string): void {
  const sqlite = new SQLite(file);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('BEGIN');
    sqlite.exec(`
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${MERCHANTS - 1})
      INSERT INTO customers (id, name, email, platform_type, phone, country, currency, company_name,
        show_true_tracking_number, warning_quantity_enabled, scan_barcode_enabled, warning_email_enabled,
        app_down_button_is_display, created_at, updated_at)
      SELECT ${FIRST_ID} + i, 'Bench ' || i, 'bench-' || i || '@storage.test', 1, '+1 555 0100', 'US', 'USD', '',
        0, 0, 0, 0, 0, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'
      FROM n`);
    sqlite.exec(`
      WITH RECURSIVE s(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM s WHERE j < ${SKUS - 1})
      INSERT INTO products (customer_id, sku, sku_key, name_cn, name_en, alias, image_url, color, size, property_id,
        brand, hs_code, material_en, material_cn, purpose_en, purpose_cn, declared_value, tax_refund, weight_g,
        length_cm, width_cm, height_cm, warning_quantity, scan_barcode, created_by, created_at, updated_at)
      SELECT c.id, 'ST-' || j, 'ST-' || j, '仓租' || j, 'Stored ' || j, '', '', '', '', 1, '', '6109100000',
        '', '', '', '', 500, 0, 180, 20 + j % 30, 15, 10, NULL, 0, 1, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'
      FROM customers c, s WHERE c.id >= ${FIRST_ID} ORDER BY c.id, j`);
    const base = Date.parse(`${DAY}T20:00:00Z`) / 1000;
    sqlite.exec(`
      INSERT INTO stock_layers (customer_id, product_id, warehouse_id, received_at, quantity, remaining,
        movement_type, reference_type, reference_id)
      SELECT customer_id, id, 1, strftime('%Y-%m-%dT%H:%M:%fZ', ${base} - (1 + id % 400) * 86400, 'unixepoch'),
        50, 10 + id % 40, 'receipt', 'inbound', 1
      FROM products WHERE customer_id >= ${FIRST_ID} ORDER BY id`);
    sqlite.exec('COMMIT');
    sqlite.exec('ANALYZE');
  } finally {
    sqlite.close();
  }
}

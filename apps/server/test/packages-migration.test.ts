import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/database';
import { isUniqueViolation } from '../src/db/errors';
import { migrateToLatest, migrationsFor } from '../src/db/migrate';
import { queryBuilder } from '../src/db/query-builder';
import type { AllTables } from './support/all-tables';
import { createTestDatabase } from './support/test-app';

const at = new Date(Date.UTC(2026, 0, 1, 9)).toISOString();

describe('migration 0041 claims every existing SKU code in merchant_codes', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const kysely = () => queryBuilder<AllTables>(db);
  const customers: number[] = [];
  const products: number[] = [];

  beforeAll(async () => {
    const target = await createTestDatabase();
    drop = target.drop;
    db = openDatabase({ ...target, poolSize: 2 });
    const migrator = new Migrator({
      db: queryBuilder(db),
      provider: { getMigrations: async () => migrationsFor(db.engine) },
    });
    expect((await migrator.migrateTo('0040-order-updated-window')).error).toBeUndefined();
    for (const email of ['codes-a@shop.test', 'codes-b@shop.test']) {
      const customer = await kysely()
        .insertInto('customers')
        .values({
          name: 'Old Merchant',
          email,
          platform_type: 1,
          phone: '',
          country: 'US',
          currency: 'USD',
          company_name: '',
          api_key: null,
          show_true_tracking_number: 0,
          warning_quantity_enabled: 0,
          scan_barcode_enabled: 0,
          warning_email_enabled: 0,
          app_down_button_is_display: 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      customers.push(customer.id);
    }
    // The same code at two merchants, and a lower-case code (its key is upper-cased).
    for (const [customerId, sku] of [
      [customers[0], 'MUG-01'],
      [customers[0], 'cap-02'],
      [customers[1], 'MUG-01'],
    ] as const) {
      const row = await sql<{ id: number }>`
        insert into products (customer_id, sku, sku_key, name_cn, name_en, property_id, hs_code, declared_value,
          weight_g, length_cm, width_cm, height_cm, created_by, created_at, updated_at)
        values (${customerId}, ${sku}, ${sku.toUpperCase()}, '旧', 'Old', 1, '610910', 100, 10, 1, 1, 1, 0, ${at}, ${at})
        returning id`.execute(queryBuilder(db));
      products.push(row.rows[0]?.id as number);
    }
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('gives each SKU its row, keyed by its upper-cased code, per merchant', async () => {
    const rows = await kysely()
      .selectFrom('merchant_codes')
      .select(['customer_id', 'code_key', 'kind', 'owner_id'])
      .orderBy('owner_id')
      .execute();
    expect(rows).toEqual([
      { customer_id: customers[0], code_key: 'MUG-01', kind: 'sku', owner_id: products[0] },
      { customer_id: customers[0], code_key: 'CAP-02', kind: 'sku', owner_id: products[1] },
      { customer_id: customers[1], code_key: 'MUG-01', kind: 'sku', owner_id: products[2] },
    ]);
  });

  it('then refuses a second claim of a code in the same merchant', async () => {
    const clash = kysely()
      .insertInto('merchant_codes')
      .values({ customer_id: customers[0] as number, code_key: 'CAP-02', kind: 'package', owner_id: 1 })
      .execute();
    const refusal = await clash.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(refusal)).toBe(true);
  });
});
